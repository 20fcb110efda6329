import type { Mail } from './mailer.js';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The one look every Sideline email shares: greeting, paragraphs, one action button. */
export function layout(
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
