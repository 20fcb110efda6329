import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  EarningsStatementSchema,
  IdParamSchema,
  SpendStatementSchema,
  StatementQuerySchema,
  TaxInfoLinkSchema,
  type EarningsStatement,
  type SpendStatement,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import { taxInfoLink, taxInfoState } from '../payments/card-provider/index.js';
import { earningsStatement } from './earnings.service.js';
import { spendTournament, teamSpend } from './spend.service.js';
import { statementSubject } from './statement-access.js';
import { earningsCsv, spendCsv } from './statement-csv.js';
import { earningsDocument, spendDocument } from './statement-documents.js';
import { renderPdf } from './statement-pdf.js';

const errors = errorResponses(400, 401, 403, 404);
const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});
const CSV = 'text/csv; charset=utf-8';
const PDF = 'application/pdf';

type Format = 'json' | 'csv' | 'pdf';
/** Each statement answers at three addresses: JSON, and `.csv` / `.pdf` files (as `.ics` does). */
const FORMATS: Array<[suffix: string, format: Format]> = [
  ['', 'json'],
  ['.csv', 'csv'],
  ['.pdf', 'pdf'],
];
const responseFor = (format: Format, json: z.ZodType) =>
  format === 'json'
    ? { 200: json, ...errors }
    : {
        200:
          format === 'csv'
            ? file('text/csv', 'The statement as a spreadsheet')
            : file(PDF, 'The statement, printable'),
        ...errors,
      };

async function answer<T extends EarningsStatement | SpendStatement>(
  reply: FastifyReply,
  format: Format,
  statement: T,
  name: string,
  csv: (s: T) => string,
  pdf: (s: T) => Parameters<typeof renderPdf>[0],
) {
  reply.header('cache-control', 'private, no-store');
  if (format === 'json') return statement;
  const body =
    format === 'csv' ? csv(statement) : await renderPdf(pdf(statement), new Date(statement.generatedAt));
  return reply
    .type(format === 'csv' ? CSV : PDF)
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .send(body);
}

export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const earnings = async (userId: number, from: string, to: string) =>
    earningsStatement(app.db, userId, from, to, await taxInfoState(app.db, app.config, userId));

  for (const [suffix, format] of FORMATS) {
    // A static path: it wins over /api/users/:id/earnings.
    app.get(
      `/api/users/me/earnings${suffix}`,
      {
        schema: { querystring: StatementQuerySchema, response: responseFor(format, EarningsStatementSchema) },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const { from, to } = request.query;
        const statement = await earnings(user.id, from, to);
        return answer(
          reply,
          format,
          statement,
          `sideline-earnings-${from}-${to}`,
          earningsCsv,
          earningsDocument,
        );
      },
    );

    // The owner, their guardian (a teen's statement from the guardian's view) or staff.
    app.get(
      `/api/users/:id/earnings${suffix}`,
      {
        schema: {
          params: IdParamSchema,
          querystring: StatementQuerySchema,
          response: responseFor(format, EarningsStatementSchema),
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const subject = await statementSubject(app.db, user, request.params.id);
        const { from, to } = request.query;
        const statement = await earnings(subject, from, to);
        const name = `sideline-earnings-${subject}-${from}-${to}`;
        return answer(reply, format, statement, name, earningsCsv, earningsDocument);
      },
    );

    app.get(
      `/api/users/me/spend${suffix}`,
      { schema: { querystring: StatementQuerySchema, response: responseFor(format, SpendStatementSchema) } },
      async (request, reply) => {
        const user = await requireUser(request);
        const { from, to } = request.query;
        const statement = await teamSpend(app.db, user, from, to);
        return answer(reply, format, statement, `sideline-spend-${from}-${to}`, spendCsv, spendDocument);
      },
    );

    app.get(
      `/api/tournaments/:id/spend${suffix}`,
      { schema: { params: IdParamSchema, response: responseFor(format, SpendStatementSchema) } },
      async (request, reply) => {
        const user = await requireUser(request);
        const statement = await spendTournament(app.db, user, request.params.id);
        const name = `sideline-tournament-${request.params.id}-spend`;
        return answer(reply, format, statement, name, spendCsv, spendDocument);
      },
    );
  }

  // The card provider's hosted tax-information (W-9) step for the caller's connected account.
  app.post(
    '/api/payments/connect/tax-info',
    { schema: { response: { 200: TaxInfoLinkSchema, ...errorResponses(401, 403, 409, 503) } } },
    async (request) => taxInfoLink(app.db, app.config, await requireUser(request)),
  );
};
