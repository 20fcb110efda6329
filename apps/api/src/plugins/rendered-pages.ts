import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ROUTE_DATA_ELEMENT_ID, todayIn } from '@sideline/shared';

/** `prerender` of the web app's server bundle (apps/web/src/prerender/prerender.tsx). */
type Render = (pathname: string, answers: Record<string, unknown>) => Promise<string>;

/** Where a template (apps/web/scripts/prerender.mjs) takes the render. */
const OUTLET = '<!--app-->';

/** Rendered pages kept: a job page is ~15-30 KB, so a few megabytes at most. */
const CACHED_PAGES = 200;

/** JSON inside a <script> element: `<` escaped, so no text in it (a job's title) can end the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Job pages and public profiles rendered per request for signed-out visitors (decision 0024): the
 * job or profile is in the first paint, as it is for a search engine or a link preview, instead of
 * a skeleton until ~200 KB of script has run. The pages are those with a `template` in the
 * build's routes.json. Null when the build has no server bundle (the plain shells then serve every page).
 */
export async function loadPageRenderer(distDir: string, log: FastifyBaseLogger) {
  const bundle = path.join(distDir, 'ssr', 'prerender.js');
  if (!existsSync(bundle)) return null;
  let prerender: Render;
  try {
    // The bundle imports React and the rest from node_modules beside the web app.
    ({ prerender } = (await import(pathToFileURL(bundle).href)) as { prerender: Render });
  } catch (error) {
    log.warn({ err: error }, 'the page renderer did not load; rendered pages start from their shells');
    return null;
  }
  const templates = new Map<string, string>();
  // The render is a pure function of the path, the answers and the marketplace's day (which
  // buttons a job shows depends on it): most views of a job find all three unchanged since the
  // last one, and skip the render (~2 ms of CPU).
  const rendered = new Map<string, string>();
  const remember = (key: string, html: string) => {
    rendered.set(key, html);
    if (rendered.size > CACHED_PAGES) rendered.delete(rendered.keys().next().value!);
    return html;
  };

  /**
   * The page at `pathname` rendered into `template` with the answers to its `dataPaths`, which it
   * carries for the app's first render; null when an answer is not a 200 (no such job or profile:
   * the app shows that) or the render fails (logged: the shell still serves the page).
   */
  return async function renderPage(
    app: FastifyInstance,
    template: string,
    pathname: string,
    dataPaths: string[],
  ): Promise<string | null> {
    const answers: Record<string, unknown> = {};
    for (const dataPath of dataPaths) {
      // Through the real route: the same checks, viewer rules and JSON as the app's own request.
      const answer = await app.inject({ method: 'GET', url: dataPath });
      if (answer.statusCode !== 200) return null;
      answers[dataPath] = answer.json();
    }
    const key = `${template}\n${pathname}\n${todayIn()}\n${JSON.stringify(answers)}`;
    const cached = rendered.get(key);
    if (cached !== undefined) {
      // Most recently used last, so the oldest is evicted first.
      rendered.delete(key);
      return remember(key, cached);
    }
    try {
      let html = templates.get(template);
      if (html === undefined) {
        html = readFileSync(path.join(distDir, template), 'utf8');
        templates.set(template, html);
      }
      const body = await prerender(pathname, answers);
      const data = `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
      // Replacer functions: a `$&` in a job's text is text, not a replacement pattern.
      return remember(
        key,
        html.replace(OUTLET, () => body).replace('</body>', () => `${data}\n</body>`),
      );
    } catch (error) {
      app.log.error({ err: error, pathname }, 'rendering a page failed; sending its shell');
      return null;
    }
  };
}
