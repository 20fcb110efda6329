/**
 * The floor of Lighthouse's score on this machine: a page with one heading, one paragraph and the
 * app's stylesheet, and no script, served from a bare `node:http` server. Lighthouse slows the CPU
 * 4x whatever the host, and part of every page's Total Blocking Time is the navigation itself
 * (Chromium creating the page's context, Lighthouse's own instrumentation, the first layout): what
 * this page scores is what no change to our pages can beat here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The floor of Lighthouse's score on this machine." />
    <title>Sideline: a plain page</title>
    <link rel="stylesheet" href="/app.css" />
  </head>
  <body>
    <main class="mx-auto max-w-3xl px-4 py-10">
      <h1 class="text-3xl font-bold text-slate-900">Find Game Day Gigs</h1>
      <p class="mt-2 text-lg text-slate-600">Paid scorekeeping, scoreboard and live-streaming gigs.</p>
    </main>
  </body>
</html>
`;

export async function startFloorPage(dist: string): Promise<{ origin: string; server: Server }> {
  const assets = path.join(dist, 'assets');
  const css = readdirSync(assets).find((file) => file.endsWith('.css'));
  if (!css) throw new Error(`no stylesheet in ${assets}`);
  const stylesheet = readFileSync(path.join(assets, css));
  const server = createServer((request, response) => {
    const isCss = request.url === '/app.css';
    response.writeHead(isCss || request.url === '/' ? 200 : 404, {
      'content-type': isCss ? 'text/css' : 'text/html; charset=utf-8',
    });
    response.end(isCss ? stylesheet : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the floor page has no port');
  return { origin: `http://127.0.0.1:${address.port}`, server };
}
