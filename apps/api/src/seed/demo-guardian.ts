import { eq } from 'drizzle-orm';
import { GUARDIAN_CONSENT_WORDING, todayIn } from '@sideline/shared';
import type { Db } from '../db/client.js';
import { guardianships, helperProfiles, users } from '../db/schema/index.js';
import { DEMO_DOMAIN } from './demo-people.js';

/** A 15-year-old demo helper approved by the demo guardian (decision 23), for the guardian view. */
export async function seedDemoGuardian(tx: Db, guardianEmail: string, passwordHash: string): Promise<void> {
  const [guardian] = await tx.select({ id: users.id }).from(users).where(eq(users.email, guardianEmail));
  if (!guardian) throw new Error('demo seed: no demo guardian');
  const born = new Date(`${todayIn('America/New_York')}T12:00:00Z`);
  born.setUTCFullYear(born.getUTCFullYear() - 15);
  born.setUTCDate(born.getUTCDate() - 100);
  const [teen] = await tx
    .insert(users)
    .values({
      email: `leo.okafor@${DEMO_DOMAIN}`,
      username: 'leo.okafor',
      passwordHash,
      firstName: 'Leo',
      lastName: 'Okafor',
      zipCode: '33602',
      role: 'helper',
      referralCode: 'DEMTEENS',
      emailConfirmedAt: new Date(),
      dateOfBirth: born.toISOString().slice(0, 10),
    })
    .returning({ id: users.id });
  await tx.insert(helperProfiles).values({
    userId: teen!.id,
    email: `leo.okafor@${DEMO_DOMAIN}`,
    bio: 'High-school sophomore; I keep the GameChanger book for my brother’s 12U team every weekend.',
    hourlyRateMinCents: 2500,
    hourlyRateMaxCents: 3000,
    isScorekeeper: true,
    isScoreboard: true,
    isStreaming: false,
    hasEquipment: false,
    availability: 'Weekend mornings',
  });
  await tx.insert(guardianships).values({
    teenId: teen!.id,
    guardianEmail,
    guardianId: guardian.id,
    status: 'given',
    // A consented link is never used again; the hash only has to be unique.
    tokenHash: `demo-consent-${teen!.id}`,
    tokenExpiresAt: new Date(),
    consentWording: GUARDIAN_CONSENT_WORDING,
    consentedAt: new Date(),
  });
}
