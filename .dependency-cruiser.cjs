/**
 * Import fences (docs/decisions/0007): run by `npm run lint` after ESLint.
 * - a web feature imports only components/, lib/, @sideline/shared and its own folder;
 * - components/ and lib/ never reach up into features, pages or the app shell;
 * - the API's shipped source never imports its tests, and test kits live in apps/api/test;
 * - only apps/api/src/db reaches db/library-internals (the one place relying on libraries' private parts);
 * - no import cycles anywhere in the web app, the API or the shared package.
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-fence',
      comment:
        'A feature imports only components/, lib/, @sideline/shared and its own folder: move shared code down to components/ or lib/, or compose features in pages/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/(features|pages|app)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'layer-fence',
      comment: 'components/ and lib/ must not import feature, page or app code.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|pages|app|main\\.tsx)' },
    },
    {
      name: 'src-never-imports-test',
      comment: 'Production code never imports test code: test kits and doubles live in apps/api/test.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/test/' },
    },
    {
      name: 'test-kits-live-in-test',
      comment: 'A *-test-kit.ts belongs in apps/api/test/kits, out of the shipped source tree.',
      severity: 'error',
      from: { path: '^apps/api/src/.*-test-kit\\.ts$' },
      to: {},
    },
    {
      name: 'library-internals-fence',
      comment:
        "db/library-internals relies on libraries' private parts (its index.ts says which and why): only apps/api/src/db reaches it; the app goes through db/compiled-row-mapper.ts.",
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/db/library-internals/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles hide layering mistakes and break module initialisation order.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.test\\.tsx?$)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
