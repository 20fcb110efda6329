import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { jobBody, postJob, readyTeam } from '../../test/marketplace.js';
import {
  routeData as readRouteData,
  TEMPLATE_BODY,
  writeWebDist,
} from '../../test/kits/web-dist-test-kit.js';

/**
 * The server's half of a job page rendered per request (decision 0024), with a stand-in for the web
 * app's renderer that escapes text as React does and names what it was given. The real renderer
 * and the app's hydration of its page are covered end to end (e2e/first-load.spec.ts).
 */
const FAKE_RENDERER = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
let renders = 0;
export async function prerender(pathname, answers) {
  if (Object.values(answers).some((job) => job.title === 'Crash the renderer')) throw new Error('boom');
  const jobs = Object.values(answers).map((job) => '<h1>' + escape(job.title) + '</h1>').join('');
  renders += 1;
  return '<main data-path="' + pathname + '" data-render="' + renders + '">' + jobs + '</main>';
}
`;

/** A built web app with a job route rendered per request by `renderer` (its ssr bundle). */
const writeJobWebDist = (renderer: string) =>
  writeWebDist({
    renderer,
    shells: {
      'job.html': '<title>job shell</title>',
      'job-signed-out.html': '<title>job frame</title>',
      'job-template.html': `<title>rendered job</title>${TEMPLATE_BODY}`,
    },
    routes: [
      {
        pattern: '^/jobs/([1-9][0-9]{0,14})/?$',
        file: 'shells/job.html',
        data: ['/api/jobs/$1'],
        signedOut: 'shells/job-signed-out.html',
        template: 'shells/job-template.html',
      },
    ],
  });

let t: TestApp;
let webDist: string;
let cookie: string;
beforeAll(async () => {
  webDist = writeJobWebDist(FAKE_RENDERER);
  t = await createTestApp({ webDist });
  ({ cookie } = await readyTeam(t.app));
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const routeData = (html: string) => readRouteData<{ id: number; title: string }>(html);

describe('a job page rendered per request', () => {
  it('sends a signed-out visitor the page rendered with the job, and the job it was rendered with', async () => {
    const job = await postJob(t.app, cookie, {
      title: 'Scoreboard at $& <b>Field 2</b> </script><script>x()',
    });
    const res = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain('<title>rendered job</title>');
    expect(res.body).toContain(`<main data-path="/jobs/${job.id}"`);
    // The job's text is text: `$&` is not a replacement pattern, and nothing in it ends the element.
    expect(res.body).toContain(
      '<h1>Scoreboard at $&amp; &lt;b>Field 2&lt;/b> &lt;/script>&lt;script>x()</h1>',
    );
    expect(res.body).not.toContain('</script><script>x()');
    // The answer is the API's own, byte for byte what the app would have fetched.
    const api = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(routeData(res.body)).toEqual({ [`/api/jobs/${job.id}`]: api.json() });
    // The data is in the page: no preload for it.
    expect(res.headers.link).toBeUndefined();
  });

  it('sends the page compressed as the browser accepts, each body made once and the same page', async () => {
    const job = await postJob(t.app, cookie, { title: 'Streamer for the 12U semifinal' });
    const plain = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/jobs/${job.id}`,
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoders[encoding](res.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: `/jobs/${job.id}`,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('renders a job again only when its answer has changed', async () => {
    const job = await postJob(t.app, cookie, { title: 'Scoreboard for the 10U final' });
    const renderOf = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
      return /data-render="(\d+)"/.exec(res.body)?.[1];
    };
    const first = await renderOf();
    expect(first).toBeDefined();
    expect(await renderOf()).toBe(first);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: { cookie },
      payload: { ...jobBody(), title: 'Scoreboard for the 10U final, moved to Field 3' },
    });
    expect(edited.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(res.body).toContain('<h1>Scoreboard for the 10U final, moved to Field 3</h1>');
    expect(/data-render="(\d+)"/.exec(res.body)?.[1]).not.toBe(first);
  });

  it('sends the shells where there is nothing to render with', async () => {
    const job = await postJob(t.app, cookie);
    // Signed in (or a stale cookie): the app decides, from the plain shell.
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/jobs/${job.id}`,
      cookies: { sideline_session: 'x' },
    });
    expect(signedIn.body).toContain('<title>job shell</title>');
    // A query string may change the page.
    const withQuery = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}?from=home` });
    expect(withQuery.body).toContain('<title>job shell</title>');
    // No such job (and an id past the column's range): the frame, and the app shows "not found".
    for (const url of ['/jobs/999999', '/jobs/999999999999999']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(200);
      expect(missing.body, url).toContain('<title>job frame</title>');
      expect(routeData(missing.body), url).toBeUndefined();
    }
  });

  it('sends the frame when the render fails', async () => {
    const job = await postJob(t.app, cookie, { title: 'Crash the renderer' });
    const res = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>job frame</title>');
  });

  it('never serves the renderer itself as a file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ssr/prerender.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('prerender');
  });
});

describe('a page renderer that cannot load', () => {
  it('leaves the server up, serving job pages from their shells', async () => {
    // A dist copied away from the node_modules its renderer imports.
    const dist = writeJobWebDist(
      "import 'sideline-no-such-package';\nexport async function prerender() { return ''; }\n",
    );
    const other = await createTestApp({ webDist: dist });
    try {
      const team = await readyTeam(other.app);
      const job = await postJob(other.app, team.cookie);
      const res = await other.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>job frame</title>');
    } finally {
      await other.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
