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

export function resetPasswordMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    kind: 'reset_password',
    subject: 'Reset your Sideline password',
    link,
    ...layout(
      `Hi ${firstName},`,
      [
        'We received a request to reset your Sideline password. This link works once, for 60 minutes.',
        "If you didn't ask for this, you can ignore this email: your password stays the same.",
      ],
      { label: 'Choose a new password', link },
    ),
  };
}
