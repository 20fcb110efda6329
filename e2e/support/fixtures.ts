import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** The newest link mailed to `email` for `kind`, as the test SMTP server caught it. */
export async function mailLink(
  email: string,
  kind: 'confirm_email' | 'reset_password' | 'newsletter_confirm' | 'game_reminder',
  options: {
    which?: 'link' | 'unsubscribeLink';
    /**
     * How long to wait for it: a queued mail goes out on the delivery queue's next poll, which on
     * the embedded database waits behind every other worker's queries (a CI run once took > 10 s);
     * a scheduled mail waits for its sweep's next tick (each minute).
     */
    timeoutMs?: number;
  } = {},
): Promise<string> {
  const { which = 'link', timeoutMs = 30_000 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(process.env.E2E_MAIL_LOG!, 'utf8').split('\n').filter(Boolean);
    for (const line of lines.reverse()) {
      const mail = JSON.parse(line) as {
        to: string[];
        kind: string;
        link: string | null;
        unsubscribeLink?: string;
      };
      const found = mail[which];
      if (mail.to.includes(email.toLowerCase()) && mail.kind === kind && found) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} mail to ${email} was sent`);
}

let counter = 0;
export function uniqueUser(prefix: string) {
  counter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return { email: `${tag}@example.com`, username: tag, password: 'play-ball-2026' };
}

export const DEMO_PASSWORD = 'sideline-demo';

export const test = base;
export { expect };
