import type { Mail } from '../../lib/mailer.js';
import { layout } from '../../lib/email-layout.js';

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
