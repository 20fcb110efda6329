import type { HelperProfile } from '@sideline/shared';

/** The skill names the helper forms use, for the profile's ticked services. */
export function helperSkillLabels(
  profile: Pick<HelperProfile, 'isScorekeeper' | 'isScoreboard' | 'isStreaming'>,
): string[] {
  const labels: string[] = [];
  if (profile.isScorekeeper) labels.push('GameChanger Scorekeeping');
  if (profile.isScoreboard) labels.push('Scoreboard Operation');
  if (profile.isStreaming) labels.push('Live Streaming');
  return labels;
}

/** "$25 - $50/hour" from cents. */
export function rateRangeLabel(profile: Pick<HelperProfile, 'hourlyRateMin' | 'hourlyRateMax'>): string {
  return `$${Math.round(profile.hourlyRateMin / 100)} - $${Math.round(profile.hourlyRateMax / 100)}/hour`;
}
