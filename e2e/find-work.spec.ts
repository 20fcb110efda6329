import { expect, expectAccessible, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  marketDate,
  postJobByApi,
  randomTag,
  registerAccount,
} from './support/marketplace';

// Find Work draws a new search from the page's state first and moves the URL a frame later
// (features/jobs/use-search-shown-first.ts): the results, the history entries, Back and a reload
// must all be as if the URL had moved first.

const ZIP = '99703'; // Fairbanks, Alaska: no other spec posts games there.

test('a Find Work search shows its results, and each search is a step of history', async ({ page }) => {
  const tag = randomTag();
  const team = await registerAccount(page.request, 'team', `findwork${tag}`);
  await completeTeamProfileByApi(page.request, team.id, `@find-${tag}`);
  const title = `Scoreboard for the ${tag} ice classic`;
  await postJobByApi(page.request, { title, jobDate: marketDate(4), zipCode: ZIP });

  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 2, name: 'Search for Gigs' })).toBeVisible();
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.fill(ZIP);
  await page.getByLabel('Radius', { exact: true }).selectOption('10');
  // The request leaves with the press, before the click: the page moves only at the click.
  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  const box = (await searchButton.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const sent = page.waitForRequest((request) => request.url().includes(`zipCode=${ZIP}&radius=10`));
  await page.mouse.down();
  await sent;
  await expect(page.getByRole('heading', { level: 2, name: 'Search for Gigs' })).toBeVisible();
  await page.mouse.up();

  const results = page.getByRole('region', { name: /gigs? found$/ });
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('1 gig found');
  await expect(results.getByText(title)).toBeVisible();
  await expect(results).toContainText(`within 10 miles of ${ZIP}`);
  await expect(page).toHaveURL(new RegExp(`/jobs\\?zip=${ZIP}&radius=10$`));
  await expectAccessible(page);

  // A second search is a second entry; Back returns to the first, then to the prompt.
  await page.getByLabel('Radius', { exact: true }).selectOption('25');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?zip=${ZIP}&radius=25$`));
  await expect(results).toContainText(`within 25 miles of ${ZIP}`);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`radius=10$`));
  await expect(results).toContainText(`within 10 miles of ${ZIP}`);
  await expect(page.getByLabel('Radius', { exact: true })).toHaveValue('10');
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search for Gigs' })).toBeVisible();
  await expect(zip).toHaveValue('');

  // Forward and a reload show the search the URL holds.
  await page.goForward();
  await expect(results.getByText(title)).toBeVisible();
  await page.reload();
  await expect(results.getByText(title)).toBeVisible();

  // A ZIP the server does not know is refused beside its field.
  await zip.fill('00000');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check the ZIP code' })).toBeVisible();
  await expect(page).toHaveURL(/zip=00000/);
  await page.goBack();
  await expect(results.getByText(title)).toBeVisible();
});
