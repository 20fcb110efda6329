import { eq } from 'drizzle-orm';
import {
  boundingBox,
  isHelperRole,
  JOB_ALERT_DEFAULT_RADIUS,
  JOB_ALERT_MESSAGES,
  JOB_TYPES,
  type JobAlertSettings,
  type JobAlertSettingsBody,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobAlerts } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { randomToken } from '../../lib/tokens.js';
import type { UserRow } from '../../plugins/session.js';
import { requireZip } from '../geo/geo.service.js';

/** What GET answers before a helper saves anything: every service, every day, and off. */
const DEFAULT_SETTINGS: JobAlertSettings = {
  zipCode: null,
  radius: JOB_ALERT_DEFAULT_RADIUS,
  services: [...JOB_TYPES],
  days: [0, 1, 2, 3, 4, 5, 6],
  channel: 'off',
};

function assertHelper(user: UserRow): void {
  if (!isHelperRole(user.role)) throw forbidden(JOB_ALERT_MESSAGES.helpersOnly, 'wrong_role');
}

const toSettings = (row: typeof jobAlerts.$inferSelect): JobAlertSettings => ({
  zipCode: row.zipCode,
  radius: row.radiusMiles,
  services: row.services as JobAlertSettings['services'],
  days: row.days,
  channel: row.channel,
});

export async function readJobAlerts(db: Db, user: UserRow): Promise<JobAlertSettings> {
  assertHelper(user);
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.userId, user.id));
  return row ? toSettings(row) : DEFAULT_SETTINGS;
}

/** One upsert per save; the ZIP's centroid and zone are stored with it, so matching never looks them up. */
export async function saveJobAlerts(
  db: Db,
  user: UserRow,
  body: JobAlertSettingsBody,
): Promise<JobAlertSettings> {
  assertHelper(user);
  const point = await requireZip(db, body.zipCode);
  const area = boundingBox(point, body.radius);
  const values = {
    zipCode: point.zip,
    latitude: point.latitude,
    longitude: point.longitude,
    timeZone: point.timeZone,
    radiusMiles: body.radius,
    areaMinLat: area.minLat,
    areaMaxLat: area.maxLat,
    areaMinLng: area.minLng,
    areaMaxLng: area.maxLng,
    services: [...new Set(body.services)],
    days: [...new Set(body.days)].sort((a, b) => a - b),
    channel: body.channel,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(jobAlerts)
    .values({ userId: user.id, unsubscribeToken: randomToken(), ...values })
    .onConflictDoUpdate({ target: jobAlerts.userId, set: values })
    .returning();
  return toSettings(row!);
}

/** The digest's one-click link: turns the alerts off; following it again changes nothing. */
export async function unsubscribeJobAlerts(db: Db, token: string): Promise<void> {
  const [row] = await db
    .update(jobAlerts)
    .set({ channel: 'off', updatedAt: new Date() })
    .where(eq(jobAlerts.unsubscribeToken, token))
    .returning({ userId: jobAlerts.userId });
  if (!row) throw badRequest(JOB_ALERT_MESSAGES.invalidUnsubscribeLink, 'invalid_token');
}
