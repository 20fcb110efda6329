import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createMailer, enqueueUnsentMail, type Mailer } from './lib/mailer.js';
import { createJobQueue, type JobQueue, type QueueClock } from './lib/queue.js';
import { createEventBus, type EventBus } from './lib/event-bus.js';
import { createDomainEvents, type DomainEvents } from './lib/domain-events.js';
import type { BookingGuarantee } from './lib/booking-guarantee.js';
import { notFound } from './lib/errors.js';
import { loggerOptions } from './lib/logger.js';
import { createMetrics, registerRequestMetrics, type EmailOutcome, type Metrics } from './lib/metrics.js';
import type { Tracing } from './lib/tracing.js';
import { createReadiness, type Readiness } from './lib/readiness.js';
import { registerRequestIdHeader, requestIdGenerator } from './lib/request-id.js';
import { registerCompression } from './plugins/compression.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerApiDocs, registerOpenApi } from './plugins/openapi.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerRouteTable } from './plugins/route-table.js';
import { registerSecurity } from './plugins/security.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { registerUnreadBodyGuard } from './plugins/unread-body.js';
import { registerWebStatic } from './plugins/web-static.js';
import { frameworkPages } from './plugins/web-pages.js';
import { pageLoadContext } from './modules/web-pages/page-reads.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { teamProfilesRoutes } from './modules/team-profiles/team-profiles.routes.js';
import { helperProfilesRoutes } from './modules/helper-profiles/helper-profiles.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { jobRescheduleRoutes } from './modules/jobs/job-reschedule.routes.js';
import { defineRescheduleFollowUp } from './modules/jobs/job-reschedule-follow-up.js';
import { bookingWithdrawalRoutes } from './modules/jobs/booking-withdrawal.routes.js';
import { teamFamiliesRoutes } from './modules/team-families/team-families.routes.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { standbyOffersRoutes } from './modules/applications/standby-offers.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { cardRoutes } from './modules/payments/card-provider/index.js';
import {
  cardBookingGuarantee,
  cardHoldsRoutes,
  defineCardHoldSweep,
  subscribeBookingGuarantees,
} from './modules/payments/card-holds/index.js';
import { loadCardProvider } from './modules/payments/stripe-client.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { scheduleImportRoutes } from './modules/schedule-import/schedule-import.routes.js';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { subscribeNotifications } from './modules/notifications/subscriptions.js';
import { subscribeGuardianCopies } from './modules/guardians/guardian-copies.js';
import { gameConfirmationsRoutes } from './modules/game-confirmations/game-confirmations.routes.js';
import { registerScheduledWork } from './scheduled-work.js';
import { guardiansRoutes } from './modules/guardians/guardians.routes.js';
import { statementsRoutes } from './modules/statements/statements.routes.js';
import { jobAlertsRoutes } from './modules/job-alerts/job-alerts.routes.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { reliabilityRoutes } from './modules/reliability/reliability.routes.js';
import { safetyRoutes } from './modules/safety/safety.routes.js';
import { safetyAdminRoutes } from './modules/safety/safety-admin.routes.js';
import { defineJobAlertMatching } from './modules/job-alerts/job-alert-matching.js';
import { testControlsRoutes } from './modules/test-controls/test-controls.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    mailer: Mailer;
    queue: JobQueue;
    bus: EventBus;
    /** In-process domain events: mail and push subscribe to them (lib/domain-events.ts). */
    domainEvents: DomainEvents;
    /** The card guarantee's steps inside a booking's transaction (lib/booking-guarantee.ts), by payments. */
    bookingGuarantee: BookingGuarantee;
    readiness: Readiness;
    /** Prometheus metrics, when METRICS_PORT is configured. */
    metrics: Metrics | null;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino logger options (default: lib/logger.ts for the config); tests pass false. */
  logger?: boolean | object;
  /** A logger already made for these options (the server logs its start-up steps before the app). */
  loggerInstance?: FastifyBaseLogger;
  /**
   * Poll the job queue and run its schedules (the server does; tests drain it by hand with
   * `app.queue.drain()` instead, so nothing runs behind their back).
   */
  queueWorkers?: boolean;
  /** The queue's and the scheduled work's clock (tests pass pg-boss's TestClock). */
  clock?: QueueClock;
  /** Started tracing (lib/tracing.ts), when OTEL_EXPORTER_OTLP_ENDPOINT is configured. */
  tracing?: Tracing;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole HTTP app around a database; never listens (server.ts and tests do that). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  await loadCardProvider(config.stripe);
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? loggerOptions(config) }),
    // Only configured proxies may name the client's address (X-Forwarded-For); by default none.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors, // router errors (bad percent-escapes, over-long params) answer the one error body
  }).withTypeProvider<ZodTypeProvider>();

  registerRouteTable(app); // first: it records every route registered after it
  registerRequestIdHeader(app); // before every other hook, so even their refusals carry it
  // Before every route, so each request is a span from its first hook.
  if (options.tracing) await app.register(options.tracing.fastifyPlugin());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.env !== 'production'));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const readiness = createReadiness();
  app.decorate('readiness', readiness);
  // However close is reached (the server's shutdown or a test's), readiness fails from its start.
  app.addHook('preClose', async () => readiness.markDraining());
  const metrics = config.metrics
    ? createMetrics(
        database,
        () => app.queue,
        app.log,
        () => app.bus as EventBus | undefined,
      )
    : null;
  app.decorate('metrics', metrics);
  if (metrics) registerRequestMetrics(app, metrics);
  const queue = createJobQueue({
    database,
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(metrics ? { onJobFailed: (name: string) => metrics.queueFailures.inc({ queue: name }) } : {}),
  });
  app.decorate('queue', queue);
  app.decorate(
    'mailer',
    createMailer({
      db: database.db,
      queue,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      printLinks: config.env === 'development',
      ...(metrics ? { onDelivery: (outcome: EmailOutcome) => metrics.emails.inc({ outcome }) } : {}),
    }),
  );

  const bus = await createEventBus(database, app.log);
  app.decorate('bus', bus);
  app.addHook('onClose', async () => bus.close());
  app.decorate('domainEvents', createDomainEvents(app.log));
  // Before any route or queue job can publish; notices first, then the guardians' copies of messages.
  // Settling a card guarantee comes before the notices that follow the same event.
  app.decorate('bookingGuarantee', cardBookingGuarantee(app));
  subscribeBookingGuarantees(app);
  subscribeNotifications(app);
  subscribeGuardianCopies(app);

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerSecurity(app);
  registerInputGuard(app);
  registerUnreadBodyGuard(app);
  // Both collect routes as they are added, so they come before every route.
  await registerCompression(app);
  await registerOpenApi(app);
  await app.register(fastifyCookie);

  await app.register(healthRoutes);
  await app.register(siteConfigRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(notificationsRoutes);
  await app.register(gameConfirmationsRoutes);
  await app.register(teamProfilesRoutes);
  await app.register(helperProfilesRoutes);
  await app.register(messagesRoutes);
  await app.register(reviewsRoutes);
  await app.register(jobsRoutes);
  await app.register(jobRescheduleRoutes);
  await app.register(bookingWithdrawalRoutes);
  await app.register(teamFamiliesRoutes);
  await app.register(applicationsRoutes);
  await app.register(standbyOffersRoutes);
  await app.register(eventsRoutes);
  await app.register(uploadsRoutes);
  await app.register(scheduleImportRoutes);
  await registerApiDocs(app);
  await app.register(paymentsRoutes);
  await app.register(cardRoutes);
  await app.register(cardHoldsRoutes);
  await app.register(adminRoutes);
  await app.register(calendarRoutes);
  await app.register(newsletterRoutes);
  await app.register(tournamentsRoutes);
  await app.register(pushRoutes);
  await app.register(jobAlertsRoutes);
  await app.register(availabilityRoutes);
  await app.register(guardiansRoutes);
  await app.register(statementsRoutes);
  await app.register(reliabilityRoutes);
  await app.register(safetyRoutes);
  await app.register(safetyAdminRoutes);
  if (config.testControls) await app.register(testControlsRoutes);

  registerScheduledWork(app);
  defineJobAlertMatching(app);
  defineRescheduleFollowUp(app);
  defineCardHoldSweep(app);
  await queue.start({ workers: options.queueWorkers ?? false });
  // Closed after the HTTP server stops taking requests; running jobs finish first.
  app.addHook('onClose', async () => queue.stop());
  if (options.queueWorkers && config.smtpUrl) {
    const queued = await enqueueUnsentMail(database.db, queue);
    if (queued > 0) app.log.info(`queued ${queued} unsent emails for delivery`);
  }
  // The database answered, was migrated before the app was built, and the queue is running.
  readiness.markReady();

  const webDist = path.resolve(config.webDist ?? DEFAULT_WEB_DIST);
  const framework = config.webFrameworkBuild
    ? await frameworkPages(app, path.resolve(config.webFrameworkBuild), (request) =>
        pageLoadContext(app, request),
      )
    : null;
  const servesWeb = await registerWebStatic(app, webDist, framework);
  if (!servesWeb) app.log.debug({ webDist }, 'no built web app found; serving the API only');

  app.setNotFoundHandler(async () => {
    throw notFound();
  });
  return app;
}
