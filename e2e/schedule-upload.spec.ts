import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  marketDate,
  randomTag,
  registerAccount,
  TEAM_NAMES,
} from './support/marketplace';

const HEADER = 'Date,Time,Home Team,Away Team,Field/Location,Service Required';

test('a coach uploads a CSV schedule with one bad row and sees the report', async ({ page }) => {
  const tag = randomTag();
  const team = await registerAccount(page.request, 'team', 'bulk', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bulk-${tag}`);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Bulk Upload Schedule' });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Upload Schedule' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // The template: a header and 4 sample games.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('schedule-template.csv');
  const template = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(template[0]).toBe(HEADER);
  expect(template).toHaveLength(5);

  const file = dialog.getByLabel('Schedule file (CSV)');
  // Not a CSV: refused before any upload, in the spec's words.
  await file.setInputFiles({
    name: 'schedule.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Invalid File Type: Please select a CSV file');

  const csv = [
    HEADER,
    `${marketDate(6)},9:00 AM,Tigers ${tag},Lions,Riverside Park Field 1,Scorekeeping`,
    `${marketDate(6)},19:00,Tigers ${tag},Bears,Riverside Park Field 2,Live Streaming`,
    `${marketDate(8)},1:30 PM,Tigers ${tag},Hawks,Memorial Stadium,Full Service`,
  ].join('\n');
  await file.setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(
    dialog.getByText(`spring.csv (${(Buffer.byteLength(csv) / 1024).toFixed(1)} KB)`),
  ).toBeVisible();
  await dialog.getByLabel('Game length').selectOption('3');
  await dialog.getByRole('button', { name: 'Upload Schedule' }).click();

  await expect(dialog.getByText('Upload Completed with Errors')).toBeVisible();
  await expect(dialog.getByRole('definition').nth(0)).toHaveText('2');
  await expect(dialog.getByRole('definition').nth(1)).toHaveText('1');
  await expect(dialog.getByRole('list', { name: 'Errors' }).getByRole('listitem')).toHaveText([
    'Row 3: Time must be written H:MM AM/PM, e.g. 7:00 PM',
  ]);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The two good rows are open jobs of the team, three hours long.
  const upcoming = page.getByText(`Scorekeeping - Tigers ${tag} vs Lions`);
  await expect(upcoming).toBeVisible();
  await expect(page.getByText(`Full Service - Tigers ${tag} vs Hawks`)).toBeVisible();
  await expect(page.getByText(`Live Streaming - Tigers ${tag} vs Bears`)).toHaveCount(0);
});
