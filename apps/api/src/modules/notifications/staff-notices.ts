import { and, eq, isNull } from 'drizzle-orm';
import type { QuoteRequest } from '@sideline/shared';
import { users } from '../../db/schema/index.js';
import { layout } from '../../lib/email-layout.js';
import type { DomainEventOf } from '../../lib/domain-events.js';
import type { NotifyDeps } from './notice-delivery.js';

/** To a tournament director: the admins' answer to their sign-up. */
export async function directorReviewed(
  deps: NotifyDeps,
  { director, decision }: DomainEventOf<'director.reviewed'>,
): Promise<void> {
  const approved = decision === 'approved';
  const link = `${deps.config.publicUrl}/login`;
  await deps.mailer.send({
    to: director.email,
    kind: approved ? 'director_approved' : 'director_declined',
    subject: approved
      ? 'Your Sideline tournament director account is approved'
      : 'About your Sideline tournament director sign-up',
    link,
    ...layout(
      `Hi ${director.firstName},`,
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
  });
}

/** To every active staff account (the admins): a quote request to answer within 24 hours (spec doc 2). */
export async function quoteRequested(deps: NotifyDeps, quote: QuoteRequest): Promise<void> {
  const staff = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));
  const link = `${deps.config.publicUrl}/admin/quote-requests`;
  const lines = [
    `${quote.name} (${quote.email}${quote.organization ? `, ${quote.organization}` : ''}) asked for a quote for ${quote.tournamentName}.`,
    `Dates: ${quote.dates ?? 'not given'}. Fields: ${quote.fields ?? 'not given'}.`,
    ...(quote.message ? [`Message: ${quote.message}`] : []),
    'We promise an answer within 24 hours.',
  ];
  for (const admin of staff)
    await deps.mailer.send({
      to: admin.email,
      kind: 'quote_request',
      subject: `Tournament quote request: ${quote.tournamentName}`,
      link,
      ...layout(`Hi ${admin.firstName},`, lines, { label: 'See quote requests', link }),
    });
}
