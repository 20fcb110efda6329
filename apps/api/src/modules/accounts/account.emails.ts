import type { Mail } from '../../lib/mailer.js';
import { layout } from '../../lib/email-layout.js';

export function confirmEmailMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    kind: 'confirm_email',
    subject: 'Confirm your Sideline email address',
    link,
    ...layout(
      `Hi ${firstName},`,
      [
        'Welcome to Sideline! Please confirm your email address so teams and helpers can reach you.',
        'This link works for 48 hours.',
      ],
      { label: 'Confirm my email', link },
    ),
  };
}
