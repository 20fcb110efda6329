import { readFile } from 'node:fs/promises';
import type { APIRequestContext, APIResponse, Download, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  HELPER_NAMES,
  marketDate,
  openAccountPage,
  postJobByApi,
  randomTag,
  registerAccount,
  TEAM_NAMES,
} from './support/marketplace';

async function ok(response: Promise<APIResponse>, status = 200) {
  const res = await response;
  expect(res.status(), await res.text()).toBe(status);
  return res;
}

/** Setup only: a game played today and paid by Venmo, reported by the team and confirmed. */
async function venmoPaidGame(team: APIRequestContext, helper: APIRequestContext, title: string) {
  const jobId = await postJobByApi(team, { title, jobDate: marketDate(0), hourlyRate: 30 });
  const applied = await ok(helper.post('/api/applications', { data: { jobId } }), 201);
  const { id } = (await applied.json()) as { id: number };
  await ok(team.put(`/api/applications/${id}/status`, { data: { status: 'accepted' } }));
  await ok(team.post(`/api/jobs/${jobId}/complete`));
  await ok(team.post(`/api/jobs/${jobId}/payment-report`, { data: { method: 'venmo' } }));
  await ok(helper.post(`/api/jobs/${jobId}/payment-confirmation`, { data: {} }));
}

async function download(page: Page, name: RegExp): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return { file, bytes: await readFile((await file.path())!) };
}

test('a helper downloads a year’s earnings as CSV and PDF; the team sees its spend', async ({
  page,
  browser,
}) => {
  const tag = randomTag();
  const title = `Scorekeeper for 14U ${tag}`;
  const team = await registerAccount(page.request, 'team', 'stmteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const helper = await openAccountPage(browser, 'helper', 'stmhelp', HELPER_NAMES);
  try {
    await venmoPaidGame(page.request, helper.page.request, title);
    const year = marketDate(0).slice(0, 4);

    const h = helper.page;
    await h.goto('/dashboard/payments');
    await h.getByRole('link', { name: 'Statements' }).click();
    await expect(h.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    const earnings = h.getByRole('region', { name: `Earnings, ${year}-01-01 to ${year}-12-31` });
    await expect(earnings.getByRole('list', { name: 'Games' }).getByText(title)).toBeVisible();
    await expect(earnings.getByText('Venmo (reported)', { exact: false })).toBeVisible();
    await expect(h.getByText(/Sideline does not report them/)).toBeVisible();
    await expectAccessible(h);

    const csv = await download(h, /Download CSV/);
    expect(csv.file.suggestedFilename()).toBe(`sideline-earnings-${year}-01-01-${year}-12-31.csv`);
    expect(csv.bytes.toString('utf8')).toContain(title);
    expect(csv.bytes.toString('utf8')).toMatch(/Venmo \(reported\),no,paid/);
    const pdf = await download(h, /Download PDF/);
    expect(pdf.file.suggestedFilename()).toBe(`sideline-earnings-${year}-01-01-${year}-12-31.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A reversed period is refused in the form, with the schema's words.
    await h.getByLabel('From', { exact: true }).fill(`${year}-03-01`);
    await h.getByLabel('To', { exact: true }).fill(`${year}-02-01`);
    await h.getByRole('button', { name: 'Show statement' }).click();
    await expect(h.getByText('The start date must be on or before the end date')).toBeVisible();
    await h.getByRole('button', { name: year, exact: true }).click();

    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await h.setViewportSize({ width, height });
      await expect(earnings.getByText(title)).toBeVisible();
      await h.screenshot({ path: `test-results/statements-helper-${width}x${height}.png`, fullPage: true });
    }

    await page.goto('/dashboard/statements');
    const spend = page.getByRole('region', { name: `Spending, ${year}-01-01 to ${year}-12-31` });
    await expect(spend.getByText(/^Receipt SL-\d{6}/)).toBeVisible();
    await expectAccessible(page);
    const spendCsv = await download(page, /Download CSV/);
    expect(spendCsv.bytes.toString('utf8')).toMatch(/^Receipt,Game date/);
    const spendPdf = await download(page, /Download PDF/);
    expect(spendPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/statements-team-390x844.png', fullPage: true });
  } finally {
    await helper.close();
  }
});
