/**
 * Each call's name in the API reference (the method name a generated client gives it), its one-line
 * summary, and whether it needs the session cookie. One table rather than a field in every route
 * file: names stay stable however the routes move between modules, and a reviewer sees them side by
 * side. Keyed like the route table (`METHOD /fastify/:path`); a route missing here still appears in
 * the document under a name derived from its path, and the OpenAPI test names it.
 *
 * session: 'required' answers 401 without the cookie; 'none' never reads it; 'optional' reads it
 * when present (a signed-in viewer sees more: their own rows, an owner's fields).
 */
export type SessionUse = 'required' | 'none' | 'optional';

export interface OperationDoc {
  operationId: string;
  summary: string;
  session: SessionUse;
}

const op = (operationId: string, summary: string, session: SessionUse = 'required'): OperationDoc => ({
  operationId,
  summary,
  session,
});

export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  'GET /api/health': op('getHealth', 'Liveness probe', 'none'),
  'GET /api/ready': op('getReadiness', 'Readiness probe for the load balancer', 'none'),
  'GET /api/config': op('getSiteConfig', 'Payment methods this deployment offers', 'none'),

  'POST /api/auth/register': op('register', 'Sign up', 'none'),
  'POST /register': op('registerLegacy', 'Sign up (the spec’s second path)', 'none'),
  'POST /api/auth/login': op('login', 'Sign in', 'none'),
  'POST /api/auth/logout': op('logout', 'Sign out', 'optional'),
  'GET /api/auth/user': op('getCurrentUser', 'The signed-in user'),
  'GET /api/auth/confirm-email': op('confirmEmail', 'Confirm an email address with its token', 'none'),
  'POST /api/auth/resend-confirmation': op('resendConfirmation', 'Send the confirmation email again'),
  'POST /api/auth/forgot-password': op('forgotPassword', 'Email a password reset link', 'none'),
  'POST /api/auth/reset-password': op('resetPassword', 'Set a new password with a reset token', 'none'),

  'GET /api/users/:id': op('getUser', 'A user’s own account'),
  'PUT /api/users/:id/payment': op('updatePaymentSettings', 'Update payment settings'),
  'PUT /api/users/:id/profile-image': op('updateProfileImage', 'Set the profile image'),
  'GET /api/users/:id/notifications': op('getNotificationSettings', 'Notification settings'),
  'PUT /api/users/:id/notifications': op('updateNotificationSettings', 'Update notification settings'),
  'GET /api/users/referral-info': op('getReferralInfo', 'Referral counts and earnings'),
  'GET /api/users/me/calendar': op('getCalendarFeed', 'The caller’s calendar feed address'),
  'POST /api/users/me/calendar-token': op('createCalendarToken', 'Issue a new calendar feed address'),
  'DELETE /api/users/me/calendar-token': op('deleteCalendarToken', 'Turn the calendar feed off'),
  'GET /api/calendar/:token.ics': op(
    'getCalendarFile',
    'Calendar feed (iCalendar) by its secret token',
    'none',
  ),

  'POST /api/game-confirmations': op(
    'confirmGameByToken',
    'Reconfirm a game from the reminder email',
    'none',
  ),
  'GET /api/jobs/:id/confirmation': op('getJobConfirmation', 'A booked game’s reconfirmation state'),
  'POST /api/jobs/:id/confirmation': op('confirmJob', 'The booked helper reconfirms the game'),
  'POST /api/jobs/:id/reopen': op('reopenJob', 'Reopen a job after a missed reconfirmation'),
  'POST /api/jobs/:id/reschedule': op('rescheduleJob', 'Ask the booked helper to move a rained-out game'),
  'POST /api/jobs/:id/reschedule/withdraw': op('withdrawReschedule', 'Take back a proposed new time'),
  'POST /api/jobs/:id/reschedule/accept': op('acceptReschedule', 'Accept the new time of a game'),
  'POST /api/jobs/:id/reschedule/decline': op('declineReschedule', 'Decline the new time of a game'),
  'POST /api/jobs/:id/booking/withdraw': op(
    'withdrawFromBooking',
    "The booked helper can't make it: withdraw before the start",
  ),
  'GET /api/users/me/background-check': op('getMyBackgroundCheck', 'The signed-in helper’s background check'),
  'POST /api/users/me/background-check': op('startBackgroundCheck', 'Start a background check (adults only)'),
  'GET /api/users/me/safesport': op('getMySafeSport', 'The signed-in helper’s SafeSport training'),
  'POST /api/users/me/safesport': op(
    'uploadSafeSportCertificate',
    'Upload a SafeSport certificate (multipart)',
  ),
  'GET /api/passports/:helperId': op('getHelperPassport', 'A helper’s safety passport', 'none'),
  'GET /api/users/me/safety-defaults': op('getTeamSafetyDefaults', 'The team’s default job requirements'),
  'PUT /api/users/me/safety-defaults': op(
    'saveTeamSafetyDefaults',
    'Save the team’s default job requirements',
  ),
  'GET /api/guardian/teens/:id/safety': op(
    'getTeenSafety',
    'A guardian’s view of the teen’s safety passport',
  ),
  'POST /api/webhooks/background-checks': op(
    'backgroundCheckWebhook',
    'Background-check provider events (signed with the API key)',
    'none',
  ),
  'GET /api/jobs/:id/no-show': op('getJobNoShow', 'A job’s no-show report, for its team and helper'),
  'POST /api/jobs/:id/no-show': op('reportNoShow', 'The team reports its booked helper did not come'),
  'POST /api/jobs/:id/no-show/contest': op('contestNoShow', 'The helper contests a no-show within 48 hours'),

  'GET /api/team-profiles/user/:userId': op('getTeamProfileByUser', 'A user’s team profile', 'optional'),
  'GET /api/team-profiles/user': op('findTeamProfileByUser', 'A user’s team profile (by query)', 'optional'),
  'GET /api/team-profiles/:id': op('getTeamProfile', 'A team profile', 'optional'),
  'POST /api/team-profiles': op('createTeamProfile', 'Create the caller’s team profile'),
  'PUT /api/team-profiles/:id': op('updateTeamProfile', 'Update a team profile'),

  'GET /api/helper-profiles': op('searchHelperProfiles', 'Search helpers by distance', 'optional'),
  'GET /api/helper-profiles/featured': op('listFeaturedHelpers', 'Featured helpers', 'none'),
  'GET /api/helper-profiles/user/:userId': op(
    'getHelperProfileByUser',
    'A user’s helper profile',
    'optional',
  ),
  'GET /api/helper-profiles/:id': op('getHelperProfile', 'A helper profile', 'optional'),
  'POST /api/helper-profiles': op('createHelperProfile', 'Create the caller’s helper profile'),
  'PUT /api/helper-profiles/:id': op('updateHelperProfile', 'Update a helper profile'),

  'POST /api/messages': op('sendMessage', 'Send a message'),
  'GET /api/messages/conversations': op('listConversations', 'The caller’s conversations'),
  'GET /api/messages/conversation/:otherUserId': op('getConversation', 'The thread with another user'),
  'GET /api/messages/participants/:otherUserId': op(
    'getConversationParticipant',
    'The other side of a thread',
  ),
  'POST /api/messages/read/:otherUserId': op('markConversationRead', 'Mark a thread read'),
  'GET /api/messages/unread-count': op('getUnreadCount', 'Unread message count'),

  'POST /api/reviews': op('createReview', 'Review the other side of a job'),
  'GET /api/reviews/reviewee/:userId': op('listReviewsOfUser', 'Published reviews of a user', 'optional'),
  'GET /api/reviews/job/:jobId': op('listJobReviews', 'The reviews of one job'),
  'POST /api/reviews/:id/reply': op('replyToReview', 'Reply to a review of the caller'),

  'GET /api/jobs': op('searchJobs', 'Search jobs by distance', 'optional'),
  'POST /api/jobs': op('createJob', 'Post a job'),
  'GET /api/jobs/team/:teamId': op('listTeamJobs', 'A team’s jobs', 'optional'),
  'GET /api/jobs/helper/:helperId': op('listHelperJobs', 'A helper’s booked jobs'),
  'GET /api/jobs/:id': op('getJob', 'A job with its team, helper and applications', 'optional'),
  'PUT /api/jobs/:id': op('updateJob', 'Edit a job'),
  'POST /api/jobs/:id/cancel': op('cancelJob', 'Cancel a job'),
  'POST /api/jobs/:id/stream-consent': op(
    'confirmStreamConsent',
    'The team confirms streaming consent and who may watch',
  ),
  'PUT /api/jobs/:id/stream-link': op('setStreamLink', 'The booked helper shares the stream link'),
  'GET /api/team-families': op('listTeamFamilies', 'The team’s families list (private stream viewers)'),
  'POST /api/team-families': op('addTeamFamily', 'Add a family member’s email to the team’s list'),
  'DELETE /api/team-families/:id': op('removeTeamFamily', 'Remove an email from the team’s families list'),
  'PUT /api/jobs/:id/complete': op('completeJob', 'Mark a job complete'),
  'POST /api/jobs/:id/complete': op('completeJobByPost', 'Mark a job complete (the spec’s second method)'),
  'GET /api/jobs/:id/calendar.ics': op('getJobCalendarFile', 'One game as an iCalendar file'),
  'POST /api/jobs/bulk-upload': op('uploadSchedule', 'Post a job per game of a schedule file'),

  'POST /api/applications': op('createApplication', 'Apply to a job'),
  'PUT /api/applications/:id/status': op('updateApplicationStatus', 'Accept or reject an application'),
  'POST /api/applications/:id/withdraw': op('withdrawApplication', 'Withdraw an application'),
  'GET /api/applications/helper/:helperId': op('listHelperApplications', 'A helper’s applications'),
  'GET /api/applications/team/:teamId': op('listTeamApplications', 'Applications to a team’s jobs'),

  'GET /api/events': op('streamEvents', 'Live updates for the caller (server-sent events)'),
  'POST /api/uploads/images': op('uploadImage', 'Upload an image'),
  'GET /uploads/:name': op('getUpload', 'An uploaded image', 'none'),

  'GET /api/payments': op('listPayments', 'The caller’s payments'),
  'GET /api/payments/due': op('listPaymentsDue', 'Payments due from or to the caller'),
  'POST /api/jobs/:id/payment-report': op('reportPayment', 'The team reports paying the helper'),
  'POST /api/jobs/:id/payment-confirmation': op('confirmPayment', 'The helper confirms being paid'),
  'POST /api/jobs/:id/payment-dispute': op('disputePayment', 'The helper disputes a reported payment'),
  'POST /api/payments/connect': op('connectCardAccount', 'Start connecting a card payout account'),
  'GET /api/payments/connect': op('getCardAccount', 'The caller’s card payout account'),
  'GET /api/payments/card/:id': op('getCardPayment', 'A job’s card payment'),
  'POST /api/create-payment-intent': op('createPaymentIntent', 'Start a card payment for a job'),
  'POST /api/jobs/:id/card-setup': op('startCardSetup', 'Save a card to guarantee a booking'),
  'GET /api/jobs/:id/card-hold': op('getCardHold', 'A job’s card guarantee'),
  'PUT /api/jobs/:id/card-hold': op('replaceHoldCard', 'Replace the card behind a guarantee'),
  'POST /api/jobs/:id/card-hold/dispute': op('disputeCardHold', 'Dispute a guarantee before capture'),
  'GET /api/admin/card-holds': op('adminListDisputedCardHolds', 'Admin: card charges teams stopped'),
  'POST /api/admin/card-holds/:id/resolve': op('adminResolveCardHold', 'Admin: resolve a disputed guarantee'),
  'GET /api/admin/safety': op(
    'adminSafetyQueue',
    'Admin: background checks to decide and certificates to verify',
  ),
  'POST /api/admin/background-checks/:id/decide': op(
    'adminDecideBackgroundCheck',
    'Admin: go ahead with a "consider" report, or take the next FCRA adverse-action step',
  ),
  'POST /api/admin/safesport/:id/verify': op(
    'adminVerifySafeSport',
    'Admin: verify or refuse a SafeSport certificate',
  ),
  'GET /api/admin/safesport/:id/file': op('adminSafeSportFile', 'Admin: download a SafeSport certificate'),
  'GET /api/admin/no-shows': op('adminListContestedNoShows', 'Admin: no-shows the helper contested'),
  'POST /api/admin/no-shows/:id/decide': op('adminDecideNoShow', 'Admin: uphold or overturn a no-show'),
  'POST /api/webhooks/stripe': op('receiveStripeWebhook', 'Card provider events (signed)', 'none'),

  'GET /api/admin/users': op('adminListUsers', 'Admin: users'),
  'GET /api/admin/users/:id': op('adminGetUser', 'Admin: one user in detail'),
  'POST /api/admin/users/:id/suspend': op('adminSuspendUser', 'Admin: suspend a user'),
  'POST /api/admin/users/:id/reinstate': op('adminReinstateUser', 'Admin: reinstate a user'),
  'GET /api/admin/jobs': op('adminListJobs', 'Admin: jobs'),
  'GET /api/admin/team-profiles': op('adminListTeamProfiles', 'Admin: team profiles'),
  'GET /api/admin/helper-profiles': op('adminListHelperProfiles', 'Admin: helper profiles'),
  'GET /api/admin/audit-log': op('adminListAuditLog', 'Admin: the audit log'),
  'GET /api/admin/programs': op('adminGetProgramFigures', 'Admin: program figures'),
  'GET /api/admin/programs/staffing': op('adminGetStaffingFigures', 'Admin: staffing by week and sport'),
  'GET /api/admin/directors': op('adminListDirectors', 'Admin: tournament director sign-ups'),
  'POST /api/admin/directors/:id/approve': op('adminApproveDirector', 'Admin: approve a director'),
  'POST /api/admin/directors/:id/decline': op('adminDeclineDirector', 'Admin: decline a director'),
  'GET /api/admin/payments': op('adminListPayments', 'Admin: payments, by queue'),
  'POST /api/admin/payments/:id/resolve-dispute': op('adminResolveDispute', 'Admin: resolve a dispute'),
  'POST /api/admin/payments/:id/settle-owed': op('adminSettleOwed', 'Admin: settle an owed payment'),
  'POST /api/admin/reviews/:id/hide': op('adminHideReview', 'Admin: hide a review'),
  'GET /api/admin/failed-emails': op('adminListFailedEmails', 'Admin: emails that could not be sent'),
  'GET /api/admin/quote-requests': op('adminListQuoteRequests', 'Admin: tournament quote requests'),

  'POST /api/newsletter/subscribe': op('subscribeNewsletter', 'Subscribe to the newsletter', 'none'),
  'POST /api/newsletter/confirm': op('confirmNewsletter', 'Confirm a newsletter subscription', 'none'),
  'POST /api/newsletter/unsubscribe': op('unsubscribeNewsletter', 'Leave the newsletter', 'none'),
  'GET /api/users/me/job-alerts': op('getJobAlerts', 'Job alert settings'),
  'PUT /api/users/me/job-alerts': op('updateJobAlerts', 'Save job alert settings'),
  'GET /api/users/me/availability': op(
    'getAvailability',
    'Weekly hours, blocked dates and calendar busy times',
  ),
  'PUT /api/users/me/availability': op(
    'updateAvailability',
    'Save weekly hours, blocked dates and games per day',
  ),
  'PUT /api/users/me/availability/calendar-url': op(
    'setCalendarAddress',
    'Read busy times from a calendar address',
  ),
  'POST /api/users/me/availability/calendar-file': op(
    'uploadCalendarFile',
    'Read busy times from an .ics file',
  ),
  'DELETE /api/users/me/availability/calendar': op(
    'removeCalendar',
    'Forget the calendar and its busy times',
  ),
  'GET /api/users/me/availability/fits': op('getAvailabilityFits', 'Whether games fit my availability'),
  'GET /api/jobs/:id/restaff': op(
    'getRestaffSuggestion',
    'The next best available applicant after a drop-out',
  ),
  'GET /api/jobs/:id/standby-offers': op(
    'getStandbyOffers',
    "A job's standby offers: the setting and the open offer",
  ),
  'PUT /api/jobs/:id/standby-offers': op('setStandbyOffers', 'Turn standby offers on or off for a job'),
  'GET /api/users/me/standby-offers': op('listMyStandbyOffers', 'My open standby offers'),
  'POST /api/standby-offers/:id/accept': op('acceptStandbyOffer', 'Accept a standby offer and be booked'),
  'POST /api/standby-offers/:id/decline': op('declineStandbyOffer', 'Decline a standby offer'),
  'POST /api/job-alerts/unsubscribe': op(
    'unsubscribeJobAlerts',
    'Turn job alerts off from a digest link',
    'none',
  ),
  'POST /api/guardian-consent/preview': op(
    'previewGuardianConsent',
    "What a guardian's consent link asks",
    'none',
  ),
  'POST /api/guardian-consent': op(
    'giveGuardianConsent',
    "Approve a teen helper's account as their guardian",
  ),
  'POST /api/guardian-consent/signup': op(
    'signUpAsGuardian',
    'Make a guardian account from a consent link and approve',
    'none',
  ),
  'POST /api/users/me/guardian': op('requestGuardianConsent', 'Ask a parent or guardian to approve again'),
  'GET /api/guardian/teens': op('listGuardianTeens', "A guardian's teens and their activity"),
  'GET /api/guardian/teens/:id/thread': op('getGuardianTeenThread', "Read one of a teen's conversations"),
  'POST /api/guardian/teens/:id/:action': op('actOnGuardianTeen', "Pause, resume or close a teen's account"),

  'POST /api/tournament-signup': op('signUpDirector', 'Tournament director sign-up', 'none'),
  'POST /api/tournament-quote-requests': op('requestTournamentQuote', 'Ask for a tournament quote', 'none'),
  'GET /api/tournaments': op('getDirectorDashboard', 'The director’s tournaments and games'),
  'POST /api/tournaments/:id/games': op('importTournamentGames', 'Import a tournament’s games'),
  'POST /api/tournaments/:id/jobs': op('postTournamentJobs', 'Post jobs for a tournament’s games'),
  'PUT /api/tournament-games/:id': op('updateTournamentGame', 'Edit a tournament game'),
  'DELETE /api/tournament-games/:id': op('deleteTournamentGame', 'Remove a tournament game'),

  'GET /api/push/config': op('getPushConfig', 'The Web Push public key', 'none'),
  'POST /api/push/subscriptions': op('subscribePush', 'Register this device for push'),
  'DELETE /api/push/subscriptions': op('unsubscribePush', 'Unregister this device from push'),

  // Statements (decision record 0052): JSON, and the same statement as a spreadsheet or a PDF.
  'GET /api/users/me/earnings': op('getMyEarnings', 'The caller’s earnings statement for a period'),
  'GET /api/users/me/earnings.csv': op('getMyEarningsCsv', 'The caller’s earnings statement as CSV'),
  'GET /api/users/me/earnings.pdf': op('getMyEarningsPdf', 'The caller’s earnings statement as PDF'),
  'GET /api/users/:id/earnings': op('getUserEarnings', 'A user’s earnings statement (self, guardian, staff)'),
  'GET /api/users/:id/earnings.csv': op('getUserEarningsCsv', 'A user’s earnings statement as CSV'),
  'GET /api/users/:id/earnings.pdf': op('getUserEarningsPdf', 'A user’s earnings statement as PDF'),
  'GET /api/users/me/spend': op('getMySpend', 'The caller’s spend statement with receipts'),
  'GET /api/users/me/spend.csv': op('getMySpendCsv', 'The caller’s spend statement as CSV'),
  'GET /api/users/me/spend.pdf': op('getMySpendPdf', 'The caller’s spend statement as PDF'),
  'GET /api/tournaments/:id/spend': op('getTournamentSpend', 'A tournament’s spend statement'),
  'GET /api/tournaments/:id/spend.csv': op('getTournamentSpendCsv', 'A tournament’s spend statement as CSV'),
  'GET /api/tournaments/:id/spend.pdf': op('getTournamentSpendPdf', 'A tournament’s spend statement as PDF'),
  'POST /api/payments/connect/tax-info': op(
    'createTaxInfoLink',
    'The card provider’s tax-information (W-9) step',
  ),

  'POST /api/test/scheduled-work': op('runScheduledWork', 'Test only: run the scheduled sweeps now', 'none'),
  'PUT /api/test/jobs/:id/application-window': op(
    'setApplicationWindow',
    "Test only: move the end of a job's application window",
    'none',
  ),
};

/** The name a route gets when the table has no entry: unique, if not pretty (`postApiJobsIdHold`). */
export function fallbackOperation(method: string, url: string): OperationDoc {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return { operationId: `${method.toLowerCase()}${camel}`, summary: `${method} ${url}`, session: 'required' };
}
