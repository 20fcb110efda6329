import {
  CANCELLATION_POLICY_DEFAULTS,
  DEFAULT_JOB_RATE_CENTS,
  dollarsToCents,
  earliestToday,
  isStreamingJobType,
  JOB_MESSAGES,
  PostJobBodySchema,
  type JobDetail,
  type JobRequirements,
  type CancellationPolicy,
  type JobType,
  type PostJobBody,
  type StreamAudience,
} from '@sideline/shared';

/** What the form holds: strings as the inputs give them, the rate in dollars as typed. */
export interface PostJobValues {
  title: string;
  jobType: JobType;
  jobDate: string;
  startTime: string;
  endTime: string;
  location: string;
  zipCode: string;
  hourlyRate: string;
  description: string;
  /** Pay by card, guaranteed at booking (decision 22), when the deployment takes cards. */
  paysByCard: boolean;
  /** Streaming and full-service jobs: the consent box and who may watch (stream-consent-fields.tsx). */
  streamConfirmed: boolean;
  streamAudience: StreamAudience | '';
  /** The cancellation policy's three numbers as typed (decision 24). */
  policy: PolicyValues;
  /** The safety requirements (decision 0050); unset on a new job, which then takes the team's defaults. */
  requirements?: JobRequirements;
  /** Standby offers (decision 0051): set on a new job; an edit leaves it to the job page's switch. */
  standbyOffers?: boolean;
}

export type PolicyValues = Record<keyof CancellationPolicy, string>;

const policyValues = (policy: CancellationPolicy): PolicyValues => ({
  freeUntilHours: String(policy.freeUntilHours),
  lateCancelPercent: String(policy.lateCancelPercent),
  showUpPercent: String(policy.showUpPercent),
});

/** The form's fields by error: the two consent controls answer to one, `streamConsent`. */
export type PostJobField =
  | Exclude<
      keyof PostJobValues,
      'paysByCard' | 'streamConfirmed' | 'streamAudience' | 'policy' | 'requirements' | 'standbyOffers'
    >
  | 'streamConsent'
  | 'cancellationPolicy';
export type PostJobErrors = Partial<Record<PostJobField, string>>;

/** Order of the fields on screen, so the first invalid one can take the focus. */
export const FIELD_ORDER: PostJobField[] = [
  'title',
  'jobType',
  'streamConsent',
  'jobDate',
  'startTime',
  'endTime',
  'location',
  'zipCode',
  'hourlyRate',
  'cancellationPolicy',
  'description',
];

export const initialValues = (zipCode: string): PostJobValues => ({
  title: '',
  jobType: 'scorekeeper',
  jobDate: '',
  startTime: '',
  endTime: '',
  location: '',
  zipCode,
  hourlyRate: String(DEFAULT_JOB_RATE_CENTS / 100),
  description: '',
  paysByCard: false,
  standbyOffers: false,
  streamConfirmed: false,
  streamAudience: '',
  policy: policyValues(CANCELLATION_POLICY_DEFAULTS),
});

/** An existing job as the form holds it (edit mode): the rate (cents in the app) back in dollars. */
export const valuesFromJob = (job: JobDetail): PostJobValues => ({
  title: job.title,
  jobType: job.jobType,
  jobDate: job.jobDate,
  startTime: job.startTime,
  endTime: job.endTime,
  location: job.location,
  zipCode: job.zipCode,
  hourlyRate: String(job.hourlyRate / 100),
  description: job.description,
  paysByCard: job.paysByCard,
  // An edit shows the recorded consent; saving it unchanged keeps who confirmed it and when.
  streamConfirmed: job.streamConsent !== null,
  streamAudience: job.streamConsent?.audience ?? '',
  policy: policyValues(job.cancellationPolicy),
  requirements: job.requirements,
});

export const MAX_RATE_DOLLARS = 1000;

/** The rate box as a number of dollars; an empty box is missing (undefined), which the schema reports. */
export function rateDollars(hourlyRate: string): number | undefined {
  if (hourlyRate.trim() === '') return undefined;
  const dollars = Number(hourlyRate);
  return Number.isFinite(dollars) ? dollars : Number.NaN;
}

/** Dollars as typed to cents, for the pay preview. */
export function rateCents(hourlyRate: string): number | undefined {
  const dollars = rateDollars(hourlyRate);
  return dollars === undefined ? undefined : dollarsToCents(dollars);
}

/** A field of the form named by a schema or server path ('hourlyRate', 'title'...). */
export const fieldOf = (path: string): PostJobField | null =>
  (FIELD_ORDER as string[]).includes(path) ? (path as PostJobField) : null;

/** The consent as the body carries it: nothing for other job types, or while both controls are untouched. */
function streamConsentOf(values: PostJobValues) {
  if (!isStreamingJobType(values.jobType)) return undefined;
  if (!values.streamConfirmed && !values.streamAudience) return undefined;
  return { confirmed: values.streamConfirmed, audience: values.streamAudience || undefined };
}

/**
 * The shared PostJobBodySchema (the server runs the same one), plus the past-date rule the server
 * also applies. Parsing turns the typed dollars into the cents the app holds; sending encodes them
 * back to dollars. Duration, total pay and team are never sent: the server computes them.
 */
export function validatePostJob(
  values: PostJobValues,
  // The venue's zone is the server's to find from the ZIP: the form refuses only dates past everywhere.
  today: string = earliestToday(),
): { body: PostJobBody; errors: null } | { body: null; errors: PostJobErrors } {
  const result = PostJobBodySchema.safeParse({
    title: values.title,
    description: values.description,
    jobType: values.jobType,
    jobDate: values.jobDate,
    startTime: values.startTime,
    endTime: values.endTime,
    location: values.location,
    zipCode: values.zipCode,
    hourlyRate: rateDollars(values.hourlyRate),
    paysByCard: values.paysByCard,
    streamConsent: streamConsentOf(values),
    cancellationPolicy: {
      freeUntilHours: Number(values.policy.freeUntilHours),
      lateCancelPercent: Number(values.policy.lateCancelPercent),
      showUpPercent: Number(values.policy.showUpPercent),
    },
    requirements: values.requirements,
    standbyOffers: values.standbyOffers,
  });
  const errors: PostJobErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.jobDate && values.jobDate && values.jobDate < today) errors.jobDate = JOB_MESSAGES.pastDate;
  if (result.success && Object.keys(errors).length === 0) return { body: result.data, errors: null };
  return { body: null, errors };
}
