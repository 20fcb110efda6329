/**
 * Import fences (docs/decisions/0007): run by `npm run lint` after ESLint.
 * - a web feature imports only components/, lib/, @sideline/shared and its own folder;
 * - components/ and lib/ never reach up into features, pages or the app shell;
 * - the API's shipped source never imports its tests, and test kits live in apps/api/test;
 * - only apps/api/src/db reaches db/library-internals (the one place relying on libraries' private parts);
 * - apps/api/src/db sits below the API's plugins, modules and seed, and imports none of them;
 * - no module imports the composition above it: the demo seed (src/seed) or src/scheduled-work.ts;
 * - users/ sits above the profile and guardian modules, and accounts/ below every other module;
 * - admin/ sits above tournaments/, auth/ above guardians/, and jobs/ above applications/ and
 *   reliability/;
 * - domain modules never import notifications/ or push/; notifications/ imports only push/ among the
 *   modules, and push/ none: mail and push follow domain events (lib/domain-events.ts);
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
      name: 'api-db-below-modules',
      comment:
        'db/ (schema, client, query expressions such as db/job-start-sql.ts, row locks such as db/job-row-lock.ts) is what modules build on: it never imports a module, a plugin or the seed.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/(modules|seed|plugins)/' },
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
      name: 'api-users-above-profiles',
      comment:
        'users/ calls the profile and guardian modules (pictures, consent, the user view), so they never import users/: account writes they need live in accounts/.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/(helper-profiles|team-profiles|guardians|accounts)/' },
      to: { path: '^apps/api/src/modules/users/' },
    },
    {
      name: 'api-accounts-at-bottom',
      comment: 'accounts/ is account plumbing every module may use, so it imports no other module.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/accounts/' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/accounts/' },
    },
    {
      name: 'api-admin-above-tournaments',
      comment:
        "admin/ reviews tournament directors through tournaments/, so tournaments/ never imports admin/: the admin guard (requireAdmin) is plugins/session.ts's, beside requireUser.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/tournaments/' },
      to: { path: '^apps/api/src/modules/admin/' },
    },
    {
      name: 'api-jobs-above-applications',
      comment:
        "jobs/ shows a job's applications and returns them to standby inside its reschedule's transaction, so applications/ never imports jobs/: booking rules live in applications/, the owner's job lock in db/job-row-lock.ts.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/applications/' },
      to: { path: '^apps/api/src/modules/jobs/' },
    },
    {
      name: 'api-jobs-above-reliability',
      comment:
        "jobs/ records late cancellations inside its cancel's transaction and shows applicants' reliability, so reliability/ never imports jobs/: it locks the job through db/job-row-lock.ts.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/reliability/' },
      to: { path: '^apps/api/src/modules/jobs/' },
    },
    {
      name: 'api-auth-above-guardians',
      comment:
        "auth/'s sign-up starts a teen's guardianship through guardians/, so guardians/ never imports auth/: a guardian's account is made by accounts/account-creation.ts, as every sign-up's is.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/guardians/' },
      to: { path: '^apps/api/src/modules/auth/' },
    },
    {
      name: 'api-domain-never-imports-notifications',
      comment:
        'Domain modules publish domain events (lib/domain-events.ts); notifications and push subscribe. No other module imports them (decision 7).',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: '^apps/api/src/modules/(notifications|push)/',
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
