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
