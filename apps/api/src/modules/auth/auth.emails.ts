import type { Mail } from '../../lib/mailer.js';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(
  greeting: string,
  paragraphs: string[],
  action: { label: string; link: string },
): Pick<Mail, 'text' | 'html'> {
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    `${action.label}: ${action.link}`,
    '',
    '- The Sideline team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.link)}" style="background:#15803d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#475569;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.link)}</p>
<p>- The Sideline team</p></body></html>`;
  return { text, html };
}

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
