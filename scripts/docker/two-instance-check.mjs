// The two-instance test (issue 35, item 7), against the stack scripts/docker/compose-up.sh brings up:
//   1. a message sent through sideline-1 arrives live on an event stream connected to sideline-2;
//   2. a queued email (a sign-up's confirmation) reaches the SMTP catcher once, not once per instance;
//   3. sideline-1 killed (SIGKILL) under a load of writes through the balancer: every write that was
//      acknowledged is in the database afterwards, and sideline-2 keeps serving.
// Run on the Docker host: it reaches the instances by their container addresses and kills one with
// `docker kill`, then starts it again.   node scripts/docker/two-instance-check.mjs
// It talks to the balancer on PUBLIC_URL (compose-up.sh's https://localhost:8443), trusting the local
// authority of make-local-cert.sh when there is one.
// Or without Docker, on this machine's PostgreSQL (two compiled servers, local-pair.mjs; build first):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/docker/two-instance-check.mjs --local
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalPair } from './local-pair.mjs';

// Node reads extra authorities once, at start (NODE_EXTRA_CA_CERTS, one file): run again with the
// local one added to any the environment already names.
const localCa = path.resolve(import.meta.dirname, '../../deploy/haproxy/local-ca/ca.crt');
if (!process.argv.includes('--local') && existsSync(localCa) && !process.env.SIDELINE_LOCAL_CA_ADDED) {
  const bundle = path.join(mkdtempSync(path.join(tmpdir(), 'sideline-ca-')), 'ca.crt');
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  writeFileSync(
    bundle,
    `${extra && existsSync(extra) ? readFileSync(extra, 'utf8') : ''}\n${readFileSync(localCa, 'utf8')}`,
  );
  const again = spawnSync(process.execPath, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: bundle, SIDELINE_LOCAL_CA_ADDED: '1' },
  });
  process.exit(again.status ?? 1);
}

const PROJECT = process.env.COMPOSE_PROJECT ?? 'sideline';
const docker = (...args) => execFileSync('docker', args, { encoding: 'utf8' }).trim();
// The service's container by asking Compose (v2's `docker compose`, else v1's `docker-compose`):
// v1 names it project_service_1 and v2 project-service-1, so neither name is spelled out here.
const container = (service) => {
  for (const [command, ...args] of [['docker', 'compose'], ['docker-compose']]) {
    const found = spawnSync(command, [...args, '-p', PROJECT, 'ps', '-a', '-q', service], {
      encoding: 'utf8',
    });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim().split('\n')[0];
  }
  throw new Error(`no container for ${service} in the compose project ${PROJECT}`);
};

/** The compose stack: the balancer on the host's port, the instances by container, mail in the catcher's log. */
function composeTarget() {
  const service = (index) => `sideline-${index + 1}`;
  return {
    lb: process.env.PUBLIC_URL ?? `https://localhost:${process.env.SIDELINE_HTTPS_PORT ?? 8443}`,
    address: (index) =>
      `http://${docker('inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', container(service(index)))}:3000`,
    kill: (index) => docker('kill', container(service(index))),
    start: async (index) => docker('start', container(service(index))),
    deliveries: (email) => {
      // The catcher logs each recipient on its standard error.
      const logs = spawnSync('docker', ['logs', container('smtp')], { encoding: 'utf8' });
      return `${logs.stdout}${logs.stderr}`.split('\n').filter((line) => line.includes(`recip: ${email}`))
        .length;
    },
    stop: async () => undefined,
  };
}

const target = process.argv.includes('--local')
  ? await startLocalPair(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  : composeTarget();
const LB = target.lb;
// Mutations must come from the site's own origin (PUBLIC_URL in docker-compose.yml).
const ORIGIN = process.env.PUBLIC_URL ?? LB;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tag = Date.now().toString(36);
let failures = 0;
const check = (ok, text) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failures += 1;
};

async function call(base, method, path, cookie, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

let users = 0;
async function signUp(base, role = 'team') {
  users += 1;
  const email = `two-${tag}-${users}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Two',
      lastName: 'Instances',
      email,
      username: `two${tag}${users}`,
      password: 'correct-horse-42',
      zipCode: '33602',
      role,
      referredBy: null,
      ...(role === 'team'
        ? { teamName: 'Failover Falcons', sportTypes: ['baseball'] }
        : { dateOfBirth: '1990-05-01', isScorekeeper: true }),
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sideline_session='));
  return { id: (await res.json()).id, email, cookie: cookie.split(';')[0] };
}

/** Reads GET /api/events and resolves when a message event with `content` arrives. */
async function waitForLiveMessage(base, cookie, content, ms) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  if (!res.ok) throw new Error(`event stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const timer = setTimeout(() => controller.abort(), ms);
  const arrived = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return false;
        buffer += decoder.decode(value, { stream: true });
        if (buffer.includes(content)) return true;
      }
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  })();
  return { arrived };
}

const sideline1 = target.address(0);
const sideline2 = target.address(1);

// 1. Live across instances.
const team = await signUp(LB);
const helper = await signUp(LB, 'helper');
const content = `live across instances ${tag}`;
const stream = await waitForLiveMessage(sideline2, helper.cookie, content, 10_000);
await sleep(300); // the stream's subscription is in place once its first bytes are written
const sentAt = Date.now();
const sent = await call(sideline1, 'POST', '/api/messages', team.cookie, { recipientId: helper.id, content });
check(sent.status === 201, `message sent through sideline-1 (${sent.status})`);
const live = await stream.arrived;
check(live, `it arrived live on the stream connected to sideline-2 (${Date.now() - sentAt} ms)`);

// 2. One email per queued mail, with two instances polling the queue.
await sleep(8000);
const deliveries = target.deliveries(helper.email);
check(deliveries === 1, `the helper's confirmation email was delivered ${deliveries} time(s)`);

// 3. Kill sideline-1 under load.
const recipient = await signUp(LB, 'helper');
// Each sender stays under the message rate limit (30 a minute); the load comes from their number.
const senders = await Promise.all(Array.from({ length: 10 }, () => signUp(LB)));
const acknowledged = [];
const outcomes = [];
let killedAt = 0;
let stop = false;
await Promise.all([
  ...senders.map(async (sender, s) => {
    for (let n = 0; !stop && n < 28; n += 1) {
      const at = Date.now();
      try {
        const res = await call(LB, 'POST', '/api/messages', sender.cookie, {
          recipientId: recipient.id,
          content: `load ${tag} ${s}-${n}`,
        });
        outcomes.push({ at, ok: res.status === 201, status: res.status, ms: Date.now() - at });
        if (res.status === 201) acknowledged.push({ sender, id: res.json.id });
      } catch (error) {
        outcomes.push({ at, ok: false, status: String(error.cause?.code ?? error) });
      }
      await sleep(400);
    }
  }),
  (async () => {
    await sleep(2500);
    killedAt = Date.now();
    target.kill(0);
    await sleep(8000);
    stop = true;
  })(),
]);
const before = outcomes.filter((o) => o.at < killedAt);
const after = outcomes.filter((o) => o.at >= killedAt);
const lateFailures = after.filter((o) => o.at >= killedAt + 1000 && !o.ok);
console.log(
  `     ${outcomes.length} writes: ${before.length} before the kill (${before.filter((o) => !o.ok).length} failed), ` +
    `${after.length} after (${after.filter((o) => !o.ok).length} failed: ${[...new Set(after.filter((o) => !o.ok).map((o) => o.status))].join(', ') || 'none'})`,
);
console.log(`     slowest write after the kill: ${Math.max(0, ...after.map((o) => o.ms ?? 0))} ms`);
check(
  lateFailures.length === 0,
  `sideline-2 served every write from 1 s after the kill (${lateFailures.length} failed)`,
);

const stored = new Set();
for (const sender of senders) {
  let cursor = '';
  do {
    const page = await call(LB, 'GET', `/api/messages/conversation/${sender.id}${cursor}`, recipient.cookie);
    for (const message of page.json) stored.add(message.id);
    const next = page.headers.get('x-next-cursor');
    cursor = next ? `?cursor=${next}` : '';
  } while (cursor);
}
const lost = acknowledged.filter((a) => !stored.has(a.id));
check(lost.length === 0, `${acknowledged.length} acknowledged writes, ${lost.length} lost`);

await target.start(0);
await target.stop();
console.log(failures === 0 ? 'two-instance check passed' : `two-instance check: ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
