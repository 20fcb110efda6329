import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RouteTableEntry } from '../../src/plugins/route-table.js';
import type { TestApp } from '../test-app.js';
import { openProbeHarness, type ProbeHarness } from './probe-harness.js';
import { ACCESS, sideOf } from './access-rules.js';
import { casesFor, isAlias, probeOf, validParts, type BadCase, type Parts } from './bad-input-cases.js';
import { cursorCases, realCursor, takesCursor } from './cursor-cases.js';
import { KNOWN_500S, KNOWN_LAX_TYPES } from './known-failures.js';
import { errorBodyProblem, routeKey, routesOf, send, takesBody } from './probe-http.js';
import { fieldsOf, isZod } from './schema-fields.js';
import { toJsonText } from './mutations.js';
import { changedTables, installWriteCounter } from './write-counter.js';
import type { Actor, World } from './world.js';

/**
 * Bad input on every route of the route table, signed in as a user who could otherwise use the
 * route (team A or helper A, complete profiles), with real ids of their rows: wrong JSON types,
 * missing and extra fields, huge strings, control characters, numbers past int4/int8/float limits,
 * NaN/Infinity strings, impossible dates and times, prototype keys, invalid JSON, wrong content
 * types, empty and multipart bodies, broken cursors, and fast-check draws. Asserts: no 5xx (save
 * KNOWN_500S, matched exactly), every refusal is the one error body with a known code, a refused
 * request writes no row (rate_limits excepted: it counts refusals), and a body field never accepts
 * a JSON type its schema does not declare (save KNOWN_LAX_TYPES).
 *
 * Local runs: PROBE_ROUTES=<regex> narrows the routes; PROBE_REPORT=<file> writes every finding.
 */
let harness: ProbeHarness;
let t: TestApp;
let world: World;

beforeAll(async () => {
  harness = await openProbeHarness('probes');
  ({ t, world } = harness);
}, 120_000);

afterAll(() => harness?.close());

interface Finding {
  key: string;
  status: number;
  detail: string;
}

const findings = {
  fiveHundreds: [] as Finding[],
  badBodies: [] as Finding[],
  writesOnRefusal: [] as Finding[],
  laxTypes: [] as Finding[],
};

async function casesOf(route: RouteTableEntry, probed: RouteTableEntry[], actor: Actor): Promise<BadCase[]> {
  const cases = casesFor(
    route,
    probed.some((earlier) => isAlias(route, earlier)),
  );
  // Staff routes refuse the probing team user before reading input, so they have no page to take a
  // real cursor from here; their own suite (admin-access.test.ts) sends them broken cursors as an admin.
  if (
    ACCESS[routeKey(route)] !== 'admin' &&
    takesCursor(
      route,
      fieldsOf(route.schema.querystring).map((f) => f.name),
    )
  ) {
    const cursor = await realCursor(t.app, route, await validParts(world, route), actor.cookie);
    if (!cursor) throw new Error(`${routeKey(route)}: no next page to take a cursor from`);
    cases.push(...cursorCases(route, cursor));
  }
  return cases;
}

describe('bad input on every route', () => {
  it('never answers 5xx, always answers the error body, and changes no row when refusing', async () => {
    const { app } = t;
    const writes = await installWriteCounter(app.db);
    const only = process.env.PROBE_ROUTES ? new RegExp(process.env.PROBE_ROUTES) : null;
    const routes = routesOf(app).filter((r) => !only || only.test(routeKey(r)));
    const probed: RouteTableEntry[] = [];
    const perRoute: Record<string, { cases: number; ms: number }> = {};
    let requests = 0;
    let last: { counts: Map<string, number>; worldWrites: number } | undefined;

    for (const route of routes) {
      const started = performance.now();
      const side = sideOf(ACCESS[routeKey(route)]);
      const actor = side === 'helper' ? world.helperA : side === 'director' ? world.directorA : world.teamA;
      await world.restoreActors();
      await world.reviveSession(actor);
      const cases = await casesOf(route, probed, actor);
      probed.push(route);
      for (const badCase of cases) {
        const parts = badCase.break(await validParts(world, route));
        const probe = probeOf(route, parts, actor.cookie);
        // The last reading still holds unless the world itself wrote since (a new fixture row).
        const before = last && last.worldWrites === world.writes ? last.counts : await writes();
        let answer = await send(app, probe);
        requests += 1;
        if (answer.status === 429) {
          // A tripped limit would hide what the request does next: reset the counters and retry.
          await app.db.execute(sql`delete from rate_limits`);
          answer = await send(app, probe);
          requests += 1;
        }
        const after = await writes();
        last = { counts: after, worldWrites: world.writes };
        const finding = (detail: string) => ({ key: badCase.key, status: answer.status, detail });
        if (parts.mustRefuse && (answer.status < 400 || schemaTakes(route, parts))) {
          findings.laxTypes.push(finding(parts.mustRefuse));
        }
        if (answer.status >= 500) {
          findings.fiveHundreds.push(finding(answer.body.slice(0, 200)));
        } else if (answer.status >= 400) {
          const problem = errorBodyProblem(answer);
          if (problem) findings.badBodies.push(finding(problem));
          const changed = changedTables(before, after);
          if (changed.length) findings.writesOnRefusal.push(finding(changed.join(', ')));
        } else if (takesBody(route.method)) {
          // It worked: the fixture rows it used may be spent, and a log-out ends the session.
          world.invalidate();
          await world.reviveSession(actor);
        }
      }
      perRoute[routeKey(route)] = { cases: cases.length, ms: Math.round(performance.now() - started) };
    }
    if (process.env.PROBE_REPORT)
      writeFileSync(process.env.PROBE_REPORT, JSON.stringify({ requests, perRoute, ...findings }, null, 1));

    // A prototype key anywhere must not have reached Object.prototype in this process.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (!only) expect(requests).toBeGreaterThanOrEqual(2000);
    expect(findings.badBodies, 'refusals without the one error body').toEqual([]);
    expect(findings.writesOnRefusal, 'refused requests that wrote rows').toEqual([]);
    expectExactly(findings.fiveHundreds, KNOWN_500S, 'KNOWN_500S', only);
    expectExactly(findings.laxTypes, KNOWN_LAX_TYPES, 'KNOWN_LAX_TYPES', only);
  }, 900_000);
});

/**
 * Whether the route's body schema itself takes the broken body: the deterministic form of "the
 * validator let a wrong JSON type through" (what the handler then does depends on which rows exist).
 */
function schemaTakes(route: RouteTableEntry, parts: Parts): boolean {
  if (!isZod(route.schema.body) || parts.payload !== undefined || parts.body === undefined) return false;
  return route.schema.body.safeParse(JSON.parse(toJsonText(parts.body))).success;
}

/** Findings must be exactly the known list: new ones fail, and so do listed ones that are fixed. */
function expectExactly(found: Finding[], known: string[], listName: string, only: RegExp | null) {
  const keys = new Set(found.map((f) => f.key));
  const unexpected = found.filter((f) => !known.includes(f.key));
  const fixed = known.filter((key) => !keys.has(key) && (!only || only.test(key)));
  expect(unexpected, `not in ${listName} (${unexpected.length})`).toEqual([]);
  expect(fixed, `listed in ${listName} but fixed now: remove them from the list`).toEqual([]);
}
