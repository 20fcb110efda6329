import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Fails on any serious or critical axe violation of the page as it is now, every frame included.
 * axe-core's own API: its source is evaluated once per document (a page the app moves through by
 * its router keeps it) and axe.run asked for violations only, which is most of what a check costs.
 */
export async function expectAccessible(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const main = frame === page.mainFrame();
    // A child frame that is gone or not scriptable is left out, as axe's own Playwright runner does.
    const present = await frame.evaluate(() => 'axe' in window).catch(() => !main);
    if (!present)
      await frame.evaluate(axe.source).catch((error: unknown) => {
        if (main) throw error;
      });
  }
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
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
  kind:
    | 'confirm_email'
    | 'reset_password'
    | 'newsletter_confirm'
    | 'game_reminder'
    | 'job_alert_digest'
    | 'guardian_request'
    | 'guardian_copy',
  options: {
    which?: 'link' | 'unsubscribeLink' | 'listUnsubscribe';
    /**
     * How long to wait for it: a queued mail goes out on the delivery queue's next poll (every 2 s),
     * which on the embedded database waits behind every other worker's queries. A scheduled mail
     * is sent by POST /api/test/scheduled-work, never by waiting for a tick.
     */
    timeoutMs?: number;
  } = {},
): Promise<string> {
  const { which = 'link', timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(process.env.E2E_MAIL_LOG!, 'utf8').split('\n').filter(Boolean);
    for (const line of lines.reverse()) {
      const mail = JSON.parse(line) as {
        to: string[];
        kind: string;
        link: string | null;
        unsubscribeLink?: string;
        listUnsubscribe?: string;
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
