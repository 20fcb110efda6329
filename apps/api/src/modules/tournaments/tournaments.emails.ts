import type { QuoteRequest } from '@sideline/shared';
import type { Mail } from '../../lib/mailer.js';
import { layout } from '../../lib/email-layout.js';

/** To staff: a tournament quote request to answer within 24 hours (spec doc 2's promise). */
export function quoteRequestMail(to: string, firstName: string, quote: QuoteRequest, link: string): Mail {
  const lines = [
    `${quote.name} (${quote.email}${quote.organization ? `, ${quote.organization}` : ''}) asked for a quote for ${quote.tournamentName}.`,
    `Dates: ${quote.dates ?? 'not given'}. Fields: ${quote.fields ?? 'not given'}.`,
    ...(quote.message ? [`Message: ${quote.message}`] : []),
    'We promise an answer within 24 hours.',
  ];
  return {
    to,
    kind: 'quote_request',
    subject: `Tournament quote request: ${quote.tournamentName}`,
    link,
    ...layout(`Hi ${firstName},`, lines, { label: 'See quote requests', link }),
  };
}
