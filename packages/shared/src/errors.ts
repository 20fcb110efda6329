/**
 * Every `code` an API error body may carry. The server raises only these (AppError is typed on
 * them) and the web app reacts to them, never to message text.
 */
export const ERROR_CODES = [
  // generic
  'bad_request',
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'bad_origin',
  'invalid_json',
  'empty_body',
  'unsupported_media_type',
  'invalid_cursor',
  // accounts
  'invalid_credentials',
  'invalid_token',
  'email_taken',
  'username_taken',
  'unknown_referral_code',
  'account_suspended',
  'not_self',
  'user_not_found',
  // profiles
  'wrong_role',
  'not_owner',
  'profile_exists',
  'team_profile_not_found',
  'helper_profile_not_found',
  'team_profile_missing',
  'team_profile_incomplete',
  'team_venmo_missing',
  'unknown_zip',
  // jobs and applications
  'reminder_outdated',
  'not_reminded',
  'reconfirmation_pending',
  'game_started',
  'job_not_found',
  'application_not_found',
  'invalid_transition',
  'past_date',
  'past_job',
  'before_game_date',
  'own_job',
  'already_applied',
  'helper_overlap',
  // payments
  'payment_not_available',
  'already_paid',
  'not_assigned_helper',
  'payment_not_reported',
  'no_free_games',
  'card_payments_not_configured',
  'card_provider_unavailable',
  'helper_cannot_take_cards',
  'payment_not_found',
  'not_disputed',
  'nothing_owed',
  'already_settled',
  // messages
  'recipient_not_found',
  'self_message',
  // reviews
  'not_job_party',
  'job_not_reviewable',
  'wrong_reviewee',
  'review_window_closed',
  'already_reviewed',
  'review_not_found',
  'not_reviewee',
  'review_not_public',
  'already_replied',
  'review_already_hidden',
  // uploads
  'file_required',
  'file_too_large',
  'invalid_file_type',
  'image_too_large',
  'malformed_upload',
  'unknown_upload',
  // tournaments
  'not_director',
  'director_not_approved',
  'tournament_not_found',
  'game_not_found',
  'game_posted',
  // schedule import (team bulk upload, tournament games file)
  'empty_file',
  'unreadable_file',
  'schedule_columns_missing',
  'schedule_too_many_rows',
  'schedule_cell_invalid',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
