/** Availability (issue 55): a helper's weekly hours, blocked dates, calendar and games-per-day limit. */
export const AVAILABILITY_MAX_WEEKLY = 28;
export const AVAILABILITY_MAX_BLACKOUTS = 100;
export const AVAILABILITY_MAX_GAMES_PER_DAY = 12;
/** An uploaded or fetched calendar larger than this is refused. */
export const CALENDAR_MAX_BYTES = 1_000_000;
/** Busy times are kept this far ahead; older ones are dropped. */
export const CALENDAR_HORIZON_DAYS = 180;

export const AVAILABILITY_MESSAGES = {
  timeZone: 'Choose a valid time zone',
  day: 'Choose a day of the week',
  time: 'Enter a time as HH:MM',
  sameTimes: 'A range must end at a different time than it starts',
  weekly: `At most ${AVAILABILITY_MAX_WEEKLY} weekly ranges`,
  date: 'Enter a real date as YYYY-MM-DD',
  blackoutOrder: 'A blocked range must end on or after its first day',
  blackouts: `At most ${AVAILABILITY_MAX_BLACKOUTS} blocked dates`,
  note: 'A note is at most 100 characters',
  maxGamesPerDay: `Games per day must be a whole number from 1 to ${AVAILABILITY_MAX_GAMES_PER_DAY}, or no limit`,
  helpersOnly: 'Only helper accounts have availability.',
  saved: 'Availability saved.',
  calendarUrl: 'Enter the https address of your calendar (webcal:// works too)',
  calendarFile: 'Choose an .ics calendar file',
  calendarTooLarge: 'That calendar is larger than 1 MB.',
  calendarUnreadable: 'That is not a calendar file we can read (.ics).',
  calendarUnreachable: 'We could not fetch that calendar. Check the address and that it is public.',
  calendarNotPublic: 'That calendar address is not on the public internet.',
  calendarSlow: 'That calendar took too long to answer.',
  fitsYourAvailability: 'Fits your availability',
  outsideYourAvailability: 'Outside your availability',
  available: 'Available',
  notAvailable: 'Not available',
  confirmOutside: 'This game is outside your availability. Apply anyway?',
  noNextHelper: 'No other available applicant yet: new applications will appear under Manage Applications.',
} as const;
