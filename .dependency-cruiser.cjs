/**
 * Import fences (docs/decisions/0007): run by `npm run lint` after ESLint.
 * - a web feature imports only components/, lib/, @sideline/shared and its own folder;
 * - components/ and lib/ never reach up into features, pages or the app shell;
 * - the API's shipped source never imports its tests, and test kits live in apps/api/test;
 * - apps/api/src/db sits below the API's plugins, modules and seed, and imports none of them; it
 *   raises domain errors (lib/domain-error.ts), never HTTP errors (lib/errors.ts);
 * - no module imports the composition above it: the demo seed (src/seed) or src/scheduled-work.ts;
 * - the API's modules stand in the layers of apps/api/module-layers.cjs (decision 0053): a module
 *   imports only its own layer's modules or lower ones (accounts/ and audit/, at the ground, import
 *   none), and every module has a layer;
 * - domain modules never import notifications/ or push/; notifications/ imports only push/ among the
 *   modules, and push/ none: mail and push follow domain events (lib/domain-events.ts); web-pages,
 *   the page loaders' reads (decision 0054), is no domain module;
 * - no import cycles anywhere in the web app, the API or the shared package.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser loads its config as CommonJS
const MODULE_LAYERS = require('./apps/api/module-layers.cjs');

const MODULES = '^apps/api/src/modules/';
const anyOf = (names) => `${MODULES}(${names.join('|')})/`;

/**
 * The layer rule, generated from the one list: a module of a layer never imports one of a layer
 * above it (and a layer marked alone imports no other module). One entry per layer, as
 * dependency-cruiser compares paths, not ranks.
 */
const layerRules = MODULE_LAYERS.map((layer, rank) => {
  const above = MODULE_LAYERS.slice(rank + 1).flatMap((l) => l.modules);
  return {
    name: `api-module-layers:${layer.name}`,
    comment: layer.alone
      ? `${layer.modules.join(', ')} stand at the ground of apps/api/module-layers.cjs: they import no other module.`
      : `A module of the ${layer.name} layer (apps/api/module-layers.cjs) imports only its own layer's or lower ones: move shared code down, or publish a domain event the module above subscribes to.`,
    severity: 'error',
    from: { path: anyOf(layer.modules) },
    to: layer.alone
      ? { path: MODULES, pathNot: '^apps/api/src/modules/$1/' }
      : { path: anyOf(above.length > 0 ? above : ['(?!)']) },
  };
});

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'api-module-has-a-layer',
      comment: 'Every API module stands in a layer of apps/api/module-layers.cjs: add a new module there.',
      severity: 'error',
      from: { path: MODULES, pathNot: anyOf(MODULE_LAYERS.flatMap((l) => l.modules)) },
      to: {},
    },
    {
      name: 'payments-through-its-seams',
      comment:
        'payments/ is in sub-folders (card-provider, card-holds, ledger, credits, admin): from outside a sub-folder, import its index.ts, never a file inside it.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/modules/payments/[^/]+/' },
      to: { path: '^apps/api/src/modules/payments/[^/]+/', pathNot: '/index\\.ts$' },
    },
    {
      name: 'payments-sub-folders-through-their-seams',
      comment:
        "A payments sub-folder imports another one's index.ts only (card-provider, card-holds, ledger, credits, admin each keep their inside to themselves).",
      severity: 'error',
      from: { path: '^apps/api/src/modules/payments/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/payments/[^/]+/',
        pathNot: ['^apps/api/src/modules/payments/$1/', '^apps/api/src/modules/payments/[^/]+/index\\.ts$'],
      },
    },
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
      name: 'api-db-below-modules',
      comment:
        'db/ (schema, client, query expressions such as db/job-start-sql.ts, row locks such as db/job-row-lock.ts) is what modules build on: it never imports a module, a plugin or the seed.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/(modules|seed|plugins)/' },
    },
    {
      name: 'api-db-raises-domain-errors',
      comment:
        'db/ refuses with DomainError (lib/domain-error.ts), never an HTTP error: plugins/error-handler.ts alone maps a refusal to a status code.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/lib/errors\\.ts$' },
    },
    {
      name: 'api-modules-below-composition',
      comment:
        'The demo seed and the scheduled sweeps compose modules from above (beside app.ts): a module never imports them; move what both need into the module.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/(seed/|scheduled-work\\.ts$)' },
    },
    {
      name: 'api-domain-never-imports-notifications',
      comment:
        'Domain modules publish domain events (lib/domain-events.ts); notifications and push subscribe. No other module imports them (decision 7). web-pages, the page loaders above every module, may read what the notification routes answer (decision 0054).',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: '^apps/api/src/modules/(notifications|push|web-pages)/',
      },
      to: { path: '^apps/api/src/modules/(notifications|push)/' },
    },
    {
      name: 'api-notifications-import-no-domain',
      comment:
        'Notifications follow domain events and read tables; they import no domain module, only push, the channel below them.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/notifications/' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: '^apps/api/src/modules/(notifications|push)/',
      },
    },
    {
      name: 'api-push-is-a-channel',
      comment:
        'push/ only delivers to devices: it imports no module (the notifications module decides what to push and asks the preferences).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/push/' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/push/' },
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
