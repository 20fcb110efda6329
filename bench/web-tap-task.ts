/**
 * Issue 52's three-tap task on a phone: on a freshly loaded page, open the menu, tap its first link
 * to another page as soon as it shows, then the new page's primary action. Chromium at a 4x CPU
 * slowdown on a 390 x 844 touch screen, a fresh context each run.
 *
 * The clock is the page's own: every document the run loads reports, through a binding, each touch
 * (its `pointerdown` time) and, after each frame is painted, what the frame shows whenever that
 * changed (an open menu (a popover) or dialog, the first heading's text, whether the address's fragment is in
 * view). A tap's answer is the first painted frame that shows it; times are on the epoch's clock
 * (`timeOrigin`), so a tap in one document and its answer in the next compare. Also: every long task
 * over 150 ms after the first touch, in any document, and the script fetched from the first load to
 * the third answer (gzip -9 of the build's files).
 *
 * Run against a running server (`NODE_ENV=production`, `WEB_FRAMEWORK_BUILD`):
 *   node --import tsx bench/web-tap-task.ts <origin> <path>[|<primary action>]...
 * PRIMARY: the primary action where a path names none (default "Sign Up as a Director", the
 * organizers' page's, where the menu's first link leads); LOGIN: a demo account's email to sign in
 * as first (password `sideline-demo`); RUNS (default 3); BUILD_DIRS as for web-second-tap.ts.
 */
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { gzipKb } from './web-script-size.js';

const RUNS = Number(process.env.RUNS ?? 3);
const PRIMARY = process.env.PRIMARY ?? 'Sign Up as a Director';

interface Frame {
  at: number;
  path: string;
  menu: boolean;
  dialog: boolean;
  heading: string;
  fragmentInView: boolean;
}

export interface TapTask {
  menu: number;
  heading: number;
  primary: number;
  longTasks: number[];
  scriptKb: number;
}

/**
 * An open menu: the framework build's popover, or library mode's panel (its button says so).
 * Library mode's panels follow their button in the page (the site's and the dashboard's).
 */
const OPEN_MENU = '[popover]:popover-open, [aria-label="Close menu"][aria-expanded="true"]';
const OPEN_MENU_LINKS = (here: string) =>
  `[popover]:popover-open a:not([href="${here}"]), ` +
  `[aria-label="Close menu"][aria-expanded="true"] ~ * a:not([href="${here}"]), ` +
  `header:has([aria-label="Close menu"][aria-expanded="true"]) > [id] a:not([href="${here}"])`;

/**
 * Runs in every document before its own scripts (and in a document with none). Plain JavaScript in
 * a string: a function would be serialized as the bench's compiler left it, helpers and all.
 */
const WATCH_FRAMES = `(() => {
  const OPEN_MENU = ${JSON.stringify(OPEN_MENU)};
  const epoch = (time) => performance.timeOrigin + time;
  addEventListener('pointerdown', (event) => reportTap(epoch(event.timeStamp)), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.duration > 150) reportFrame({ longTask: entry.duration, at: epoch(entry.startTime) });
  }).observe({ type: 'longtask', buffered: true });
  let last = '';
  // A message posted from a frame's animation callback is taken after that frame is painted.
  const afterPaint = new MessageChannel();
  afterPaint.port1.onmessage = () => {
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    const box = target && target.getBoundingClientRect();
    const frame = {
      path: location.pathname,
      menu: document.querySelector(OPEN_MENU) !== null,
      dialog: document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null,
      heading: document.querySelector('h1')?.textContent ?? '',
      fragmentInView: box !== null && box.top < innerHeight && box.bottom > 0,
    };
    const seen = JSON.stringify(frame);
    if (seen !== last) reportFrame({ ...frame, at: epoch(performance.now()) });
    last = seen;
    requestAnimationFrame(() => afterPaint.port2.postMessage(null));
  };
  requestAnimationFrame(() => afterPaint.port2.postMessage(null));
})();`;

/** Signs in as a demo account through the API; the session cookie goes to the browser's context. */
async function signIn(context: BrowserContext, origin: string, email: string): Promise<void> {
  const reply = await context.request.post(`${origin}/api/auth/login`, {
    data: { email, password: 'sideline-demo' },
  });
  if (!reply.ok()) throw new Error(`sign-in as ${email}: ${reply.status()}`);
}

async function untilFrame(frames: Frame[], from: number, test: (frame: Frame) => boolean): Promise<Frame> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = frames.find((frame) => frame.at >= from && test(frame));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no answer within 20 s; frames seen: ${JSON.stringify(frames.slice(-4))}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Taps, then the answer's time from the touch (a tap reported by the document it landed in). */
async function timedTap(
  taps: number[],
  frames: Frame[],
  tap: () => Promise<void>,
  answered: (frame: Frame) => boolean,
): Promise<{ at: number; ms: number }> {
  const before = taps.length;
  await tap();
  const deadline = Date.now() + 20_000;
  while (taps.length === before) {
    if (Date.now() > deadline) throw new Error('the touch was not seen within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const at = taps[before]!;
  const frame = await untilFrame(frames, at, answered);
  return { at, ms: Math.round(frame.at - at) };
}

export async function measureTapTask(
  url: string,
  primaryName: string,
  browserPath: string,
): Promise<TapTask[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
  const results: TapTask[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      if (process.env.LOGIN) await signIn(context, new URL(url).origin, process.env.LOGIN);
      const taps: number[] = [];
      const frames: Frame[] = [];
      const longTasks: { at: number; duration: number }[] = [];
      await context.exposeBinding('reportTap', (_source, at: number) => taps.push(at));
      await context.exposeBinding('reportFrame', (_source, frame: Frame & { longTask?: number }) => {
        if (frame.longTask) longTasks.push({ at: frame.at, duration: frame.longTask });
        else frames.push(frame);
      });
      await context.addInitScript(WATCH_FRAMES);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const scripts: { url: string; at: number }[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js'))
          scripts.push({ url: response.url(), at: Date.now() });
      });
      await page.goto(url, { waitUntil: 'load' });

      const menu = await timedTap(
        taps,
        frames,
        () => page.getByRole('button', { name: 'Open menu' }).tap(),
        (f) => f.menu,
      );
      const here = new URL(url).pathname;
      const link = page.locator(OPEN_MENU_LINKS(here)).first();
      const href = new URL((await link.getAttribute('href')) ?? '/', url).pathname;
      const before = frames.at(-1)?.heading ?? '';
      const heading = await timedTap(
        taps,
        frames,
        () => link.tap(),
        (f) => f.path === href && f.heading !== '' && f.heading !== before,
      );

      const action = page
        .getByRole('link', { name: primaryName, exact: true })
        .or(page.getByRole('button', { name: primaryName, exact: true }))
        .first();
      const target = new URL((await action.getAttribute('href')) ?? '', page.url());
      const samePage = target.pathname === href && target.hash !== '';
      const headingNow = frames.at(-1)?.heading ?? '';
      const primary = await timedTap(
        taps,
        frames,
        () => action.tap(),
        (f) => (samePage ? f.fragmentInView : f.dialog || (f.heading !== '' && f.heading !== headingNow)),
      );
      const answeredAt = Date.now();
      await page.waitForTimeout(300);
      results.push({
        menu: menu.ms,
        heading: heading.ms,
        primary: primary.ms,
        longTasks: longTasks
          .filter((task) => task.at + task.duration > menu.at)
          .map((task) => Math.round(task.duration)),
        scriptKb: scripts
          .filter((script) => script.at <= answeredAt)
          .reduce((sum, script) => sum + gzipKb(script.url), 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const runs = (values: number[]) => `${median(values)} ms (${values.join(', ')})`;

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const [origin, ...paths] = process.argv.slice(2);
  for (const spec of paths) {
    const [pagePath, primaryName = PRIMARY] = spec.split('|');
    const results = await measureTapTask(
      `${origin}${pagePath}`,
      primaryName,
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    );
    console.log(
      `${pagePath}: menu ${runs(results.map((r) => r.menu))}; its first link to the new heading ` +
        `${runs(results.map((r) => r.heading))}; ${primaryName} ${runs(results.map((r) => r.primary))}; ` +
        `long tasks > 150 ms after the first touch: ${results.map((r) => `[${r.longTasks.join(', ')}]`).join(' ')}; ` +
        `script by the third answer ${median(results.map((r) => r.scriptKb)).toFixed(1)} KB gzip`,
    );
  }
}
