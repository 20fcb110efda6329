/**
 * The price of starting the app at the first tap (decisions 0026, 0032): how long a phone takes to
 * answer a page's first tap once the page has loaded and fetched the app's code ahead, beside the
 * next tap, which the running app answers. Chromium at Lighthouse's 4x CPU slowdown on a 390 x 844
 * touch screen; the time runs in the page, from the touch to the answer showing, so the first tap's
 * time covers running the app, hydrating the page and the tap's own update.
 */
import { chromium, type Page } from '@playwright/test';

/** A tap on a page, and what shows once it is answered. */
export interface TimedTap {
  /** The tapped control: a role and its accessible name. */
  role: 'tab' | 'button';
  name: string;
  /** The answer: the first node matching `selector` whose text contains `text`. */
  selector: string;
  text: string;
}

/** The pages whose first tap starts the app, each with its first tap and the next one. */
export const FIRST_TAPS: Record<string, [TimedTap, TimedTap]> = {
  '/': [
    {
      role: 'tab',
      name: 'For Gig Workers',
      selector: '[role="tab"][aria-selected="true"]',
      text: 'For Gig Workers',
    },
    {
      role: 'tab',
      name: 'For Coaches & Parents',
      selector: '[role="tab"][aria-selected="true"]',
      text: 'For Coaches & Parents',
    },
  ],
  // A signed-out Apply is answered with the sign-in notice; the next tap opens the menu.
  job: [
    { role: 'button', name: 'Apply', selector: '[role="status"]', text: 'You need to be signed in' },
    {
      role: 'button',
      name: 'Open menu',
      selector: '[aria-controls="mobile-menu"][aria-expanded="true"]',
      text: '',
    },
  ],
};

/** Taps the control and answers the milliseconds from the touch to the answer showing. */
async function timeTap(page: Page, tap: TimedTap, first: boolean): Promise<number> {
  const control = page.getByRole(tap.role, { name: tap.name, exact: true });
  // The next tap waits until its control can take it (a toast from the first tap may cover it for
  // 5 s). Not the first: Playwright's check is itself a sign of use that starts the app.
  if (!first) await control.tap({ trial: true, timeout: 20_000 });
  await page.evaluate(({ selector, text }) => {
    const timing = window as unknown as { tapped?: Promise<number> };
    timing.tapped = new Promise((resolve) => {
      let touched = 0;
      // Inline: tsx names declared functions with a helper the page does not have.
      window.addEventListener('touchstart', () => (touched ||= performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        const answered = [...document.querySelectorAll(selector)].some((node) =>
          node.textContent?.includes(text),
        );
        if (!answered || !touched) return;
        observer.disconnect();
        resolve(performance.now() - touched);
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
  }, tap);
  await control.tap({ timeout: 20_000 });
  return page.evaluate(() => (window as unknown as { tapped: Promise<number> }).tapped);
}

export async function measureFirstTap(
  url: string,
  taps: [TimedTap, TimedTap],
  chromiumPath: string,
  runs: number,
): Promise<{ first: number[]; next: number[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const first: number[] = [];
  const next: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'networkidle' });
      first.push(await timeTap(page, taps[0], true));
      await page.waitForLoadState('networkidle');
      next.push(await timeTap(page, taps[1], false));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { first, next };
}
