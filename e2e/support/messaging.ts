import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  completeTeamProfileByApi,
  marketDate,
  postJobByApi,
  registerAccount,
  TEAM_NAMES,
  type Account,
} from './marketplace';

/** How long a live update (server-sent event) may take to show: a few seconds, never a reload. */
export const LIVE = { timeout: 5_000 };

/** The conversation list of /messages (one button per person and job). */
export const conversationList = (page: Page): Locator => page.getByRole('list', { name: 'Conversations' });

/** The row for a conversation with `name` (its accessible name starts with the participant's name). */
export const conversationRow = (page: Page, name: string): Locator =>
  conversationList(page).getByRole('button', { name: new RegExp(`^${name}`) });

/** The open thread: a live log named after the other participant. */
export const thread = (page: Page, otherName: string): Locator =>
  page.getByRole('log', { name: `Messages with ${otherName}` });

/** One message bubble in a thread, found by (part of) its text. */
export const bubble = (log: Locator, text: string): Locator =>
  log.getByRole('listitem').filter({ hasText: text });

/** The Read / Delivered receipt under one of the viewer's own bubbles. */
export const receipt = (message: Locator, status: 'Read' | 'Delivered'): Locator =>
  message.getByText(status, { exact: true });

export const composer = (page: Page): Locator => page.getByRole('textbox', { name: 'Message', exact: true });

/** Types into the thread's composer and sends with Enter; the composer empties on success. */
export async function sendWithEnter(page: Page, text: string) {
  const input = composer(page);
  await input.fill(text);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

/** The header's Messages link, whose name carries the unread total ('Messages, 2 unread'). */
export const headerMessagesLink = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Messages/ });

/** Setup only: sends a message through the API as the request context's user. */
export async function sendMessageByApi(
  request: APIRequestContext,
  recipientId: number,
  content: string,
  jobId: number | null = null,
) {
  const response = await request.post('/api/messages', { data: { recipientId, jobId, content } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Setup only: signs `request` in as a new team with a Venmo handle and posts a 9-11 AM job a few days ahead. */
export async function teamWithJob(
  request: APIRequestContext,
  title: string,
): Promise<{ team: Account; jobId: number }> {
  const team = await registerAccount(request, 'team', 'msteam', TEAM_NAMES);
  await completeTeamProfileByApi(request, team.id, '@x');
  const jobDate = marketDate(3);
  const jobId = await postJobByApi(request, { title, jobDate, startTime: '09:00', endTime: '11:00' });
  return { team, jobId };
}
