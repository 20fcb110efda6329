import { roundMiles, type OwnHelperProfile } from '@sideline/shared';
import type { helperProfiles } from '../../db/schema/index.js';

export type HelperRow = typeof helperProfiles.$inferSelect;
export interface HelperOwner {
  firstName: string;
  lastName: string;
  zipCode: string;
}

/**
 * One view for every reader; the email (GameChanger access) and Venmo handle are only filled in for
 * the profile's owner, so no other user's contact details leave the server.
 */
export function toHelperView(
  row: HelperRow,
  owner: HelperOwner,
  viewerId: number | null,
  distance: number | null = null,
): OwnHelperProfile {
  const isOwner = viewerId === row.userId;
  return {
    id: row.id,
    userId: row.userId,
    user: owner,
    bio: row.bio,
    hourlyRateMinCents: row.hourlyRateMinCents,
    hourlyRateMaxCents: row.hourlyRateMaxCents,
    isScorekeeper: row.isScorekeeper,
    isScoreboard: row.isScoreboard,
    isStreaming: row.isStreaming,
    hasEquipment: row.hasEquipment,
    equipmentDetails: row.equipmentDetails,
    equipment: row.equipment,
    availability: row.availability,
    profileImage: row.profileImage,
    isVerified: row.isVerified,
    yearsOfExperience: row.yearsOfExperience,
    completedJobs: row.completedJobs,
    avgRating: row.avgRating,
    totalReviews: row.totalReviews,
    certifications: row.certifications,
    experience: row.experience,
    distanceMiles: distance === null ? null : roundMiles(Number(distance)),
    email: isOwner ? row.email : null,
    venmoUsername: isOwner ? row.venmoUsername : null,
  };
}
