import type { JobAlertSettingsWire } from '@sideline/shared';

export const JOB_ALERTS_URL = '/api/users/me/job-alerts';

/** A valid PUT /api/users/me/job-alerts body: scorekeeping within 25 miles of Tampa, every day, by email. */
export const alertBody = (overrides: Partial<JobAlertSettingsWire> = {}): JobAlertSettingsWire => ({
  zipCode: '33602',
  radius: 25,
  services: ['scorekeeper'],
  days: [0, 1, 2, 3, 4, 5, 6],
  channel: 'email',
  ...overrides,
});
