import { expect, test } from './support/fixtures';

test('the API reference works offline under the site CSP', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Sideline API/ })).toBeVisible();
  // Sections open one at a time (the page starts with them closed).
  await page.getByRole('heading', { name: /^jobs/ }).first().click();
  await expect(page.getByText('/api/jobs/{id}', { exact: true }).first()).toBeVisible();
  await page
    .getByRole('heading', { name: /^health/ })
    .first()
    .click();
  await page.getByText('/api/health', { exact: true }).first().click();
  await expect(
    page
      .getByText('"ok"')
      .or(page.getByText('ok', { exact: true }))
      .first(),
  ).toBeVisible();
  expect(foreign, 'requests to other sites').toEqual([]);
  expect(problems, 'console errors (CSP violations included)').toEqual([]);
});
