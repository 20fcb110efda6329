import type { Mail } from '../../lib/mailer.js';
import { layout } from '../../lib/email-layout.js';

export function directorReviewMail(
  to: string,
  firstName: string,
  decision: 'approved' | 'declined',
  link: string,
): Mail {
  const approved = decision === 'approved';
  return {
    to,
    kind: approved ? 'director_approved' : 'director_declined',
    subject: approved
      ? 'Your Sideline tournament director account is approved'
      : 'About your Sideline tournament director sign-up',
    link,
    ...layout(
      `Hi ${firstName},`,
      approved
        ? [
            'Good news: your tournament director account has been approved. You can now sign in and set up your tournaments.',
          ]
        : [
            "Thank you for your interest in Sideline. We weren't able to approve your tournament director sign-up.",
            'Reply to this email if you think this is a mistake.',
          ],
      { label: approved ? 'Sign in' : 'Visit Sideline', link },
    ),
  };
}
