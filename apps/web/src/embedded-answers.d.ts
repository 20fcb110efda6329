/**
 * Whether the build reads the answers a library-mode page came with (`lib/route-prefetch.ts`,
 * decisions 0024, 0037) as a query's first data: true in `vite.config.ts` and the tests, false in
 * the framework build (decision 0054), whose loaders seed the cache, so that build leaves out the
 * parsing (and zod) a page's first render needed only for them.
 */
declare const __EMBEDDED_ANSWERS__: boolean;

/**
 * Whether the library-mode page script (`public/prerendered-page.js`) answers a page's first taps:
 * true in `vite.config.ts` and the tests. In the framework build (decision 0054) the document
 * answers them itself (the menus are HTML popovers), with or without the app's script.
 */
declare const __PAGE_SCRIPT__: boolean;
