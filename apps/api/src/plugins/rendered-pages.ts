import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ROUTE_DATA_ELEMENT_ID } from '@sideline/shared';

/** `prerender` of the web app's server bundle (apps/web/src/prerender/prerender.tsx). */
type Render = (pathname: string, answers: Record<string, unknown>) => Promise<string>;
/** Its `renderSignedIn`: the page and the API paths it asked for that `answers` lacked. */
export type RenderSignedIn = (
  pathname: string,
  answers: Record<string, unknown>,
  origin: string,
) => Promise<{ html: string; missing: string[]; waiting: string[] }>;

/** Where a template (apps/web/scripts/prerender.mjs) takes the render. */
const OUTLET = '<!--app-->';

/** Rendered pages kept: pages are tens of kilobytes (the home page the largest), so a few megabytes at most. */
const CACHED_PAGES = 200;

/**
 * A rendered page and its compressed bodies, each made once, the first time a browser asks for it:
 * every signed-out visitor of the home page gets the same page until its lists change, and
 * compressing it on each request cost more than the rest of the request (decision 0036).
 */
export class RenderedPage {
  private readonly bodies = new Map<'br' | 'gzip', Buffer>();

  constructor(readonly html: string) {}

  encoded(encoding: 'br' | 'gzip'): Buffer {
    let body = this.bodies.get(encoding);
    if (body === undefined) {
      // Brotli 6: nearly the size of 8-9 at a fraction of their time (decision 0036).
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
          : zlib.gzipSync(this.html, { level: 6 });
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/** JSON inside a <script> element: `<` escaped, so no text in it (a job's title) can end the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The render put into its template, with the answers it was rendered with for the app's first render. */
export const fillTemplate = (template: string, body: string, answers: Record<string, unknown>) =>
  // Replacer functions: a `$&` in a job's text is text, not a replacement pattern.
  template
    .replace(OUTLET, () => body)
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${scriptSafeJson(answers)}</script>\n</body>`,
    );

/** Each template read from the build once. */
export function templateReader(distDir: string): (template: string) => string {
  const templates = new Map<string, string>();
  return (template) => {
    let html = templates.get(template);
    if (html === undefined) {
      html = readFileSync(path.join(distDir, template), 'utf8');
      templates.set(template, html);
    }
    return html;
  };
}

/** The server bundle's exports, or null when the build has none or it does not load (logged). */
export async function loadServerBundle(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<{ prerender: Render; renderSignedIn?: RenderSignedIn } | null> {
  const bundle = path.join(distDir, 'ssr', 'prerender.js');
  if (!existsSync(bundle)) return null;
  try {
    // The bundle imports React and the rest from node_modules beside the web app.
    return (await import(pathToFileURL(bundle).href)) as {
      prerender: Render;
      renderSignedIn?: RenderSignedIn;
    };
  } catch (error) {
    log.warn({ err: error }, 'the page renderer did not load; rendered pages start from their shells');
    return null;
  }
}

/**
 * Job pages, public profiles and the home page rendered per request for signed-out visitors
 * (decisions 0024, 0026): the job, profile or lists are in the first paint, as they are for a
 * search engine or a link preview, instead of a skeleton until the app's script has run. The pages
 * are those with a `template` in the build's routes.json. Null when the build has no server bundle
 * (the plain shells then serve every page).
 */
export function pageRenderer(readTemplate: (template: string) => string, prerender: Render) {
  // The render is a pure function of the path, the answers and the marketplace's day (which
  // buttons a job shows depends on it): most views of a job find all three unchanged since the
  // last one, and skip the render.
  const rendered = new Map<string, RenderedPage>();
  const remember = (key: string, page: RenderedPage) => {
    rendered.set(key, page);
    if (rendered.size > CACHED_PAGES) rendered.delete(rendered.keys().next().value!);
    return page;
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
  ): Promise<RenderedPage | null> {
    const answers: Record<string, unknown> = {};
    for (const dataPath of dataPaths) {
      // Through the real route: the same checks, viewer rules and JSON as the app's own request.
      const answer = await app.inject({ method: 'GET', url: dataPath });
      if (answer.statusCode !== 200) return null;
      answers[dataPath] = answer.json();
    }
    // A page may say "today" for a game in any zone: keyed by the hour, it is never a day behind.
    const key = `${template}\n${pathname}\n${Math.floor(Date.now() / 3_600_000)}\n${JSON.stringify(answers)}`;
    const cached = rendered.get(key);
    if (cached !== undefined) {
      // Most recently used last, so the oldest is evicted first.
      rendered.delete(key);
      return remember(key, cached);
    }
    try {
      const html = fillTemplate(readTemplate(template), await prerender(pathname, answers), answers);
      return remember(key, new RenderedPage(html));
    } catch (error) {
      app.log.error({ err: error, pathname }, 'rendering a page failed; sending its shell');
      return null;
    }
  };
}
