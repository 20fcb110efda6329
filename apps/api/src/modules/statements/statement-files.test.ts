import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { call, type TestApp } from '../../../test/test-app.js';
import { readyTeam } from '../../../test/marketplace.js';
import { connectHelper, startCardApp } from '../../../test/kits/card-test-kit.js';
import { paidHelper } from '../../../test/kits/payments-test-kit.js';
import { settledGame } from '../../../test/kits/statements-test-kit.js';
import { completedJobsFast } from '../../../test/kits/payments-test-kit.js';
import { eq } from 'drizzle-orm';
import { payments, stripeAccounts, teamProfiles } from '../../db/schema/index.js';

let card: Awaited<ReturnType<typeof startCardApp>>;
let t: TestApp;
beforeAll(async () => {
  card = await startCardApp({ loginRateLimit: 1000 });
  ({ t } = card);
});
afterAll(() => card.close());

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { totalPages, pages: text as string[] };
}

describe('statement files', () => {
  it('gives a CSV with every game and totals by payer and month, formulas neutralised', async () => {
    const team = await readyTeam(t.app);
    await t.database.db
      .update(teamProfiles)
      .set({ teamName: '=HYPERLINK("x")' })
      .where(eq(teamProfiles.id, team.teamId));
    const helper = await paidHelper(t);
    await settledGame(t, team, helper, {
      jobDate: '2026-03-14',
      method: 'card',
      completedAt: new Date('2026-03-15T01:00:00Z'),
    });
    await settledGame(t, team, helper, {
      jobDate: '2026-04-02',
      method: 'venmo',
      payCents: 5000,
      completedAt: new Date('2026-04-02T20:00:00Z'),
    });
    const res = await call(
      t.app,
      'GET',
      '/api/users/me/earnings.csv?from=2026-01-01&to=2026-12-31',
      helper.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sideline-earnings-2026-01-01-2026-12-31.csv"',
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Game date,Time zone,Game,Kind,Payer,Paid to,Method/);
    // The game's date, its venue's date of payment (9 PM in New York), card vs reported Venmo.
    expect(lines[1]).toMatch(
      /^2026-03-14,America\/New_York,.*,Card \(Sideline\),yes,paid,2026-03-14,2026,60\.00,0\.00,6\.00$/,
    );
    expect(lines[2]).toMatch(/,Venmo \(reported\),no,paid,2026-04-02,,50\.00,0\.00,0\.00$/);
    expect(res.body).toContain('Earned,,,,,,,,,,,110.00');
    // A spreadsheet never runs the team's name as a formula.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(res.body).toMatch(/By month,Games,Amount\r\n2026-03,1,60\.00\r\n2026-04,1,50\.00/);
  });

  it('prints a PDF of 40 games a page, totals and the tax wording on the last page', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    const ids = await completedJobsFast(t, team, helper, 85, { payCents: 6000, minutes: 120 });
    await t.database.db.insert(payments).values(
      ids.map((jobId, i) => ({
        jobId,
        payerId: team.user.id,
        payeeId: helper.user.id,
        method: i % 2 ? ('venmo' as const) : ('card' as const),
        payCents: 6000,
        platformFeeCents: i % 2 ? 0 : 600,
        totalCents: i % 2 ? 6000 : 6600,
        status: 'completed' as const,
        completedAt: new Date(),
      })),
    );
    const today = (await call(t.app, 'GET', `/api/jobs/${ids[0]}`)).json().jobDate as string;
    const res = await call(
      t.app,
      'GET',
      `/api/users/me/earnings.pdf?from=${today}&to=${today}`,
      helper.cookie,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { totalPages, pages } = await pdfText(res.rawPayload);
    expect(totalPages).toBe(3);
    expect(pages[0]).toContain('Earnings statement');
    expect(pages[0]).toContain(`${helper.user.firstName} ${helper.user.lastName}`);
    expect(pages[0]!.match(/Scorekeeper for 12U doubleheader #/g)).toHaveLength(40);
    expect(pages[2]!.match(/Scorekeeper for 12U doubleheader #/g)).toHaveLength(5);
    expect(pages[2]).toContain('$5,100.00'); // 85 games at $60
    expect(pages[2]).toContain('$2,580.00'); // 43 by card
    expect(pages[2]).toContain('$2,520.00'); // 42 by Venmo
    expect(pages[2]).toMatch(/Form 1099-K/);
    expect(pages[2]).toMatch(/not tax advice/);
    expect(pages[0]).not.toMatch(/By payer/);
    expect(pages[2]).toContain('Page 3 of 3');
  });

  it('gives the team’s spend as CSV and PDF with receipt numbers', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await settledGame(t, team, helper, {
      jobDate: '2026-05-09',
      method: 'card',
      completedAt: new Date('2026-05-09T20:00:00Z'),
    });
    const csv = await call(
      t.app,
      'GET',
      '/api/users/me/spend.csv?from=2026-05-01&to=2026-05-31',
      team.cookie,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/^Receipt,Game date/);
    expect(csv.body).toMatch(/\r\nSL-\d{6},2026-05-09,.*,60\.00,6\.00,0\.00,66\.00,pi_fixture_\d+\r\n/);
    const pdf = await call(
      t.app,
      'GET',
      '/api/users/me/spend.pdf?from=2026-05-01&to=2026-05-31',
      team.cookie,
    );
    const { pages } = await pdfText(pdf.rawPayload);
    expect(pages[0]).toContain('Spend statement');
    expect(pages[0]).toMatch(/SL-\d{6}/);
    expect(pages[0]).toContain('$66.00');
  });
});

describe('tax readiness', () => {
  it('sends the helper through the provider’s hosted W-9 step and says when it is done', async () => {
    const helper = await paidHelper(t);
    const statement = async () =>
      (
        await call(t.app, 'GET', '/api/users/me/earnings?from=2026-01-01&to=2026-12-31', helper.cookie)
      ).json();
    expect((await statement()).tax.taxInfo).toBe('no_account');
    const early = await call(t.app, 'POST', '/api/payments/connect/tax-info', helper.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'no_card_account' });

    await connectHelper(t, helper);
    expect((await statement()).tax.taxInfo).toBe('needed');
    const link = await call(t.app, 'POST', '/api/payments/connect/tax-info', helper.cookie);
    expect(link.statusCode, link.body).toBe(200);
    // The hosted flow (the fake provider's page) collects the W-9 and sends the browser back.
    const back = await fetch(link.json().url, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/\/statements\?tax=done$/);
    expect((await statement()).tax.taxInfo).toBe('provided');

    // The provider cannot answer for the account: the statement is still given, the state unknown.
    await t.database.db
      .update(stripeAccounts)
      .set({ accountId: 'acct_unknown_to_the_provider' })
      .where(eq(stripeAccounts.userId, helper.user.id));
    const away = await call(
      t.app,
      'GET',
      '/api/users/me/earnings?from=2026-01-01&to=2026-12-31',
      helper.cookie,
    );
    expect(away.statusCode, away.body).toBe(200);
    expect(away.json().tax.taxInfo).toBe('unknown');
  });
});
