export const SPORTS = ['baseball', 'softball', 'volleyball', 'basketball', 'soccer', 'flag-football'] as const;
export type Sport = (typeof SPORTS)[number];
export const DEFAULT_SPORT: Sport = 'baseball';

export const SPORT_LABELS: Record<Sport, string> = {
  baseball: 'Baseball',
  softball: 'Softball',
  volleyball: 'Volleyball',
  basketball: 'Basketball',
  soccer: 'Soccer',
  'flag-football': 'Flag Football',
};
