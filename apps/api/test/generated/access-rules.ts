/**
 * Who may call each route: the ONE table both generated suites read. A route missing here fails the
 * authorization suite ("new route without an access rule"), so every route added later declares
 * its rule in the same commit.
 *
 * - public: anyone, signed in or not; answers never carry another user's private data.
 * - signed-in: any signed-in user (signed out: 401); acts only on the caller's own data.
 * - team / helper: signed in with that side of the marketplace (both counts for each).
 * - team-owner: only the team that owns the row the id names (its profile, job, job's applications).
 * - helper-owner: only the helper who owns the row (their profile, application, assigned jobs).
 * - self: only the user whose account id it is.
 * - self-or-staff: as self, and staff may read it too (a statement: decision record 0052).
 * - party: only a user who shares a conversation or a job with the user the id names.
 * - job-party: only the two sides of the job the id names (its team, its assigned helper).
 * - reviewee: only the user a review (the id) is about.
 * - admin: staff only (401 signed out, 403 for every other role), decided before any input is read.
 * - director: signed in as a tournament director (every other role: 403).
 * - director-owner: only the director whose tournament (or tournament's game) the id names.
 */
export type AccessRule =
  | 'public'
  | 'signed-in'
  | 'team'
  | 'helper'
  | 'team-owner'
  | 'helper-owner'
  | 'self'
  | 'self-or-staff'
  | 'party'
  | 'job-party'
  | 'reviewee'
  | 'admin'
  | 'director'
  | 'director-owner';

export const ACCESS: Record<string, AccessRule> = {
  'GET /api/admin/users': 'admin',
  'GET /api/admin/jobs': 'admin',
  'GET /api/admin/team-profiles': 'admin',
  'GET /api/admin/helper-profiles': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/programs': 'admin',
  'GET /api/admin/programs/staffing': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'GET /api/admin/directors': 'admin',
  'GET /api/admin/failed-emails': 'admin',
  'POST /api/admin/users/:id/suspend': 'admin',
  'POST /api/admin/users/:id/reinstate': 'admin',
  'POST /api/admin/directors/:id/approve': 'admin',
  'POST /api/admin/directors/:id/decline': 'admin',
  'GET /api/admin/payments': 'admin',
  'POST /api/admin/payments/:id/resolve-dispute': 'admin',
  'POST /api/admin/payments/:id/settle-owed': 'admin',
  'GET /api/admin/card-holds': 'admin',
  'POST /api/admin/card-holds/:id/resolve': 'admin',
  // No-shows (decision 0042): staff decide the contested ones.
  'GET /api/admin/no-shows': 'admin',
  'POST /api/admin/no-shows/:id/decide': 'admin',
  'POST /api/admin/reviews/:id/hide': 'admin',
  // The safety passport (decision 0050): staff's queue, FCRA steps, certificates.
  'GET /api/admin/safety': 'admin',
  'POST /api/admin/background-checks/:id/decide': 'admin',
  'POST /api/admin/safesport/:id/verify': 'admin',
  'GET /api/admin/safesport/:id/file': 'admin',

  'GET /api/admin/quote-requests': 'admin',

  // Tournament directors (decision 10): the public sign-up and quote form; the rest is the director's own.
  'POST /api/tournament-signup': 'public',
  'POST /api/tournament-quote-requests': 'public',
  'GET /api/tournaments': 'director',
  'POST /api/tournaments/:id/games': 'director-owner',
  'POST /api/tournaments/:id/jobs': 'director-owner',
  'PUT /api/tournament-games/:id': 'director-owner',
  'DELETE /api/tournament-games/:id': 'director-owner',

  'GET /api/health': 'public',
  // Readiness for the load balancer: a status word, nobody's data.
  'GET /api/ready': 'public',
  // Which payment methods this deployment offers: configuration only, nobody's data.
  'GET /api/config': 'public',
  // Test-only (TEST_CONTROLS, never in production): no data of anyone's in its answer.
  'POST /api/test/scheduled-work': 'public',
  'PUT /api/test/jobs/:id/application-window': 'public',
  // Web push: the VAPID public key is public; a device's subscription is the caller's own.
  'GET /api/push/config': 'public',
  'POST /api/push/subscriptions': 'signed-in',
  'DELETE /api/push/subscriptions': 'signed-in',
  'POST /api/auth/register': 'public',
  'POST /register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/user': 'signed-in',
  'GET /api/auth/confirm-email': 'public',
  'POST /api/auth/resend-confirmation': 'signed-in',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',

  'GET /api/users/:id': 'self',
  'PUT /api/users/:id/payment': 'self',
  'PUT /api/users/:id/profile-image': 'self',
  'GET /api/users/:id/notifications': 'self',
  'PUT /api/users/:id/notifications': 'self',
  // The token in the reminder email is the authority; a wrong one is a 400 and changes nothing.
  'POST /api/game-confirmations': 'public',
  'GET /api/jobs/:id/confirmation': 'job-party',
  // The booked helper's in-app "I'll be there"; the team's reopen after a missed reconfirmation.
  'POST /api/jobs/:id/confirmation': 'helper-owner',
  // A job's no-show report: its two sides read it, the team reports, the booked helper contests.
  'GET /api/jobs/:id/no-show': 'job-party',
  'POST /api/jobs/:id/no-show': 'team-owner',
  'POST /api/jobs/:id/no-show/contest': 'helper-owner',
  'POST /api/jobs/:id/reopen': 'team-owner',
  // A rained-out game's new time (decision 0045): the team asks or takes it back, the booked helper answers.
  'POST /api/jobs/:id/reschedule': 'team-owner',
  'POST /api/jobs/:id/reschedule/withdraw': 'team-owner',
  'POST /api/jobs/:id/reschedule/accept': 'helper-owner',
  'POST /api/jobs/:id/reschedule/decline': 'helper-owner',
  // "I can't make it" (decision 0047): only the helper booked on the job.
  'POST /api/jobs/:id/booking/withdraw': 'helper-owner',

  'GET /api/team-profiles/user/:userId': 'public',
  'GET /api/team-profiles/user': 'public',
  'GET /api/team-profiles/:id': 'public',
  'POST /api/team-profiles': 'team',
  'PUT /api/team-profiles/:id': 'team-owner',

  'GET /api/helper-profiles': 'public',
  'GET /api/helper-profiles/featured': 'public',
  'GET /api/helper-profiles/user/:userId': 'public',
  'GET /api/helper-profiles/:id': 'public',
  'POST /api/helper-profiles': 'helper',
  'PUT /api/helper-profiles/:id': 'helper-owner',

  'POST /api/messages': 'signed-in',
  'GET /api/messages/conversations': 'signed-in',
  'GET /api/messages/conversation/:otherUserId': 'party',
  // Marks read what the caller received from that user: a stranger's call touches nothing of A's.
  'POST /api/messages/read/:otherUserId': 'signed-in',
  'GET /api/messages/unread-count': 'signed-in',
  // The thread header's name and role: the same rule as the thread.
  'GET /api/messages/participants/:otherUserId': 'party',

  'GET /api/reviews/reviewee/:userId': 'public',
  // The job in the body: only its team or its assigned helper reviews (a stranger: 403 not_job_party).
  'POST /api/reviews': 'job-party',
  'GET /api/reviews/job/:jobId': 'job-party',
  'POST /api/reviews/:id/reply': 'reviewee',

  // The caller's own payments, dues and referral credits.
  'GET /api/payments': 'signed-in',
  'GET /api/payments/due': 'signed-in',
  'GET /api/users/referral-info': 'signed-in',
  // The team that owns the job reports or pays by card (a free game is spent there); its helper confirms or disputes.
  'POST /api/jobs/:id/payment-report': 'team-owner',
  'POST /api/create-payment-intent': 'team-owner',
  'GET /api/payments/card/:id': 'team-owner',
  // A card job's guarantee (decision 22): the team saves cards and disputes; both sides see it.
  'POST /api/jobs/:id/card-setup': 'team-owner',
  'PUT /api/jobs/:id/card-hold': 'team-owner',
  'POST /api/jobs/:id/card-hold/dispute': 'team-owner',
  'GET /api/jobs/:id/card-hold': 'job-party',
  'POST /api/jobs/:id/payment-confirmation': 'helper-owner',
  'POST /api/jobs/:id/payment-dispute': 'helper-owner',
  // Any helper connects their own card account (a team: 403 wrong_role).
  'POST /api/payments/connect': 'helper',
  // The caller's own card account state (a team has none).
  'GET /api/payments/connect': 'signed-in',
  // Called by Stripe, never with a session: public, but only a body signed with the webhook secret counts.
  'POST /api/webhooks/stripe': 'public',

  'GET /api/jobs': 'public',
  'POST /api/jobs': 'team',
  'GET /api/jobs/team/:teamId': 'public',
  'GET /api/jobs/helper/:helperId': 'helper-owner',
  'GET /api/jobs/:id': 'public',
  'PUT /api/jobs/:id': 'team-owner',
  'POST /api/jobs/:id/cancel': 'team-owner',
  // Streaming consent (decision 0041): the owner confirms it; the booked helper shares the link.
  'POST /api/jobs/:id/stream-consent': 'team-owner',
  'PUT /api/jobs/:id/stream-link': 'helper-owner',
  // The signed-in team's own families list (who may watch its private streams).
  'GET /api/team-families': 'team',
  'POST /api/team-families': 'team',
  'DELETE /api/team-families/:id': 'team-owner',
  'PUT /api/jobs/:id/complete': 'team-owner',
  'POST /api/jobs/:id/complete': 'team-owner',

  'POST /api/applications': 'helper',
  'PUT /api/applications/:id/status': 'team-owner',
  'POST /api/applications/:id/withdraw': 'helper-owner',
  'GET /api/applications/helper/:helperId': 'helper-owner',
  'GET /api/applications/team/:teamId': 'team-owner',

  // Calendars: the caller's own feed address; the feed itself is opened by its secret token alone
  // (calendar apps have no session), and one game's file goes to the job's two sides only.
  'GET /api/users/me/calendar': 'signed-in',
  'POST /api/users/me/calendar-token': 'signed-in',
  'DELETE /api/users/me/calendar-token': 'signed-in',
  'GET /api/calendar/:token.ics': 'public',
  'GET /api/jobs/:id/calendar.ics': 'job-party',

  // The footer's newsletter box: anyone; the tokens from the mails are the only keys.
  'POST /api/newsletter/subscribe': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  // Job alerts (issue 38): a helper's own; the digest's unsubscribe token is its only key.
  'GET /api/users/me/job-alerts': 'helper',
  'PUT /api/users/me/job-alerts': 'helper',
  'POST /api/job-alerts/unsubscribe': 'public',
  // Availability (issue 55): the helper's own; re-staffing is the job's team's.
  'GET /api/users/me/availability': 'helper',
  'PUT /api/users/me/availability': 'helper',
  'PUT /api/users/me/availability/calendar-url': 'helper',
  'POST /api/users/me/availability/calendar-file': 'helper',
  'DELETE /api/users/me/availability/calendar': 'helper',
  'GET /api/users/me/availability/fits': 'helper',
  'GET /api/jobs/:id/restaff': 'team-owner',
  // Standby offers (decision 0051): the team's switch; the offered helper's list and answers.
  'GET /api/jobs/:id/standby-offers': 'team-owner',
  'PUT /api/jobs/:id/standby-offers': 'team-owner',
  'GET /api/users/me/standby-offers': 'helper',
  'POST /api/standby-offers/:id/accept': 'helper-owner',
  'POST /api/standby-offers/:id/decline': 'helper-owner',
  // Teen helpers and guardians (decision 23): the link's token is the key; the guardian view answers
  // only the caller's own teens (403 for anyone else's, guardians.test.ts).
  'POST /api/guardian-consent/preview': 'public',
  'POST /api/guardian-consent': 'signed-in',
  'POST /api/guardian-consent/signup': 'public',
  'POST /api/users/me/guardian': 'signed-in',
  'GET /api/guardian/teens': 'signed-in',
  'GET /api/guardian/teens/:id/thread': 'signed-in',
  'POST /api/guardian/teens/:id/:action': 'signed-in',

  // Statements (record 0052): the caller's own earnings and spend; a user's earnings for
  // themselves, their guardian and staff; a tournament's spend for its director.
  'GET /api/users/me/earnings': 'signed-in',
  'GET /api/users/me/earnings.csv': 'signed-in',
  'GET /api/users/me/earnings.pdf': 'signed-in',
  'GET /api/users/:id/earnings': 'self-or-staff',
  'GET /api/users/:id/earnings.csv': 'self-or-staff',
  'GET /api/users/:id/earnings.pdf': 'self-or-staff',
  'GET /api/users/me/spend': 'signed-in',
  'GET /api/users/me/spend.csv': 'signed-in',
  'GET /api/users/me/spend.pdf': 'signed-in',
  'GET /api/tournaments/:id/spend': 'director-owner',
  'GET /api/tournaments/:id/spend.csv': 'director-owner',
  'GET /api/tournaments/:id/spend.pdf': 'director-owner',
  'POST /api/payments/connect/tax-info': 'helper',
  // The safety passport (decision 0050): the caller's own check and certificate (a team: 403 on the
  // writes), a helper's public passport card, a team's defaults, a teen's for their guardian only, and
  // the provider's webhook, where only a body signed with the API key counts.
  'GET /api/users/me/background-check': 'signed-in',
  'POST /api/users/me/background-check': 'signed-in',
  'GET /api/users/me/safesport': 'signed-in',
  'POST /api/users/me/safesport': 'signed-in',
  'GET /api/passports/:helperId': 'public',
  'GET /api/users/me/safety-defaults': 'team',
  'PUT /api/users/me/safety-defaults': 'team',
  'GET /api/guardian/teens/:id/safety': 'signed-in',
  'POST /api/webhooks/background-checks': 'public',

  'GET /api/events': 'signed-in',
  'POST /api/uploads/images': 'signed-in',
  // The team id travels in the multipart form; posting for another team is refused (bulk-upload.test.ts).
  'POST /api/jobs/bulk-upload': 'team',
  'GET /uploads/:name': 'public',

  // The API reference: the OpenAPI document and its Swagger UI page, static files included.
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'HEAD /api/docs/': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
};

/** Rules under which nobody but A (or A's counterpart) may touch the row: every stranger is refused. */
export const OWNER_RULES: readonly AccessRule[] = [
  'team-owner',
  'helper-owner',
  'self',
  'self-or-staff',
  'party',
  'job-party',
  'reviewee',
  'director-owner',
];

/** The side of the marketplace a rule serves: who the bad-input suite signs in as. */
export const sideOf = (rule: AccessRule | undefined): 'team' | 'helper' | 'director' =>
  rule === 'helper' || rule === 'helper-owner'
    ? 'helper'
    : rule === 'director' || rule === 'director-owner'
      ? 'director'
      : 'team';
