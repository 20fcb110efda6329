import { expectToast } from './support/auth';
import { expect, expectAccessible, test } from './support/fixtures';
import { HELPER_NAMES, openAccountPage, randomTag, registerAccount, TEAM_NAMES } from './support/marketplace';
import {
  bubble,
  composer,
  conversationList,
  conversationRow,
  headerMessagesLink,
  LIVE,
  receipt,
  sendMessageByApi,
  sendWithEnter,
  teamWithJob,
  thread,
} from './support/messaging';
import { expectToastBehindDialog } from './support/profiles';

const TEAM = `${TEAM_NAMES.firstName} ${TEAM_NAMES.lastName}`;
const HELPER = `${HELPER_NAMES.firstName} ${HELPER_NAMES.lastName}`;
const NO_CONVERSATIONS = 'No conversations yet. Apply to jobs or post jobs to start messaging.';

test(
  'a helper starts a chat from a job page and both sides see messages, the unread badge and read receipts live',
  { tag: '@smoke' },
  async ({ browser, page }) => {
    const tag = randomTag();
    const title = `Scorekeeper chat ${tag}`;
    const { team, jobId } = await teamWithJob(page.request, title);

    const helper = await openAccountPage(browser, 'helper', 'mshelp', HELPER_NAMES);
    try {
      const hp = helper.page;
      // The helper opens the job and starts a chat: a first message, then the conversation.
      await hp.goto(`/jobs/${jobId}`);
      await expect(hp.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await hp.getByRole('button', { name: 'Start Chat', exact: true }).click();
      await expectToast(hp, 'Chat Started', 'Your message was sent. Continue the conversation here.');
      await expect(hp).toHaveURL(new RegExp(`/dashboard/messages\\?userId=${team.id}&jobId=${jobId}$`));
      const helperLog = thread(hp, TEAM);
      const first = bubble(helperLog, `Hi! I have a question about "${title}".`);
      await expect(receipt(first, 'Delivered')).toBeVisible();
      await expect(conversationRow(hp, TEAM)).toContainText(`Re: ${title}`);
      await expect(conversationRow(hp, TEAM)).toHaveAttribute('aria-current', 'true');

      // The team opens /messages and selects the conversation: it is read, and the helper sees 'Read' live.
      await page.goto('/messages');
      const row = conversationRow(page, HELPER);
      await expect(row).toContainText(`Re: ${title}`);
      await expect(row).toContainText('1 unread');
      await expect(headerMessagesLink(page)).toHaveAccessibleName('Messages, 1 unread');
      await row.click();
      await expect(page).toHaveURL(new RegExp(`/messages\\?userId=${helper.account.id}&jobId=${jobId}$`));
      const teamLog = thread(page, HELPER);
      await expect(bubble(teamLog, `Hi! I have a question about "${title}".`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Conversation', exact: true })).toContainText(
        `Re: ${title}`,
      );
      await expect(composer(page)).toBeFocused();
      await expect(headerMessagesLink(page)).toHaveAccessibleName('Messages');
      await expect(receipt(first, 'Read')).toBeVisible(LIVE);
      await expect(receipt(first, 'Delivered')).toHaveCount(0);
      await expectAccessible(page);

      // The helper's next message (Enter) arrives in the team's open thread without a reload, and is read there.
      const second = `Can I bring my own iPad for the book? ${tag}`;
      await sendWithEnter(hp, second);
      await expect(bubble(teamLog, second)).toBeVisible(LIVE);
      await expect(receipt(bubble(helperLog, second), 'Read')).toBeVisible(LIVE);

      // On another page, the team's header badge counts the helper's next message live.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work' }).click();
      await expect(page).toHaveURL(/\/jobs$/);
      await expect(headerMessagesLink(page)).toHaveAccessibleName('Messages');
      const markup = '<b>bold</b> and <i>more</i>';
      await sendWithEnter(hp, markup);
      await expect(receipt(bubble(helperLog, markup), 'Delivered')).toBeVisible();
      await expect(headerMessagesLink(page)).toHaveAccessibleName('Messages, 1 unread', LIVE);
      await expect(headerMessagesLink(page)).toContainText('1');

      // Back in Messages the markup is shown as typed, never as HTML; reading it clears the badge.
      await headerMessagesLink(page).click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(row).toContainText(markup);
      await expect(row).toContainText('1 unread');
      await row.click();
      await expect(teamLog.getByText(markup, { exact: true })).toBeVisible();
      await expect(teamLog.locator('b, i')).toHaveCount(0);
      await expect(headerMessagesLink(page)).toHaveAccessibleName('Messages');
      await expect(receipt(bubble(helperLog, markup), 'Read')).toBeVisible(LIVE);

      // The team replies: Shift+Enter adds a line, Enter sends.
      const input = composer(page);
      await input.fill('Yes, bring it.');
      await input.press('Shift+Enter');
      await input.pressSequentially('See you at 8:30.');
      await expect(input).toHaveValue('Yes, bring it.\nSee you at 8:30.');
      await expect(bubble(teamLog, 'See you at 8:30.')).toHaveCount(0);
      await input.press('Enter');
      await expect(input).toHaveValue('');
      const reply = bubble(teamLog, 'See you at 8:30.');
      await expect(reply.locator('p').first()).toHaveJSProperty(
        'innerText',
        'Yes, bring it.\nSee you at 8:30.',
      );

      // The helper, with the thread open, gets the reply live and reads it; the team sees 'Read' live.
      const received = bubble(helperLog, 'See you at 8:30.');
      await expect(received).toBeVisible(LIVE);
      await expect(received).not.toContainText(/Read|Delivered/);
      await expect(receipt(reply, 'Read')).toBeVisible(LIVE);
      await expectAccessible(hp);
    } finally {
      await helper.close();
    }
  },
);

test('Messages: signed out, empty for a new user, and the New Message dialog refuses an invalid recipient', async ({
  page,
}) => {
  await page.goto('/messages');
  await expect(page.getByText('Please log in to view messages.')).toBeVisible();
  const logInLink = page.getByRole('main').getByRole('link', { name: 'Log In' });
  await expect(logInLink).toHaveAttribute('href', '/login');

  await registerAccount(page.request, 'helper', 'msempty');
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText(NO_CONVERSATIONS)).toBeVisible();
  await expect(page.getByText('Select a conversation to start messaging')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Message' });
  await expect(dialog).toBeVisible();
  const recipient = dialog.getByLabel('Recipient user ID');
  await expect(recipient).toBeFocused();
  await expectAccessible(page);
  await recipient.fill('abc');
  await dialog.getByLabel('Message', { exact: true }).fill('Hello there');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectToastBehindDialog(page, 'Invalid Recipient', 'Please enter a valid user ID.');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid Recipient: Please enter a valid user ID.');
  await expect(dialog).toBeVisible();
  await expect(recipient).toBeFocused();
  await expect(recipient).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(NO_CONVERSATIONS)).toBeVisible();
});

test('on a 375 px phone the conversation list and the thread are two views with a Back button', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const sender = await registerAccount(request, 'team', 'mssend', TEAM_NAMES);
  const me = await registerAccount(page.request, 'helper', 'msphone', HELPER_NAMES);
  const text = `Can you keep the book Saturday? ${randomTag()}`;
  await sendMessageByApi(request, me.id, text);

  await page.goto('/messages');
  const row = conversationRow(page, TEAM);
  await expect(row).toContainText(text);
  await expect(page.getByText('Select a conversation to start messaging')).toBeHidden();
  await expectAccessible(page);

  await row.click();
  const log = thread(page, TEAM);
  await expect(bubble(log, text)).toBeVisible();
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeVisible();
  await expect(conversationList(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/messages\\?userId=${sender.id}$`));
  await expectAccessible(page);

  await back.click();
  await expect(conversationList(page)).toBeVisible();
  await expect(log).toBeHidden();
  await expect(back).toBeHidden();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(row).toBeFocused();
  await expect(row).not.toContainText('unread');
});
