import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_DATA_ELEMENT_ID } from '@sideline/shared';

/**
 * A built web app in a temporary folder, as the server reads one: `index.html`, the route shells
 * (`shells`, by file name), their routes (`shells/routes.json`) and `renderer` as the ssr bundle
 * (`ssr/prerender.js`). The caller removes the folder.
 */
export function writeWebDist({
  shells,
  routes,
  renderer,
}: {
  shells: Record<string, string>;
  routes: object[];
  renderer: string;
}): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sideline-web-'));
  mkdirSync(path.join(dist, 'shells'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Sideline</title>');
  for (const [file, html] of Object.entries(shells)) writeFileSync(path.join(dist, 'shells', file), html);
  writeFileSync(path.join(dist, 'ssr', 'prerender.js'), renderer);
  writeFileSync(path.join(dist, 'shells', 'routes.json'), JSON.stringify(routes));
  return dist;
}

/** A page with its template's slot, where the rendered app goes. */
export const TEMPLATE_BODY = '<body><div id="root"><!--app--></div></body>';

/** The answers a rendered page embeds for the app's first render; undefined when it has none. */
export function routeData<T = unknown>(html: string): Record<string, T> | undefined {
  const json = new RegExp(
    `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, T>);
}
