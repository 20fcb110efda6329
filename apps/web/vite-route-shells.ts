import type { Plugin, Rollup } from 'vite';
// The config is loaded with `--configLoader runner` (package.json) so that this import, and the
// shared package's TypeScript behind it, are transformed like the app's own code.
import {
  featuredHelpersPath,
  helperProfilePath,
  jobDetailPath,
  jobPreviewPath,
  teamOpenJobsPath,
  teamProfilePath,
} from './src/lib/route-data-paths';

/**
 * A page's first request is answered with a shell that already names that page's chunks
 * (`<link rel="modulepreload">`), so the browser fetches them alongside the entry instead of after
 * the entry has run and the router has found the route: one round trip fewer on a phone's link,
 * and no other route's chunks in the way. The API server picks the shell by path from
 * `shells/routes.json` (first match wins; `index.html`, the home shell, when none matches).
 */
export interface RouteShell {
  /** `index.html` for `home`, `shells/<name>.html` for the rest. */
  name: string;
  /** Tested against the path alone (no query). */
  pattern: string;
  /** The route's modules (its layout first); their chunks and static imports are preloaded. */
  modules: string[];
  /**
   * The GETs the route's loader starts (routes.tsx), as `path.replace(pattern, template)` gives
   * them: the server names them in a `Link: rel=preload` header, so they start with the page
   * instead of after its scripts have run.
   */
  data?: string[];
}

const SITE_LAYOUT = 'src/app/layouts/site-layout.tsx';
const DASHBOARD_LAYOUT = 'src/app/layouts/dashboard-layout.tsx';

export const ROUTE_SHELLS: RouteShell[] = [
  {
    name: 'home',
    pattern: '^/$',
    modules: [SITE_LAYOUT, 'src/pages/home/home-page.tsx'],
    data: [jobPreviewPath(), featuredHelpersPath()],
  },
  { name: 'find-work', pattern: '^/jobs/?$', modules: [SITE_LAYOUT, 'src/pages/jobs/find-work-page.tsx'] },
  {
    name: 'job',
    // The id as parseRouteId reads it and jobDetailPath writes it back (no leading zero).
    pattern: '^/jobs/([1-9][0-9]{0,14})/?$',
    modules: [SITE_LAYOUT, 'src/pages/jobs/job-detail-page.tsx'],
    data: [jobDetailPath('$1')],
  },
  {
    name: 'helper',
    pattern: '^/helpers/([1-9][0-9]{0,14})/?$',
    modules: [SITE_LAYOUT, 'src/pages/talent/helper-profile-page.tsx'],
    data: [helperProfilePath('$1')],
  },
  {
    name: 'team',
    pattern: '^/teams/([1-9][0-9]{0,14})/?$',
    modules: [SITE_LAYOUT, 'src/pages/talent/team-profile-page.tsx'],
    data: [teamProfilePath('$1'), teamOpenJobsPath('$1')],
  },
  {
    name: 'dashboard-home',
    pattern: '^/dashboard/?$',
    modules: [DASHBOARD_LAYOUT, 'src/pages/dashboard/dashboard-home-page.tsx'],
  },
  { name: 'dashboard', pattern: '^/(dashboard|admin)(/|$)', modules: [DASHBOARD_LAYOUT] },
  // Every other page (login, sign-up, profiles, payments...) lives in the site layout.
  { name: 'site', pattern: '^/', modules: [SITE_LAYOUT] },
];

const START = '<!--route-preloads-->';
const END = '<!--/route-preloads-->';

function preloadTags(bundle: Rollup.OutputBundle, modules: string[]): string {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const closure = (fileName: string, into: Set<string>, skip = new Set<string>()) => {
    if (skip.has(fileName) || into.has(fileName)) return;
    into.add(fileName);
    for (const next of (bundle[fileName] as Rollup.OutputChunk | undefined)?.imports ?? [])
      closure(next, into, skip);
  };
  // The entry and everything it imports statically are in the page already (its script and Vite's
  // own preloads).
  const skip = new Set<string>();
  if (entry) closure(entry.fileName, skip);
  const files = new Set<string>();
  const visit = (fileName: string) => closure(fileName, files, skip);
  for (const module of modules) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`route-shells: no chunk for ${module}`);
    visit(chunk.fileName);
  }
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

export function routeShells(shells: RouteShell[] = ROUTE_SHELLS): Plugin {
  const home = shells.find((shell) => shell.name === 'home');
  if (!home) throw new Error('route-shells: no home shell');
  return {
    name: 'sideline-route-shells',
    apply: 'build',
    // After Vite's own HTML plugin has emitted index.html.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      // Only marks the place: generateBundle writes each shell's preloads there, the home's included.
      handler: (html) => html.replace('</head>', `  ${START}${END}\n  </head>`),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('route-shells: index.html was not built yet');
        const html = String(index.source);
        const start = html.indexOf(START);
        const end = html.indexOf(END);
        if (start < 0 || end < start) throw new Error('route-shells: no route preloads in index.html');
        const withPreloads = (tags: string) => html.slice(0, start) + tags + html.slice(end + END.length);
        const routes: { pattern: string; file: string; data?: string[] }[] = [];
        for (const shell of shells) {
          const page = withPreloads(preloadTags(bundle, shell.modules));
          if (shell === home) {
            index.source = page;
            routes.push({ pattern: shell.pattern, file: 'index.html', data: shell.data });
            continue;
          }
          const fileName = `shells/${shell.name}.html`;
          this.emitFile({ type: 'asset', fileName, source: page });
          routes.push({ pattern: shell.pattern, file: fileName, data: shell.data });
        }
        this.emitFile({
          type: 'asset',
          fileName: 'shells/routes.json',
          source: JSON.stringify(routes, null, 2),
        });
      },
    },
  };
}
