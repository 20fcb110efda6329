/**
 * Third step of `npm run build`: renders the pages that have a signed-out static shell
 * (src/prerender/prerender.tsx, bundled by `vite build --ssr` into dist/ssr) into their route
 * shells, writes each beside them with its `.br` and `.gz`, and names it in `shells/routes.json` as
 * `signedOut`. The server sends that file to a request without a session cookie; anyone signed in
 * gets the plain shell. A page the server renders per request (a job page, decision 0024) also gets
 * its template, named as `template`: the shell with an empty root marked for the server's render.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const bundle = path.join(dist, 'ssr');

/**
 * The pages worth a static first paint: the landing page, which most first visits open; Find
 * Work, which shows nothing that depends on data until a search; and job pages and public
 * profiles, the links that get shared (the server sends these only for the bare path: a query
 * string may change the page).
 */
const PAGES = [
  // The server renders the home page with its two lists (the soonest gigs, the featured helpers)
  // into `template`, and there the app starts at the visitor's first touch, key or mouse move
  // instead of at load (decision 0026): everything on the page is there and every link works
  // without it. The static file (lists still loading) is what it sends when it cannot render.
  {
    path: '/',
    file: 'shells/home-signed-out.html',
    template: 'shells/home-template.html',
    templateStart: 'intent',
  },
  // Find Work shows nothing that depends on data until a search, and a job page rendered with its
  // job is whole: both start the app at the first sign of use too (decision 0032).
  { path: '/jobs', file: 'shells/find-work-signed-out.html', start: 'intent' },
  // The server renders a job page with the job into `template`. When it cannot (no such job), the
  // page starts as the site's frame around the loading skeleton, whatever the id: its content then
  // needs the app, so the app's scripts start at once rather than after the paint.
  {
    path: '/jobs/1',
    file: 'shells/job-signed-out.html',
    startAfterPaint: false,
    template: 'shells/job-template.html',
    templateStart: 'intent',
  },
  // Public profiles, the other links that get shared, the same way.
  {
    path: '/helpers/1',
    file: 'shells/helper-signed-out.html',
    startAfterPaint: false,
    template: 'shells/helper-template.html',
  },
  {
    path: '/teams/1',
    file: 'shells/team-signed-out.html',
    startAfterPaint: false,
    template: 'shells/team-template.html',
  },
];

/** Where the server puts its render of the page, in a template. */
const OUTLET = '<!--app-->';

/**
 * Every prerendered page loads public/prerendered-page.js first: it holds the taps made before the
 * app has hydrated the page and gives them back after.
 */
function holdEarlyTaps(shell) {
  const entryTag = '<script type="module"';
  if (!shell.includes(entryTag)) throw new Error('prerender: no entry script in the shell');
  return shell.replace(entryTag, `<script src="/prerendered-page.js" defer></script>\n    ${entryTag}`);
}

/**
 * The page is on screen without the app, so the app's scripts wait for its first paint
 * (the same public/prerendered-page.js) instead of sharing a slow link with the stylesheet: the
 * entry's module script and every modulepreload become attributes of one deferred classic script.
 */
function startAfterPaint(shell, start = 'paint') {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const preloadTag = /<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">\s*/g;
  const entry = shell.match(entryTag)?.[1];
  if (!entry) throw new Error('prerender: no entry script in the shell');
  const preloads = [...new Set([...shell.matchAll(preloadTag)].map((m) => m[1]))];
  const when = start === 'paint' ? '' : ` data-start="${start}"`;
  const boot = `<script src="/prerendered-page.js" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"${when}></script>\n  `;
  return shell.replace(entryTag, '').replace(preloadTag, '').replace('</head>', `${boot}</head>`);
}

/**
 * Pages the server renders per request for a signed-in user (decision 0037), into `template`: the
 * shell with an empty root, its app started at the first sign of use, as for the signed-out pages.
 */
const SIGNED_IN_PAGES = [{ path: '/dashboard', template: 'shells/dashboard-home-template.html' }];

const { prerender } = await import(path.join(bundle, 'prerender.js'));
const routesFile = path.join(dist, 'shells', 'routes.json');
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));

const EMPTY_ROOT = '<div id="root"></div>';

/** The route that serves `pagePath` and its shell, which must have an empty root to fill. */
function shellFor(pagePath) {
  const route = routes.find((r) => new RegExp(r.pattern).test(pagePath));
  if (!route) throw new Error(`prerender: no shell serves ${pagePath}`);
  const shell = readFileSync(path.join(dist, route.file), 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`prerender: ${route.file} has no empty #root`);
  return { route, shell };
}

/** The shell with its root marked for the server's render, its app started at `start`. */
function writeTemplate(file, shell, start) {
  writeFileSync(
    path.join(dist, file),
    startAfterPaint(shell, start).replace(EMPTY_ROOT, `<div id="root">${OUTLET}</div>`),
  );
}

for (const page of PAGES) {
  const { route, shell } = shellFor(page.path);
  const scripts = page.startAfterPaint === false ? holdEarlyTaps(shell) : startAfterPaint(shell, page.start);
  const html = scripts.replace(EMPTY_ROOT, `<div id="root">${await prerender(page.path)}</div>`);
  writeCompressed(path.join(dist, page.file), html);
  route.signedOut = page.file;
  console.log(`prerendered ${page.path} -> ${page.file} (${(html.length / 1024).toFixed(1)} KB)`);
  if (page.template) {
    writeTemplate(page.template, shell, page.templateStart);
    route.template = page.template;
  }
}
for (const page of SIGNED_IN_PAGES) {
  const { route, shell } = shellFor(page.path);
  writeTemplate(page.template, shell, 'intent');
  route.signedInTemplate = page.template;
}
writeFileSync(routesFile, JSON.stringify(routes, null, 2));

function writeCompressed(target, html) {
  writeFileSync(target, html);
  writeFileSync(
    `${target}.br`,
    zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${target}.gz`, zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }));
}
