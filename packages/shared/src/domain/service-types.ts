export const JOB_TYPES = ['scorekeeper', 'scoreboard', 'streaming', 'full-service'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export interface ServiceTypeInfo {
  label: string;
  priceLabel: string;
}

const SERVICE_TYPES: Record<JobType, ServiceTypeInfo> = {
  scorekeeper: { label: 'Scorekeeping', priceLabel: '$25+/hour' },
  scoreboard: { label: 'Scoreboard', priceLabel: '$25+/hour' },
  streaming: { label: 'Streaming', priceLabel: '$25+/hour' },
  'full-service': { label: 'Full Service', priceLabel: '$35+/hour' },
};

const OTHER: ServiceTypeInfo = { label: 'Other', priceLabel: '$25+/hour' };

export function serviceTypeInfo(jobType: string): ServiceTypeInfo {
  return (SERVICE_TYPES as Record<string, ServiceTypeInfo>)[jobType] ?? OTHER;
}
