import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHelperRole, isTeamRole, type Role } from '@sideline/shared';
import type { TestApp } from '../test-app.js';
import { openProbeHarness, type ProbeHarness } from './probe-harness.js';
import { ACCESS, OWNER_RULES, type AccessRule } from './access-rules.js';
import { probeOf, validParts } from './bad-input-cases.js';
import { KNOWN_ACCESS_FAILURES } from './known-failures.js';
import { errorBodyProblem, routeKey, routesOf, send, takesBody } from './probe-http.js';
import { changedTables, installWriteCounter } from './write-counter.js';
import type { Actor, World } from './world.js';

/**
 * The authorization matrix, generated from the route table: every route is called, with real ids
 * of user A's rows (team A's profile, jobs and applications; helper A's profile and application;
 * their conversation), by a signed-out visitor and by a stranger of every role. Each answer must
 * follow the route's rule in ACCESS, never be a 5xx, never carry A's private data, and a refused
 * call must change no row.
 */
let harness: ProbeHarness;
let t: TestApp;
let world: World;

beforeAll(async () => {
  harness = await openProbeHarness('access');
  ({ t, world } = harness);
}, 120_000);

afterAll(() => harness?.close());

type Caller = 'signed-out' | Role;

/** The statuses a caller may get under a rule; null when any non-5xx answer is allowed. */
function allowedStatuses(rule: AccessRule, caller: Caller): number[] | null {
  if (rule === 'public') return null;
  if (rule === 'admin') return caller === 'signed-out' ? [401] : caller === 'admin' ? null : [403];
  if (rule === 'self-or-staff' && caller === 'admin') return null;
  if (caller === 'signed-out') return OWNER_RULES.includes(rule) ? [401, 403, 404] : [401];
  if (OWNER_RULES.includes(rule)) return [401, 403, 404];
  if (rule === 'team' && !isTeamRole(caller)) return [403, 404];
  if (rule === 'helper' && !isHelperRole(caller)) return [403, 404];
  if (rule === 'director' && caller !== 'tournament-director') return [403];
  return null;
}

describe('authorization matrix', () => {
  it('gives every route an access rule, and no rule to a route that is gone', () => {
    const keys = routesOf(t.app).map(routeKey);
    const missing = keys.filter((key) => !(key in ACCESS));
    expect(missing, 'new route without an access rule: add it to ACCESS in access-rules.ts').toEqual([]);
    expect(
      Object.keys(ACCESS).filter((key) => !keys.includes(key)),
      'rules for routes that no longer exist',
    ).toEqual([]);
  });

  it('refuses strangers and visitors as each rule says, and never shows them A\u2019s data', async () => {
    const { app } = t;
    const strangers = await world.strangers();
    const callers: Array<[Caller, Actor | null]> = [
      ['signed-out', null],
      ...(Object.entries(strangers) as Array<[Role, Actor]>),
    ];
    const writes = await installWriteCounter(app.db);
    const failures: string[] = [];
    let calls = 0;

    for (const route of routesOf(app)) {
      const key = routeKey(route);
      const rule = ACCESS[key];
      if (!rule) continue; // reported by the test above
      for (const [caller, actor] of callers) {
        const parts = await validParts(world, route);
        const before = await writes();
        const answer = await send(app, probeOf(route, parts, actor?.cookie ?? ''));
        const changed = changedTables(before, await writes());
        calls += 1;
        const where = `${key} as ${caller}`;
        const allowed = allowedStatuses(rule, caller);
        if (answer.status >= 500) failures.push(`${where}: ${answer.status}`);
        else if (allowed && !allowed.includes(answer.status))
          failures.push(`${where}: ${answer.status} (rule ${rule})`);
        // Staff consoles show accounts' emails by design; everyone else must never see A's secrets.
        const staffReading = rule === 'admin' && caller === 'admin';
        for (const secret of staffReading ? [] : world.secrets) {
          if (answer.body.includes(secret.value)) failures.push(`${where}: shows ${secret.what}`);
        }
        if (answer.status >= 400) {
          const problem = errorBodyProblem(answer);
          if (problem) failures.push(`${where}: ${problem}`);
          if (changed.length) failures.push(`${where}: refused but wrote ${changed.join(', ')}`);
        }
        if (answer.status < 400 && takesBody(route.method)) {
          // It worked: the fixture rows it used may be spent, and a log-out ends the session.
          world.invalidate();
          if (actor) await world.reviveSession(actor);
        }
      }
    }

    expect(calls).toBeGreaterThan(0);
    const unexpected = failures.filter((f) => !KNOWN_ACCESS_FAILURES.includes(f));
    const fixed = KNOWN_ACCESS_FAILURES.filter((f) => !failures.includes(f));
    expect(unexpected, 'access-control failures').toEqual([]);
    expect(fixed, 'listed in KNOWN_ACCESS_FAILURES but now correct: remove them from the list').toEqual([]);
  }, 300_000);
});
