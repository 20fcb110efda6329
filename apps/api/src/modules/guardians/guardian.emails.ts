import { GUARDIAN_LINK_DAYS } from '@sideline/shared';
import type { Mail } from '../../lib/mailer.js';
import { layout } from '../../lib/email-layout.js';

type Person = { firstName: string; lastName: string };
const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

export function guardianRequestMail(to: string, teen: Person, link: string): Mail {
  return {
    to,
    kind: 'guardian_request',
    subject: `${fullName(teen)} asked you to approve their Sideline account`,
    link,
    ...layout(
      'Hello,',
      [
        `${fullName(teen)} signed up to Sideline, a marketplace for paid game-day jobs in youth sports (scorekeeping, scoreboards, live streaming), and named you as their parent or guardian.`,
        'Because they are under 18, they can apply for jobs only after you approve. You will be copied on every conversation with them, payments for their work come to you, and you can pause or close their account at any time.',
        `This link works once, for ${GUARDIAN_LINK_DAYS} days. If you don't know this teen, ignore this email.`,
      ],
      { label: 'Review and approve', link },
    ),
  };
}

export function guardianConsentGivenMail(to: string, teen: Person, guardian: Person, link: string): Mail {
  return {
    to,
    kind: 'guardian_consent_given',
    subject: 'Your parent or guardian approved your Sideline account',
    link,
    ...layout(
      `Hi ${teen.firstName},`,
      [
        `${fullName(guardian)} approved your account. You can now apply for game-day jobs.`,
        'Your guardian is copied on your conversations, and payments for your work go to them.',
      ],
      { label: 'Find work', link },
    ),
  };
}

export function guardianCopyMail(
  to: string,
  teen: Person,
  from: Person,
  toPerson: Person,
  content: string,
  link: string,
): Mail {
  return {
    to,
    kind: 'guardian_copy',
    subject: `Copy: ${fullName(from)} to ${fullName(toPerson)} on Sideline`,
    link,
    ...layout(
      'Hello,',
      [
        `You are copied on every conversation with ${fullName(teen)}, as their parent or guardian.`,
        `${fullName(from)} wrote to ${fullName(toPerson)}: "${content.slice(0, 1000)}"`,
      ],
      { label: 'See the conversation', link },
    ),
  };
}

export function teenTurnedAdultMail(to: string, teen: Person, link: string): Mail {
  return {
    to,
    kind: 'guardian_ended',
    subject: `${fullName(teen)} is now 18: their Sideline account is their own`,
    link,
    ...layout(
      'Hello,',
      [
        `${fullName(teen)} has turned 18, so their Sideline account is now a normal adult account.`,
        'You are no longer copied on their conversations, and payments for their work now go to them. Thank you for looking after them.',
      ],
      { label: 'Open Sideline', link },
    ),
  };
}
