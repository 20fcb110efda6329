/** Business constants from the product specification. Money is integer cents. */
export const MIN_HOURLY_RATE_CENTS = 2500;
export const DEFAULT_JOB_RATE_CENTS = 2500;
export const HELPER_RATE_RANGE = { min: 25, max: 100, defaultMin: 25, defaultMax: 50 } as const;
export const TEAM_BUDGET_RANGE = { min: 10, max: 200, default: 25 } as const;
export const PLATFORM_FEE_PERCENT = 10;
export const PAID_GAMES_PER_FREE_GAME = 10;
/** The most one free-game credit takes off a card checkout, unless FREE_GAME_CAP says otherwise. */
export const DEFAULT_FREE_GAME_CAP_DOLLARS = 60;
export const REFERRAL_CREDITS_EACH_SIDE = 1;
export const MIN_HELPER_AGE = 14;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A schedule file (team bulk upload, tournament games): its size cap and its most rows of games. */
export const MAX_SCHEDULE_BYTES = 5 * 1024 * 1024;
export const MAX_SCHEDULE_ROWS = 2000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DEFAULT_SEARCH_RADIUS_MILES = 25;

export const HOME_PREVIEW = { fetch: 6, show: 3 } as const;
export const FEATURED_HELPERS_LIMIT = 4;
export const FIND_TALENT_PLACEHOLDERS = 6;
export const EQUIPMENT_PREVIEW_COUNT = 2;
export const RECENT_APPLICATIONS_SHOWN = 5;

export const VENUE_AUTOCOMPLETE = { minChars: 2, maxSuggestions: 8, blurDelayMs: 150 } as const;
export const TOAST = { durationMs: 5000, removeDelayMs: 1_000_000, swipeThresholdPx: 50, limit: 1 } as const;
export const LOGIN_REDIRECT_DELAY_MS = 100;
export const CONFIRM_REDIRECT_DELAY_MS = 2000;
export const COPY_FEEDBACK_MS = 2000;

/** Token lifetimes. */
export const EMAIL_CONFIRM_TOKEN_HOURS = 48;
export const PASSWORD_RESET_TOKEN_MINUTES = 60;
/**
 * The id of the `<script type="application/json">` in which a page the server rendered carries the
 * API answers it was rendered with (decision 0024): the server writes it, the web app reads it.
 */
export const ROUTE_DATA_ELEMENT_ID = 'sideline-route-data';
/**
 * The API path of the session's user: the first answer a page rendered for a signed-in user asks for
 * (decision 0037), and the one whose presence in a page says it was rendered signed in.
 */
export const SESSION_USER_PATH = '/api/auth/user';
