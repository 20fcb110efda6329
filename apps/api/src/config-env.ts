import { z } from 'zod';
import {
  APPLICATION_WINDOW_MINUTES,
  DEFAULT_FREE_GAME_CAP_DOLLARS,
  DEFAULT_MINOR_LATEST_END,
  TIME_RE,
} from '@sideline/shared';

/** The environment as the server reads it: each variable's form, checked once by loadConfig. */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be positive');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as http://127.0.0.1:3000').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sideline <no-reply@sideline.local>'),
  SEED_DEMO: booleanFlag.optional(),
  WEB_DIST: z.string().optional(),
  /** The web app's framework-mode build (apps/web/build), served beside WEB_DIST while it migrates (0054). */
  WEB_FRAMEWORK_BUILD: z.string().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.example.com').optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: positiveInt.default(10),
  LOGIN_ADDRESS_RATE_LIMIT: positiveInt.default(50),
  REGISTER_RATE_LIMIT: positiveInt.default(20),
  /** Whole dollars: the most one free-game credit takes off a card checkout (decision 6). */
  FREE_GAME_CAP: positiveInt.default(DEFAULT_FREE_GAME_CAP_DOLLARS),
  /** Venue-local HH:MM after which a game may not end for a helper under 18 (decision 23). */
  MINOR_LATEST_END: z
    .string()
    .regex(TIME_RE, 'MINOR_LATEST_END must be HH:MM')
    .default(DEFAULT_MINOR_LATEST_END),
  /**
   * Minutes a new job gathers applications before the team may book (decision 25); 0 turns the
   * window off (the API and browser suites do, except the window's own tests).
   */
  APPLICATION_WINDOW_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(0)
    .max(24 * 60)
    .default(APPLICATION_WINDOW_MINUTES),
  TRUST_PROXY: z.string().optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0)
    .max(300, 'must be at most 300 seconds')
    .default(0),
  /** After the drain, how long requests, queue jobs and the database get to finish (decision 0039). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(600, 'must be at most 600 seconds')
    .default(8),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number')
    .optional(),
  METRICS_HOST: z.string().min(1).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url('must be an absolute URL such as http://127.0.0.1:4318').optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('sideline'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)').optional(),
  STRIPE_API_URL: z.url('must be an absolute URL such as http://127.0.0.1:12111').optional(),
  /** Background checks (decision 0050): the provider's secret API key, which also signs its webhooks. */
  CHECKR_API_KEY: z.string().min(8, 'must be a Checkr API key').optional(),
  CHECKR_API_URL: z.url('must be an absolute URL such as https://api.checkr.com').optional(),
  CHECKR_PACKAGE: z.string().min(1).default('tasker_standard'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{80,100}$/,
      'must be a base64url VAPID public key (npx web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{40,50}$/,
      'must be a base64url VAPID private key (npx web-push generate-vapid-keys)',
    )
    .optional(),
  TEST_CONTROLS: booleanFlag.optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(
      /^(\*\.)?[a-z0-9.-]+(,\s*(\*\.)?[a-z0-9.-]+)*$/,
      'must be a comma-separated list of host names, each optionally starting with *.',
    )
    .optional(),
  PUSH_TEST_ORIGIN: z
    .string()
    .regex(
      /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/,
      'must be http://127.0.0.1:PORT or http://localhost:PORT (a local test push service)',
    )
    .optional(),
  CALENDAR_TEST_ORIGIN: z
    .string()
    .regex(
      /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/,
      'must be http://127.0.0.1:PORT or http://localhost:PORT',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
});
