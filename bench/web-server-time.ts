import path from 'node:path';

/**
 * The server's side of the signed-in dashboard (decision 0037): the time to answer `/dashboard`
 * rendered for the coach, against the plain shell the same request gets with a query string, each
 * fetched whole (brotli, as a browser asks) one after the other. Issue 34: what the rendered page
 * costs where Lighthouse's first paint only partly sees it.
 */
export async function timeDashboardServer(
  origin: string,
  cookie: string,
  runs = 30,
): Promise<{ rendered: number[]; shell: number[] }> {
  const time = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers: { cookie, 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  // The first render loads the page's code on the server.
  await time('/dashboard');
  await time('/dashboard?shell');
  const rendered: number[] = [];
  const shell: number[] = [];
  for (let run = 0; run < runs; run++) {
    rendered.push(await time('/dashboard'));
    shell.push(await time('/dashboard?shell'));
  }
  return { rendered, shell };
}

export interface PageTimes {
  p50: number;
  p99: number;
  perSecond: number;
}

/**
 * Server time per rendered page (issue 52): `requests` GETs of one path, `connections` at a time,
 * each read whole with the given Accept-Encoding, after 20 to warm the server up; p50 and p99 of each
 * request's time, and requests answered per second.
 */
export async function timePage(
  url: string,
  { connections = 10, requests = 200, encoding = 'br', cookie = '' } = {},
): Promise<PageTimes> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, 'accept-encoding': encoding } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next++ < requests) times.push(await once());
    }),
  );
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), perSecond: (times.length / elapsed) * 1000 };
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  // `node --import tsx bench/web-server-time.ts <origin> <path>...` (ENCODINGS: semicolon-separated
  // Accept-Encoding values, default br;gzip; CONNECTIONS, default 10; REQUESTS, default 200;
  // COOKIE, a session cookie `name=value`, for signed-in pages).
  const [origin, ...paths] = process.argv.slice(2);
  for (const pagePath of paths) {
    for (const encoding of (process.env.ENCODINGS ?? 'br;gzip').split(';')) {
      const t = await timePage(`${origin}${pagePath}`, {
        encoding,
        cookie: process.env.COOKIE ?? '',
        connections: Number(process.env.CONNECTIONS ?? 10),
        requests: Number(process.env.REQUESTS ?? 200),
      });
      console.log(
        `${pagePath} ${encoding}: p50 ${t.p50.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms, ` +
          `${t.perSecond.toFixed(0)} req/s`,
      );
    }
  }
}
