/**
 * The API's modules (apps/api/src/modules/<name>/) in layers, from the ground up: a module may
 * import a module of a lower layer or of its own (sideways), never one above it. Written once here;
 * .dependency-cruiser.cjs generates its layer rules from this list, and a module missing from it
 * fails the lint (api-module-has-a-layer), so a new module must take its place.
 *
 * `alone: true` means the layer's modules import no other module at all, not even sideways.
 */
module.exports = [
  // Plumbing every module may use: account writes and the audit log.
  { name: 'ground', alone: true, modules: ['accounts', 'audit'] },
  // Services with no say in the marketplace: places, a helper's availability, files, channels, small
  // stand-alone features.
  {
    name: 'foundation',
    modules: [
      'geo',
      'availability',
      'uploads',
      'push',
      'notifications',
      'site-config',
      'health',
      'newsletter',
      'team-families',
      'game-confirmations',
      'job-alerts',
    ],
  },
  // The people around a game: a teen's guardians, reliability records, the safety passport, messages,
  // reviews.
  { name: 'people', modules: ['guardians', 'reliability', 'safety', 'messages', 'reviews'] },
  // The profiles helpers and teams show (they use guardians and reliability).
  { name: 'profiles', modules: ['helper-profiles', 'team-profiles'] },
  // Accounts as a whole: the user view, sign-up and sign-in, the live stream of events.
  { name: 'accounts-above', modules: ['users', 'auth', 'events'] },
  // The marketplace, bottom-up: applications and bookings, then jobs (which return applications to
  // standby inside a reschedule), then what builds on jobs.
  { name: 'bookings', modules: ['applications'] },
  { name: 'jobs', modules: ['jobs'] },
  { name: 'on-jobs', modules: ['schedule-import', 'calendar', 'tournaments', 'test-controls'] },
  // Money over the marketplace: payments (card provider, card holds, ledger, credits) and the
  // earnings statements beside it. The bookings never import it: a guarantee's steps inside a
  // booking's transaction go through the port app.ts registers (lib/booking-guarantee.ts), and what
  // follows a booking's change follows its domain events.
  { name: 'money', modules: ['payments', 'statements'] },
  // The staff's tools over everything.
  { name: 'admin', modules: ['admin'] },
  // The web app's pages, rendered in this process: their loaders read what the routes answer (0054).
  { name: 'pages', modules: ['web-pages'] },
];
