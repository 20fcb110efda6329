import type { FastifyInstance } from 'fastify';

/** One route as registered: what the generated test suites (and any route listing) read. */
export interface RouteTableEntry {
  method: string;
  url: string;
  /** The route's declared input schemas (zod), exactly as given to Fastify. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown; response?: Record<string, unknown> };
  /** True when the route declares its responses. */
  hasResponseSchema: boolean;
  /** The handler, so a route registered twice under two paths (an alias) can be recognised. */
  handler: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order; filled while plugins register. */
    routeTable: RouteTableEntry[];
  }
}

/**
 * Records every route into `app.routeTable`. Register before any route: `onRoute` hooks see only
 * routes added after them. Tests generate their cases from this table, so a route added later is
 * covered (and must declare an access rule) without anyone editing the tests' case lists.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as RouteTableEntry['schema'] & { response?: unknown };
    for (const method of [route.method].flat()) {
      table.push({
        method: String(method).toUpperCase(),
        url: route.url,
        schema: {
          params: schema.params,
          querystring: schema.querystring,
          body: schema.body,
          headers: schema.headers,
          response: schema.response as Record<string, unknown> | undefined,
        },
        hasResponseSchema: schema.response !== undefined,
        handler: route.handler,
      });
    }
  });
}
