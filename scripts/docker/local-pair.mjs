// Two compiled Sideline servers on this machine's PostgreSQL, without Docker, for
// two-instance-check.mjs (`--local`): a fresh database, an SMTP catcher in this process, and a small
// round-robin balancer standing in for HAProxy (it retries a request that never reached an instance
// on the other one, as `retries` and `option redispatch` do). Needs `npm run build` first.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '../..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function startLocalPair(serverUrl) {
  const name = `sideline_pair_${Date.now().toString(36)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;

  const recipients = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((r) => r.address));
        done();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  const lbPort = await freePort();
  const lb = `http://127.0.0.1:${lbPort}`;
  const instances = [
    { port: await freePort(), child: null },
    { port: await freePort(), child: null },
  ];
  const start = async (index) => {
    const instance = instances[index];
    instance.child = spawn(process.execPath, ['--conditions=sideline-compiled', 'apps/api/dist/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(instance.port),
        DATABASE_URL: databaseUrl.toString(),
        PUBLIC_URL: lb,
        SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        REGISTER_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 600; i += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${instance.port}/api/ready`)).status === 200) return;
      } catch {
        // not up yet
      }
      await sleep(250);
    }
    throw new Error(`instance ${index + 1} did not become ready`);
  };
  await Promise.all([start(0), start(1)]);

  let next = 0;
  const balancer = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries, index) => {
        const { port } = instances[index];
        const upstream = http.request(
          // A connection per request, as HAProxy's default: a dead instance then refuses, and is retried.
          { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent: false },
          (answer) => {
            res.writeHead(answer.statusCode, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          // Never reached an instance (refused): the other one takes it. Anything later is an error.
          if (error.code === 'ECONNREFUSED' && tries > 0) attempt(tries - 1, (index + 1) % instances.length);
          else res.destroy(error);
        });
        upstream.end(body);
      };
      attempt(2, next++ % instances.length);
    });
  });
  await new Promise((resolve) => balancer.listen(lbPort, '127.0.0.1', resolve));

  return {
    lb,
    address: (index) => `http://127.0.0.1:${instances[index].port}`,
    kill: (index) => instances[index].child.kill('SIGKILL'),
    start,
    deliveries: (email) => recipients.filter((address) => address === email).length,
    async stop() {
      for (const { child } of instances) if (child && child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(
        instances.map(({ child }) =>
          child && child.exitCode === null && child.signalCode === null
            ? new Promise((resolve) => child.once('exit', resolve))
            : null,
        ),
      );
      balancer.close();
      smtp.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
