/**
 * The background-check provider, shaped like Checkr's API (decision 0050): a candidate, an
 * invitation to the provider's hosted flow (where the person gives FCRA consent and their details),
 * and the report's status by signed webhook. Real keys come from CHECKR_API_KEY; tests and the demo
 * point CHECKR_API_URL at the local fake (apps/api/test/fakes/fake-checkr.ts), which answers the same calls.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SAFETY_MESSAGES } from '@sideline/shared';
import type { BackgroundCheckConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';

export interface ProviderCandidate {
  email: string;
  firstName: string;
  lastName: string;
  zipCode: string;
}

export interface ProviderInvitation {
  candidateId: string;
  invitationId: string;
  invitationUrl: string;
}

/** The configuration, or 503 when this server has no provider keys. */
export function checksConfig(config: BackgroundCheckConfig | undefined): BackgroundCheckConfig {
  if (!config)
    throw new AppError(503, 'background_checks_not_configured', SAFETY_MESSAGES.checksNotConfigured);
  return config;
}

const unavailable = () =>
  new AppError(503, 'background_check_provider_unavailable', SAFETY_MESSAGES.providerUnavailable);

async function call(
  config: BackgroundCheckConfig,
  path: string,
  body: object,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw unavailable();
  }
  if (!response.ok) throw unavailable();
  return (await response.json()) as Record<string, unknown>;
}

/** Creates the candidate and invites them to the hosted flow; nothing is stored at the provider's side by us beyond these. */
export async function inviteCandidate(
  config: BackgroundCheckConfig,
  person: ProviderCandidate,
  workState: string | null,
): Promise<ProviderInvitation> {
  const candidate = await call(config, '/v1/candidates', {
    email: person.email,
    first_name: person.firstName,
    last_name: person.lastName,
    zipcode: person.zipCode,
  });
  const invitation = await call(config, '/v1/invitations', {
    candidate_id: candidate.id,
    package: config.packageSlug,
    work_locations: [{ country: 'US', ...(workState ? { state: workState } : {}) }],
  });
  if (
    typeof candidate.id !== 'string' ||
    typeof invitation.id !== 'string' ||
    typeof invitation.invitation_url !== 'string'
  )
    throw unavailable();
  return { candidateId: candidate.id, invitationId: invitation.id, invitationUrl: invitation.invitation_url };
}

/** The provider signs each webhook body with the API key (HMAC-SHA256, hex), in X-Checkr-Signature. */
export function signWebhook(apiKey: string, body: Buffer | string): string {
  return createHmac('sha256', apiKey).update(body).digest('hex');
}

export function verifyWebhook(apiKey: string, body: Buffer, signature: string): boolean {
  const expected = Buffer.from(signWebhook(apiKey, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const REAL_API = 'https://api.checkr.com';

/** Staff read the report in the provider's dashboard (it is never copied to Sideline). */
export function staffReportUrl(
  config: BackgroundCheckConfig | undefined,
  reportId: string | null,
): string | null {
  if (!config || !reportId) return null;
  return config.apiUrl === REAL_API
    ? `https://dashboard.checkr.com/reports/${reportId}`
    : `${config.apiUrl}/reports/${reportId}`;
}

/** The person reads their own report in the provider's candidate portal (linked from the FCRA notices). */
export function candidateReportUrl(
  config: BackgroundCheckConfig | undefined,
  reportId: string | null,
): string {
  if (!config || config.apiUrl === REAL_API || !reportId) return 'https://candidate.checkr.com';
  return `${config.apiUrl}/candidate/reports/${reportId}`;
}
