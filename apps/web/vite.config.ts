import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { transform } from 'esbuild';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { clientChunks } from './vite-client-chunks';
import { routeShells } from './vite-route-shells';

const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/;

/**
 * The public scripts a page loads before anything else (the prerendered pages' first script): the
 * build copies them as written, comments and all, so they are minified in place.
 */
const MINIFIED_PUBLIC_SCRIPTS = ['prerendered-page.js'];

async function minifyPublicScripts(outDir: string) {
  for (const name of MINIFIED_PUBLIC_SCRIPTS) {
    const file = path.join(outDir, name);
    const { code } = await transform(await readFile(file, 'utf8'), { minify: true, loader: 'js' });
    await writeFile(file, code);
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, at the highest levels (too slow per
 * request, free at build time); the server sends them with Content-Encoding to browsers that accept it.
 */
async function precompress(outDir: string) {
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** The written build's last steps, in order: the public scripts minified, then every file compressed. */
function finishOutput(): Plugin {
  let outDir = '';
  return {
    name: 'sideline-finish-output',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await minifyPublicScripts(outDir);
      await precompress(outDir);
    },
  };
}

/** This build's pages come with their answers embedded (src/embedded-answers.d.ts). */
const EMBEDDED_ANSWERS = { __EMBEDDED_ANSWERS__: 'true', __PAGE_SCRIPT__: 'true' };

/** Brand green: the browser bar and the splash screen of the installed app. */
const THEME_COLOR = '#15803d';

/**
 * The installable app: a manifest, and a Workbox service worker that precaches the app shell and
 * the built assets. Navigations go to the network and fall back to the cached shell (so the app
 * opens offline); /api and /uploads are never matched, so the worker never answers them from a cache. A new build waits
 * until the user accepts the update prompt (registerType 'prompt'). public/push-handler.js adds
 * the push and notification-click handlers to the generated worker.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/dashboard',
    name: 'Sideline',
    short_name: 'Sideline',
    description: 'Hire game-day scorekeepers, scoreboard operators and live streamers for youth sports.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The installed app opens every route from the cached index.html; the per-route shells are
    // only for a first visit over the network.
    globIgnores: ['shells/**'],
    // A page is asked of the server while it answers (its first paint comes rendered there, with
    // the visitor's own data: decisions 0024, 0037), never kept; the cached shell opens the app
    // when the network fails (workbox allows a timeout only where it would also cache the page).
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|uploads)\//.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
    ],
    importScripts: ['/push-handler.js'],
    cleanupOutdatedCaches: true,
    // The shell's chunks are hashed and small; the limit only guards against a stray large file.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

/**
 * `vite build --ssr src/prerender/prerender.tsx` (npm run build, second step) bundles the page
 * renderer for scripts/prerender.mjs and for the server, which renders job pages with it
 * (decision 0024): no styles, worker, shells or compression there. The server never serves
 * `dist/ssr` as files.
 */
const prerenderBuild = {
  plugins: [react(), clientChunks()],
  // Bundled whole, React in its production build: left external, React would be
  // resolved at run time by the server's NODE_ENV, so a server started with NODE_ENV=test (the
  // browser suite's) rendered every page with React's development build, unlike production.
  define: { ...EMBEDDED_ANSWERS, 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true as const },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist/ssr', sourcemap: false, copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? prerenderBuild
    : {
        plugins: [react(), tailwindcss(), pwa, routeShells(), finishOutput(), clientChunks()],
        define: EMBEDDED_ANSWERS,
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        server: {
          port: 5173,
          proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/uploads': apiTarget },
        },
        build: {
          outDir: 'dist',
          sourcemap: true,
          rolldownOptions: {
            // Required by the inlining below: no chunk's export list is public API here.
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                // Left alone, the bundler makes a chunk for every set of routes sharing a module: ~70 tiny
                // chunks (one per icon) on the home page, each a request on a phone's high-latency link
                // (HTTP/1.1 allows 6 at a time). Common chunks under 8 KB are copied into their users
                // instead: a few bytes duplicated across routes, a third of the requests.
                experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
              },
            },
          },
        },
      },
);
