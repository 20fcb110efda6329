import type { Locator, Page } from '@playwright/test';
import { expectToast, toastWith } from './auth';
import { expect } from './fixtures';

export const BAD_VENMO =
  'Venmo username must start with @ and contain only letters, numbers, underscores, and hyphens';

/** An 8x8 green PNG (95 bytes), built in memory: the suite commits no binary files. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQI12MQqbDBihiGlgQAf+UyASmgo4oAAAAASUVORK5CYII=',
  'base64',
);
export const pngFile = (name = 'picture.png') => ({ name, mimeType: 'image/png', buffer: TINY_PNG });
export const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') };

/** A picture field: a group named by its label (e.g. 'Team Picture (optional)') around a file input. */
const pictureField = (page: Page, label: string) => page.getByRole('group', { name: label });

/** A wrong file type is refused before any upload; then a PNG uploads and shows as the preview. */
export async function uploadPicture(page: Page, label: string) {
  const field = pictureField(page, label);
  await field.locator('input[type="file"]').setInputFiles(textFile);
  await expectToast(page, 'Invalid file type');
  await expect(field.getByRole('alert')).toHaveText('Invalid file type');
  await field.locator('input[type="file"]').setInputFiles(pngFile());
  await expect(page.getByRole('img', { name: `${label} preview` })).toHaveAttribute(
    'src',
    /^\/uploads\/.+\.webp$/,
  );
  await expect(field.getByRole('alert')).toHaveCount(0);
}

/** The uploaded picture really loads (not just an <img> pointing somewhere). */
export async function expectLoadedUpload(picture: Locator) {
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/uploads\//);
  const width = () => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
  await expect.poll(width).toBeGreaterThan(0);
}

/** Find Talent: the result cards (the list's own items, not the equipment lists inside them). */
export const talentCards = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).locator(':scope > li');

/** Searches Find Talent for `zip` with the form (Search button). */
export async function searchTalent(page: Page, zip: string) {
  await page.getByLabel('ZIP code', { exact: true }).fill(zip);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Every card shows "N mi away", nearest first. */
export async function expectNearestFirst(page: Page) {
  await expect(talentCards(page).first()).toContainText('mi away');
  const texts = await talentCards(page)
    .getByText(/mi away$/)
    .allTextContents();
  const distances = texts.map((text) => Number.parseFloat(text));
  expect(distances.length).toBe(await talentCards(page).count());
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
}

/** Moves a slider thumb with the keyboard (one step per press). */
export async function nudgeSlider(thumb: Locator, steps: number) {
  await thumb.focus();
  for (let i = 0; i < steps; i++) await thumb.press('ArrowRight');
}

/**
 * A toast raised while a modal dialog is open: the dialog hides the rest of the page (the toast
 * region included) from assistive technology, so getByRole cannot see it; CSS still can.
 */
export async function expectToastBehindDialog(page: Page, title: string, description: string) {
  const items = page.locator('[role="region"][aria-label^="Notifications"] li');
  await expect(toastWith(items, title, description)).toBeVisible();
}
