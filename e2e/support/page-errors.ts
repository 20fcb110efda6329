import type { Page } from '@playwright/test';

/**
 * The page's uncaught errors and console errors from now on, in a list that fills as they happen.
 * The 401 Chromium logs for a signed-out visitor's session check is expected, so it is left out.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  return errors;
}
