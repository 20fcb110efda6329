/**
 * The price of starting the app at the first tap on the home page (decision 0026): how long a
 * phone takes to answer that tap (the hero's "For Gig Workers" tab) once the page has loaded and
 * fetched the app's code ahead, beside the next tap (back to "For Coaches & Parents"), which the
 * running app answers. Chromium at Lighthouse's 4x CPU slowdown on a 390 x 844 touch screen; the
 * time runs in the page, from the touch to the tab showing as selected, so the first tap's time
 * covers running the app, hydrating the page and the tab's own update.
 */
import { chromium, type Page } from '@playwright/test';

/** Taps the tab named `name` and answers the milliseconds from the touch to its selection. */
async function timeTap(page: Page, name: string): Promise<number> {
  await page.evaluate((tabName) => {
    const target = [...document.querySelectorAll('[role="tab"]')].find(
      (node) => node.textContent === tabName,
    );
    if (!target) throw new Error(`no tab named ${tabName}`);
    const timing = window as unknown as { tapped?: Promise<number> };
    timing.tapped = new Promise((resolve) => {
      let touched = 0;
      // Inline: tsx names declared functions with a helper the page does not have.
      window.addEventListener('touchstart', () => (touched ||= performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (target.getAttribute('aria-selected') !== 'true') return;
        observer.disconnect();
        resolve(performance.now() - touched);
      });
      observer.observe(target, { attributes: true, attributeFilter: ['aria-selected'] });
    });
  }, name);
  await page.getByRole('tab', { name }).tap();
  return page.evaluate(() => (window as unknown as { tapped: Promise<number> }).tapped);
}

export async function measureFirstTap(
  origin: string,
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
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      first.push(await timeTap(page, 'For Gig Workers'));
      await page.waitForLoadState('networkidle');
      next.push(await timeTap(page, 'For Coaches & Parents'));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { first, next };
}
