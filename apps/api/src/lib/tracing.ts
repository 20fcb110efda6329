import { createRequire } from 'node:module';
import type { FastifyPluginCallback } from 'fastify';
import type { TracingConfig } from '../config.js';
import { publicPath } from './secret-paths.js';

/**
 * OpenTelemetry traces over OTLP/HTTP: a span per request (with its route and status) and a child
 * span per PostgreSQL query made while serving it. server.ts imports this module only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, so an unconfigured server never loads the libraries.
 */
export interface Tracing {
  /** The Fastify plugin that opens each request's span; registered before every route. */
  fastifyPlugin(): FastifyPluginCallback;
  /** Sends the spans ended so far (the batch processor otherwise sends every few seconds). */
  flush(): Promise<void>;
  /** Flushes, then undoes everything: unpatched driver, no global provider. */
  shutdown(): Promise<void>;
}

export async function startTracing(config: TracingConfig): Promise<Tracing> {
  const [api, sdk, otlp, resources, pgInstrumentation, fastifyOtel] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const exporter = new otlp.OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new sdk.NodeTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter)],
  });
  // The global provider, AsyncLocalStorage context and W3C traceparent propagation.
  provider.register();

  // Only queries inside a request: the job queue's polling would otherwise fill the traces.
  const pg = new pgInstrumentation.PgInstrumentation({ requireParentSpan: true });
  pg.setTracerProvider(provider);
  // node-postgres is CommonJS: requiring it passes the instrumentation's hook, which patches the
  // client and pool prototypes that the server's ES import of the same module shares.
  const require = createRequire(import.meta.url);
  require('pg');

  // The request and its handler; a span per hook of ours would bury the queries in noise.
  const fastify = new fastifyOtel.FastifyOtelInstrumentation({
    instrumentHooks: false,
    // Replaces the raw url.path: no query string, no secret route parameter (lib/secret-paths.ts).
    requestHook: (span, request) => span.setAttribute('url.path', publicPath(request)),
  });
  fastify.setTracerProvider(provider);

  return {
    fastifyPlugin: () => fastify.plugin() as FastifyPluginCallback,
    flush: () => provider.forceFlush(),
    async shutdown() {
      pg.disable();
      fastify.disable();
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
}
