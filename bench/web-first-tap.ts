/**
 * The first tap on a phone (issue 34): how long a page takes to answer the first tap made once it
 * has loaded, and how much script it had fetched by then. Chromium at Lighthouse's 4x CPU slowdown
 * on a 390 x 844 touch screen, a fresh context each run. Two measures of the same tap: the time in
 * the page from the touch to the answer showing (tap-to-visible-change), and Interaction to Next
 * Paint as the `web-vitals` library reports it (injected before the page's own scripts). Also a Find
 * Work search: a ZIP typed at a thumb's pace, a radius picked, Search tapped, timed to the results.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** A tap on a page, and what shows once it is answered. */
export interface TimedTap {
  /** The tapped control: a role and its accessible name. */
  role: 'tab' | 'button';
  name: string;
  /** The answer: the first node matching `selector` whose text contains `text`. */
  selector: string;
  text: string;
  /**
   * The answer's `elementtiming` name, where the page gives it one: the clock stops at the browser's
   * own paint time for it, which no task queued after that paint can stretch (see `armTimer`).
   * Without it, the first text the control shows is named for the run (see `markAnswer`).
   */
  elementTiming?: string;
}

const MENU: TimedTap = {
  role: 'button',
  name: 'Open menu',
  selector: '[aria-label="Close menu"][aria-expanded="true"]',
  text: '',
};

/** The first tap measured on each page (by the bench's page key), the menu and a tab or a button. */
export const FIRST_TAPS: Record<string, TimedTap[]> = {
  home: [
    MENU,
    {
      role: 'tab',
      name: 'For Gig Workers',
      selector: '[role="tab"][aria-selected="true"]',
      text: 'For Gig Workers',
    },
  ],
  find: [MENU],
  // A signed-out Apply is answered with the sign-in notice, in the page but hidden until the tap.
  job: [
    MENU,
    {
      role: 'button',
      name: 'Apply',
      selector: '[role="status"]:not([hidden])',
      text: 'You need to be signed in',
    },
  ],
  // The dashboard's primary button: its dialog is in the page (a native <dialog>), which the
  // page's script opens before the app has started.
  coach: [
    MENU,
    {
      role: 'button',
      name: 'Bulk Upload Schedule',
      selector: 'dialog[open], [role="dialog"]',
      text: 'Bulk Upload Schedule',
      elementTiming: 'page-dialog-title',
    },
  ],
};

export interface TapFigures {
  tap: string;
  /** Touch to the answer showing, ms, one per run. */
  visible: number[];
  /** web-vitals INP for that tap, ms; null when no event passed the Event Timing floor (16 ms). */
  inp: (number | null)[];
  /** Script URLs whose response had ended by the time the answer showed, one list per run. */
  scripts: string[][];
}

const requireHere = createRequire(import.meta.url);
const webVitals = readFileSync(
  path.join(path.dirname(requireHere.resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);
// Every interaction counts (durationThreshold 0 is the browser's 16 ms floor), reported as it lands.
const inpRecorder = `${webVitals}
window.__inp = [];
webVitals.onINP((metric) => window.__inp.push(metric.value), { reportAllChanges: true, durationThreshold: 0 });`;

async function phone(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  cookie?: { name: string; value: string; url: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  if (cookie) await context.addCookies([cookie]);
  await context.addInitScript({ content: inpRecorder });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * Arms a timer from the next touch to the frame that paints the first node matching `selector` with
 * `text`. With `elementTiming`, the answer is a node that carries that `elementtiming` name, and the
 * browser's own paint time for it (Element Timing) ends the clock instead.
 */
async function armTimer(page: Page, selector: string, text: string, elementTiming?: string) {
  await page.evaluate(
    ({ selector, text, elementTiming }) => {
      const timing = window as unknown as { answered?: Promise<number>; answeredAt?: number };
      timing.answered = new Promise((resolve) => {
        let touched = 0;
        // From the touch as the browser stamped it: pointerdown comes before touchstart, and a
        // page may answer either (Find Work sends its search at the press).
        // Inline: tsx names declared functions with a helper the page does not have.
        for (const type of ['pointerdown', 'touchstart']) {
          window.addEventListener(type, (event) => (touched ||= event.timeStamp), {
            capture: true,
            once: true,
          });
        }
        const observer = new MutationObserver(() => {
          const answered = [...document.querySelectorAll(selector)].some((node) =>
            node.textContent?.includes(text),
          );
          if (!answered || !touched) return;
          observer.disconnect();
          timing.answeredAt = performance.now();
          if (elementTiming) return;
          // Shown means painted: a frame callback runs before that frame's paint, and the timeout
          // it sets runs after it (the style, layout and paint of a large answer count too; so does
          // any task queued ahead of that timeout, which Element Timing leaves out).
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - touched), 0));
        });
        if (elementTiming) {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              identifier: string;
              renderTime: number;
            })[]) {
              if (entry.identifier === elementTiming && touched) resolve(entry.renderTime - touched);
            }
          }).observe({ type: 'element', buffered: false });
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
    },
    { selector, text, elementTiming },
  );
}

const ANSWER_TIMING = 'first-tap-answer';

/**
 * A tap answered by showing what the control names (`aria-controls`: a menu, a tab's panel;
 * `data-reveals`: the sign-in notice) is timed to the browser's paint of the first text it shows:
 * the element holding that text gets an `elementtiming` name before the tap, as the results'
 * heading and the dialog's title carry one in the page. A timeout set from the answer's frame, the
 * fallback, could run after a task queued behind that paint (the app's start at a first touch) and
 * read it late.
 */
async function markAnswer(control: Locator): Promise<string | undefined> {
  const marked = await control.evaluate((node, name) => {
    const id = node.getAttribute('aria-controls') ?? node.getAttribute('data-reveals');
    const shown = id ? document.getElementById(id) : null;
    if (!shown) return false;
    const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode();
    while (text && !text.textContent?.trim()) text = walker.nextNode();
    text?.parentElement?.setAttribute('elementtiming', name);
    return Boolean(text);
  }, ANSWER_TIMING);
  return marked ? ANSWER_TIMING : undefined;
}

/** The answer's time, the scripts fetched by then, and the INP web-vitals reported for the tap. */
async function readTimer(page: Page): Promise<{ visible: number; scripts: string[]; inp: number | null }> {
  const visible = await page.evaluate(() => (window as unknown as { answered: Promise<number> }).answered);
  // INP is reported from the Event Timing entry, which lands after the next paint.
  await page.waitForTimeout(600);
  const rest = await page.evaluate(() => {
    const timing = window as unknown as { answeredAt: number; __inp: number[] };
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => {
        const timed = entry as PerformanceResourceTiming;
        return new URL(timed.name).pathname.endsWith('.js') && timed.responseEnd <= timing.answeredAt;
      })
      .map((entry) => entry.name);
    const inp = timing.__inp.length > 0 ? Math.max(...timing.__inp) : null;
    return { scripts, inp };
  });
  return { visible, ...rest };
}

export async function measureFirstTaps(
  url: string,
  taps: TimedTap[],
  chromiumPath: string,
  runs: number,
  cookie?: { name: string; value: string; url: string },
): Promise<TapFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const figures: TapFigures[] = taps.map((tap) => ({ tap: tap.name, visible: [], inp: [], scripts: [] }));
  try {
    for (let run = 0; run < runs; run++) {
      for (const [index, tap] of taps.entries()) {
        const { context, page } = await phone(browser, cookie);
        try {
          await page.goto(url, { waitUntil: 'networkidle' });
          const control = page.getByRole(tap.role, { name: tap.name, exact: true });
          const timing = tap.elementTiming ?? (await markAnswer(control));
          await armTimer(page, tap.selector, tap.text, timing);
          // No trial tap or wait for the control first: Playwright's checks are not a visitor's.
          await control.tap({ timeout: 20_000 });
          const result = await readTimer(page);
          figures[index]!.visible.push(result.visible);
          figures[index]!.inp.push(result.inp);
          figures[index]!.scripts.push(result.scripts);
        } catch (error) {
          // One failed run is reported and the rest measured, rather than losing the whole bench.
          console.warn(
            `first tap on ${tap.name} at ${url} failed: ${(error as Error).message.split('\n')[0]}`,
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/**
 * Find Work from a fresh load: tap the ZIP field, type a ZIP at 150 ms a key, pick a radius, tap
 * Search; the time runs from that tap to the results' heading showing. `settled`: Search is tapped
 * only once the network is idle after the radius (the app has started), else straight after it.
 */
export async function measureSearch(
  url: string,
  zip: string,
  chromiumPath: string,
  runs: number,
  settled: boolean,
): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const visible: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const { context, page } = await phone(browser);
      await page.goto(url, { waitUntil: 'networkidle' });
      const field = page.getByLabel('ZIP code', { exact: true });
      await field.tap();
      await field.pressSequentially(zip, { delay: 150 });
      await page.getByLabel('Radius', { exact: true }).selectOption('50');
      if (settled) await page.waitForLoadState('networkidle');
      await armTimer(page, '#job-results-title', 'found', 'search-results');
      await page.getByRole('button', { name: 'Search', exact: true }).tap({ timeout: 20_000 });
      visible.push(await page.evaluate(() => (window as unknown as { answered: Promise<number> }).answered));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return visible;
}
