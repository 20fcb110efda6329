import { isMinorOn, roundMiles, type HelperProfile } from '@sideline/shared';
import { sql } from 'drizzle-orm';
import { guardianships, users, type helperProfiles } from '../../db/schema/index.js';

export type HelperRow = typeof helperProfiles.$inferSelect;
export interface HelperOwner {
  firstName: string;
  lastName: string;
  zipCode: string;
  venmoUsername: string | null;
  dateOfBirth: string | null;
  guardianApproved: boolean;
}

/** The owner's columns every helper read joins: their name and ZIP, and the account's one Venmo handle. */
export const ownerColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  zipCode: users.zipCode,
  venmoUsername: users.venmoUsername,
  dateOfBirth: users.dateOfBirth,
  // Only accounts with a birth date (teens among them) look the guardianship up, on its unique index.
  guardianApproved: sql<boolean>`(${users.dateOfBirth} is not null and exists (select 1 from ${guardianships} where ${guardianships.teenId} = ${users.id} and ${guardianships.status} = 'given'))`,
};

/**
 * One view for every reader; the email (GameChanger access) and Venmo handle are only filled in for
 * the profile's owner, so no other user's contact details leave the server.
 */
export function toHelperView(
  row: HelperRow,
  owner: HelperOwner,
  viewerId: number | null,
  distance: number | null = null,
): HelperProfile {
  const isOwner = viewerId === row.userId;
  return {
    id: row.id,
    userId: row.userId,
    email: isOwner ? row.email : null,
    user: { firstName: owner.firstName, lastName: owner.lastName, zipCode: owner.zipCode },
    bio: row.bio,
    hourlyRateMin: row.hourlyRateMinCents,
    hourlyRateMax: row.hourlyRateMaxCents,
    isScorekeeper: row.isScorekeeper,
    isScoreboard: row.isScoreboard,
    isStreaming: row.isStreaming,
    hasEquipment: row.hasEquipment,
    equipmentDetails: row.equipmentDetails,
    equipment: row.equipment,
    availability: row.availability,
    venmoUsername: isOwner ? owner.venmoUsername : null,
    profileImage: row.profileImage,
    isVerified: row.isVerified,
    verified: row.isVerified,
    yearsOfExperience: row.yearsOfExperience,
    completedJobs: row.completedJobs,
    avgRating: row.avgRating,
    totalReviews: row.totalReviews,
    certifications: row.certifications,
    experience: row.experience,
    skills: [
      ...(row.isScorekeeper ? (['scorekeeper'] as const) : []),
      ...(row.isScoreboard ? (['scoreboard'] as const) : []),
      ...(row.isStreaming ? (['streaming'] as const) : []),
    ],
    distanceMiles: distance === null ? null : roundMiles(Number(distance)),
    // "Under 18, guardian approved" (decision 23): a teen still waiting for approval is not labelled so.
    underEighteen:
      owner.guardianApproved && isMinorOn(owner.dateOfBirth, new Date().toISOString().slice(0, 10)),
  };
}
