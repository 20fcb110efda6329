import { layout } from '../../lib/email-layout.js';
import type { Mail } from '../../lib/mailer.js';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Every newsletter mail goes through here, so none leaves without its one-click unsubscribe link
 * (to a page whose button does the unsubscribing: a mail scanner following links changes nothing).
 */
export function newsletterMail(
  to: string,
  subject: string,
  body: { greeting: string; paragraphs: string[]; action: { label: string; link: string } },
  unsubscribeLink: string,
  kind: string,
): Mail {
  const { text, html } = layout(body.greeting, body.paragraphs, body.action);
  const footer = `You get this email because this address was entered in the Sideline newsletter box. Unsubscribe: ${unsubscribeLink}`;
  return {
    to,
    subject,
    kind,
    link: body.action.link,
    text: `${text}\n\n${footer}`,
    html: html.replace(
      '</body>',
      `<p style="color:#475569;font-size:12px">You get this email because this address was entered in the Sideline newsletter box. <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p></body>`,
    ),
  };
}

export const confirmSubscriptionMail = (to: string, confirmLink: string, unsubscribeLink: string): Mail =>
  newsletterMail(
    to,
    'Confirm your Sideline newsletter subscription',
    {
      greeting: 'Hi,',
      paragraphs: [
        'Someone (we hope you) asked to get the Sideline newsletter at this address: new gigs, tips for game-day help and product news.',
        'Confirm to start getting it. If it was not you, ignore this email and you will not hear from us again.',
      ],
      action: { label: 'Confirm subscription', link: confirmLink },
    },
    unsubscribeLink,
    'newsletter_confirm',
  );

export const welcomeMail = (to: string, siteLink: string, unsubscribeLink: string): Mail =>
  newsletterMail(
    to,
    'Welcome to the Sideline newsletter',
    {
      greeting: 'Hi,',
      paragraphs: ['You are subscribed. We will write when there is news about game-day help near you.'],
      action: { label: 'Visit Sideline', link: siteLink },
    },
    unsubscribeLink,
    'newsletter_welcome',
  );
