import path from 'node:path';
import type { S3StorageOptions } from './lib/s3-storage.js';
import { EnvSchema } from './config-env.js';
import { parseTrustProxy, type TrustProxy } from './config-trust-proxy.js';

export type { TrustProxy };

/**
 * Origins the card provider's script, frames and API calls come from, admitted by the CSP only when
 * its keys are configured (payments land later; until then the policy stays strictly 'self').
 */
const CARD_PROVIDER_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
export type CspOrigins = typeof CARD_PROVIDER_ORIGINS;

/** The push services of the browsers that offer Web Push: Chrome, Firefox, Edge and Safari. */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
] as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  webDist: string | undefined;
  /** The framework-mode build whose routes it serves instead of the shells (decision 0054). */
  webFrameworkBuild: string | undefined;
  /** Uploaded images go to this S3-compatible bucket when set, else to DATA_DIR/uploads. */
  s3: S3StorageOptions | undefined;
  logLevel: string;
  /** Sign-in attempts allowed per address and email in 15 minutes. */
  loginRateLimit: number;
  /** Sign-ins allowed per address across all emails in 15 minutes (password spraying). */
  loginAddressRateLimit: number;
  /** Sign-ups allowed per address per hour. */
  registerRateLimit: number;
  /** Which proxies may set X-Forwarded-For: none, a hop count, or their addresses. */
  trustProxy: TrustProxy;
  /** After SIGTERM, how long /api/ready answers 503 while requests are still served, before HTTP stops. */
  shutdownDrainMs: number;
  /**
   * After the drain (or from the stop request, during start-up), how long closing may take before
   * the process exits anyway: a hung request or job never keeps a stopped server alive.
   */
  shutdownTimeoutMs: number;
  /** Prometheus metrics on their own listener (never the public port); unset, nothing is measured. */
  metrics: { port: number; host: string } | undefined;
  /** OpenTelemetry traces over OTLP/HTTP; unset, the tracing libraries are never loaded. */
  tracing: TracingConfig | undefined;
  /** Extra origins the Content-Security-Policy admits (the card provider's, when configured). */
  cspOrigins: CspOrigins;
  /** The most one free-game credit takes off a card checkout, in cents (FREE_GAME_CAP, dollars). */
  freeGameCapCents: number;
  /** MINOR_LATEST_END: the latest venue-local end of a game a minor may be booked for. */
  minorLatestEnd: string;
  /** APPLICATION_WINDOW_MINUTES: how long a new job gathers applications (0: no window). */
  applicationWindowMinutes: number;
  /** Card payments through Stripe Connect; unset (no keys), the card calls answer 503. */
  stripe: StripeConfig | undefined;
  /** Background checks through Checkr (or its local fake); unset, starting one answers 503. */
  backgroundChecks: BackgroundCheckConfig | undefined;
  /** Web Push through VAPID; unset (no keys), the opt-in is hidden and nothing is pushed. */
  push: PushConfig | undefined;
  /**
   * The push services the server will post to: browsers' own (exact hosts, or `*.` for any host
   * below a name). Anything else is refused at subscription and, by its resolved address, at send.
   */
  pushServiceHosts: string[];
  /** A local stand-in push service (http://127.0.0.1:PORT), allowed only with NODE_ENV=test. */
  pushTestOrigin: string | undefined;
  /** A local calendar server (http://127.0.0.1:PORT) a helper's calendar may be fetched from, NODE_ENV=test only. */
  calendarTestOrigin: string | undefined;
  /** Tests shorten a calendar fetch's time limit; unset, calendar-fetch.ts's own limit holds. */
  calendarFetchTimeoutMs?: number;
  /**
   * Test-only routes under /api/test (run the scheduled work now, as of a given time), for browser
   * tests that must not wait for the queue's minute ticks. Refused with NODE_ENV=production.
   */
  testControls: boolean;
}

export interface TracingConfig {
  /** The collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to its /v1/traces. */
  endpoint: string;
  serviceName: string;
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about our pushes: a mailto: address or the site's URL. */
  subject: string;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | undefined;
  /** Another address for Stripe's API (a local fake in tests, or stripe-mock). */
  apiUrl: string | undefined;
}

export interface BackgroundCheckConfig {
  apiKey: string;
  /** https://api.checkr.com, or the local fake (apps/api/test/fakes/fake-checkr.ts), tests and demo. */
  apiUrl: string;
  /** The screening package each invitation asks for. */
  packageSlug: string;
}

export class ConfigError extends Error {}

/** The one place that reads the environment; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string')
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy}`);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (npx web-push generate-vapid-keys) or neither',
    );
  if (e.TEST_CONTROLS && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  TEST_CONTROLS: test-only routes are never served with NODE_ENV=production',
    );
  // Links in every mail carry the site's address: a guess (the bind address, 0.0.0.0 in the image)
  // would send people nowhere, so production says where it is served.
  if (!e.PUBLIC_URL && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required with NODE_ENV=production (the address users type, such as https://sideline.example.org)',
    );
  if (e.CALENDAR_TEST_ORIGIN && e.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration:\n  CALENDAR_TEST_ORIGIN: allowed only with NODE_ENV=test');
  if (e.PUSH_TEST_ORIGIN && e.NODE_ENV !== 'test')
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_TEST_ORIGIN: a local test push service is allowed only with NODE_ENV=test',
    );
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    webDist: e.WEB_DIST,
    webFrameworkBuild: e.WEB_FRAMEWORK_BUILD,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          ...(e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID } : {}),
          ...(e.S3_SECRET_ACCESS_KEY ? { secretAccessKey: e.S3_SECRET_ACCESS_KEY } : {}),
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: e.LOGIN_ADDRESS_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    freeGameCapCents: e.FREE_GAME_CAP * 100,
    minorLatestEnd: e.MINOR_LATEST_END,
    applicationWindowMinutes: e.APPLICATION_WINDOW_MINUTES,
    trustProxy,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    cspOrigins: e.STRIPE_PUBLISHABLE_KEY ? CARD_PROVIDER_ORIGINS : { script: [], frame: [], connect: [] },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    backgroundChecks: e.CHECKR_API_KEY
      ? {
          apiKey: e.CHECKR_API_KEY,
          apiUrl: (e.CHECKR_API_URL ?? 'https://api.checkr.com').replace(/\/$/, ''),
          packageSlug: e.CHECKR_PACKAGE,
        }
      : undefined,
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            // Push services want an https URL or a mailto:; a local http address is neither.
            subject:
              e.VAPID_SUBJECT ??
              (publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@sideline.local'),
          }
        : undefined,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS
      ? e.PUSH_SERVICE_HOSTS.split(',').map((h) => h.trim())
      : [...BROWSER_PUSH_SERVICES],
    pushTestOrigin: e.PUSH_TEST_ORIGIN,
    calendarTestOrigin: e.CALENDAR_TEST_ORIGIN,
    testControls: e.TEST_CONTROLS ?? false,
  };
}
