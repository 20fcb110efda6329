/**
 * The second tap (issue 52): open the menu on a freshly loaded page, then tap its first link to another page as soon
 * as it shows, as a phone user would. Chromium at a 4x CPU slowdown on a 390 x 844 touch screen, a
 * fresh context each run; the clock runs from just before each tap is sent to the frame in which its
 * answer is on the screen (the open menu; the new page's heading, whether the app routes the tap or
 * the browser loads a new document). Also the long tasks over 150 ms after the first tap, and the
 * script fetched by the new heading (its gzip size from the build's files).
 * Run against a running server: `node --import tsx bench/web-second-tap.ts <origin> <path>...`
 * (BUILD_DIRS: where the scripts' files are, comma-separated; RUNS, default 3). With SCRIPTS=1 it
 * opens no browser and prints, per path, the gzip size of the script the document loads before any
 * input (its module preloads and imports) and its largest files; COOKIE (a session cookie, `name=value`)
 * asks for the documents as that user, for the signed-in pages.
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { gzipKb } from './web-script-size.js';

const RUNS = Number(process.env.RUNS ?? 3);

export interface SecondTap {
  menu: number;
  heading: number;
  longTasks: number[];
  /** Script the page loaded before the first tap. */
  loadKb: number;
  /** Script fetched after load, by the new page's heading. */
  scriptKb: number;
}

/** The open menu, whether a popover the document opened or a panel the app showed. */
const OPEN_MENU = `(() => {
  const popover = document.querySelector('[popover]:popover-open');
  if (popover) return popover;
  const button = document.querySelector('[aria-controls][aria-expanded="true"]');
  return button && document.getElementById(button.getAttribute('aria-controls'));
})()`;

/** Waits, across a document load if there is one, until `test` holds in the page; then a frame. */
/**
 * The scripts a framework document loads at once, as its HTML names them (module preloads, the
 * inline module's imports): each file's gzip size, largest first. A lazy import is not among them.
 */
export async function documentScripts(
  url: string,
  cookie = process.env.COOKIE,
): Promise<{ file: string; kb: number }[]> {
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
  const found = new Set<string>();
  for (const pattern of [
    /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
    /<script[^>]+src="([^"]+\.js)"/g,
    /\bimport(?:\s*\(\s*|[^"'();]*from\s*|\s+)"([^"]+\.js)"/g,
  ]) {
    for (const match of html.matchAll(pattern)) found.add(new URL(match[1]!, url).href);
  }
  return [...found]
    .map((script) => ({ file: new URL(script).pathname.replace(/^\/assets\//, ''), kb: gzipKb(script) }))
    .sort((a, b) => b.kb - a.kb);
}

async function until(page: Page, test: string): Promise<void> {
  for (;;) {
    try {
      await page.waitForFunction(test, undefined, { polling: 'raf', timeout: 20_000 });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      return;
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

export async function measureSecondTap(url: string, browserPath: string): Promise<SecondTap[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
  const results: SecondTap[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        // The waits below are expressions the page evaluates, which the strict CSP would refuse.
        bypassCSP: true,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      // Every long task of every document the run loads, on one clock (the epoch's milliseconds).
      const tasks: { at: number; duration: number }[] = [];
      await context.exposeBinding('reportLongTask', (_source, at: number, duration: number) => {
        tasks.push({ at, duration });
      });
      await context.addInitScript(() => {
        const report = (window as unknown as { reportLongTask(at: number, duration: number): void })
          .reportLongTask;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            report(performance.timeOrigin + entry.startTime, entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const atLoad = new Set<string>();
      let scripts = atLoad;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
      });
      await page.goto(url, { waitUntil: 'load' });
      scripts = new Set<string>();
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.waitFor();
      const firstTapAt = await page.evaluate(() => performance.timeOrigin + performance.now());
      let start = Date.now();
      await menuButton.tap();
      await until(page, `${OPEN_MENU} !== null`);
      const menu = Date.now() - start;
      const menuId = await page.evaluate(`${OPEN_MENU}.id`);
      // Its first link to another page (from the page it names itself, the next one).
      const here = new URL(url).pathname;
      const link = page.locator(`[id="${String(menuId)}"] a:not([href="${here}"])`).first();
      await link.waitFor();
      const href = new URL((await link.getAttribute('href')) ?? '/', url).pathname;
      const before = (await page.locator('h1').first().textContent()) ?? '';
      start = Date.now();
      await link.tap();
      // The new page's heading, in whichever document shows it.
      await until(
        page,
        `(() => { const h1 = document.querySelector('h1'); return location.pathname === ${JSON.stringify(href)} &&
          h1 !== null && h1.textContent !== ${JSON.stringify(before)} && h1.textContent !== ''; })()`,
      );
      const heading = Date.now() - start;
      const kb = (files: Set<string>) => [...files].reduce((sum, script) => sum + gzipKb(script), 0);
      await page.waitForTimeout(300);
      const longTasks = tasks
        .filter((task) => task.at + task.duration > firstTapAt && task.duration > 150)
        .map((task) => Math.round(task.duration));
      results.push({
        menu,
        heading,
        longTasks,
        loadKb: kb(atLoad),
        scriptKb: kb(scripts),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const [origin, ...paths] = process.argv.slice(2);
  for (const pagePath of process.env.SCRIPTS === '1' ? paths : []) {
    const scripts = await documentScripts(`${origin}${pagePath}`);
    const total = scripts.reduce((sum, script) => sum + script.kb, 0);
    console.log(
      `${pagePath}: script the document loads ${total.toFixed(1)} KB gzip (${scripts.length} files); ` +
        scripts
          .slice(0, Number(process.env.TOP ?? 8))
          .map((script) => `${script.file} ${script.kb.toFixed(1)}`)
          .join(', '),
    );
  }
  for (const pagePath of process.env.SCRIPTS === '1' ? [] : paths) {
    const runs = await measureSecondTap(
      `${origin}${pagePath}`,
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    );
    console.log(
      `${pagePath}: menu ${median(runs.map((r) => r.menu))} ms (${runs.map((r) => r.menu).join(', ')}); ` +
        `menu's first link to its heading ${median(runs.map((r) => r.heading))} ms (${runs.map((r) => r.heading).join(', ')}); ` +
        `long tasks > 150 ms after the first tap: ${runs.map((r) => `[${r.longTasks.join(', ')}]`).join(' ')}; ` +
        `script at load ${median(runs.map((r) => r.loadKb)).toFixed(1)} KB gzip, ` +
        `fetched after it by the heading ${median(runs.map((r) => r.scriptKb)).toFixed(1)} KB gzip`,
    );
  }
}
