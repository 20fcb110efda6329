import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startMetricsServer } from '../src/lib/metrics-server.js';
import { createTestApp, registerUser, type TestApp } from './test-app.js';
import { openEventStream } from './sse.js';
import { issuedFeed } from './kits/calendar-test-kit.js';

/** The Prometheus endpoint as a scraper sees it: its own port, the text format, live numbers. */
let t: TestApp;
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>>;
let baseUrl: string;

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

/** The value of one sample line (name with its labels exactly as printed), or undefined. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

beforeAll(async () => {
  t = await createTestApp({ metrics: { port: 0, host: '127.0.0.1' } });
  metricsServer = await startMetricsServer(t.app.metrics!, { port: 0, host: '127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await metricsServer?.close();
  await t?.close();
});

describe('GET /metrics (METRICS_PORT)', () => {
  it('counts requests by route pattern and status, never by raw path', async () => {
    await fetch(`${baseUrl}/api/health`);
    await fetch(`${baseUrl}/api/health`);
    await fetch(`${baseUrl}/api/jobs/123456789`);
    await fetch(`${baseUrl}/api/no-such-route`);
    const text = await scrape();
    const health =
      'sideline_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}';
    expect(sample(text, health)).toBe(2);
    expect(text).toMatch(
      /sideline_http_request_duration_seconds_count\{method="GET",route="\/api\/jobs\/:id",status_code="404"\} 1/,
    );
    expect(text).toMatch(/route="unmatched",status_code="404"\} 1/);
    expect(text).not.toContain('123456789');
  });

  it('labels a calendar feed by its pattern, never its token', async () => {
    const { cookie } = await registerUser(t.app);
    const { feedPath, token } = await issuedFeed(t.app, cookie);
    expect((await fetch(`${baseUrl}${feedPath}`)).status).toBe(200);
    const text = await scrape();
    expect(text).toContain('route="/api/calendar/:token.ics",status_code="200"');
    expect(text).not.toContain(token);
  });

  it('shows the job queue, live event streams and process metrics', async () => {
    const { cookie } = await registerUser(t.app);
    const stream = await openEventStream(baseUrl, cookie);
    try {
      const text = await scrape();
      expect(sample(text, 'sideline_event_streams')).toBe(1);
      expect(text).toMatch(/sideline_queue_jobs\{queue="[^"]+",state="ready"\} \d+/);
      expect(text).toContain('sideline_queue_job_failures_total');
      expect(text).toContain('sideline_emails_total');
      expect(text).toContain('process_resident_memory_bytes');
      if (t.database.kind === 'postgres')
        expect(text).toMatch(/sideline_db_pool_connections\{state="open"\} \d+/);
    } finally {
      stream.close();
    }
    await expect.poll(async () => sample(await scrape(), 'sideline_event_streams')).toBe(0);
  });

  it('answers nothing but /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/`)).status).toBe(404);
  });
});

describe('email and queue metrics', () => {
  let mailApp: TestApp;
  let smtp: SMTPServer;
  let scraper: Awaited<ReturnType<typeof startMetricsServer>>;

  beforeAll(async () => {
    // Takes every mail except those to a "refused" address, which get a temporary error.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          const refused = session.envelope.rcptTo.some((r) => r.address.startsWith('refused'));
          callback(refused ? Object.assign(new Error('Try later'), { responseCode: 451 }) : null);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    mailApp = await createTestApp({
      metrics: { port: 0, host: '127.0.0.1' },
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    scraper = await startMetricsServer(mailApp.app.metrics!, { port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await scraper?.close();
    await mailApp?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('counts mails sent, mails to retry and the failed queue jobs', async () => {
    await registerUser(mailApp.app);
    await registerUser(mailApp.app, { email: `refused${Date.now()}@example.com` });
    await mailApp.app.mailer.flush();
    const text = await (await fetch(`http://127.0.0.1:${scraper.port}/metrics`)).text();
    expect(sample(text, 'sideline_emails_total{outcome="sent"}')).toBe(1);
    expect(sample(text, 'sideline_emails_total{outcome="retrying"}')).toBe(1);
    expect(text).toMatch(/sideline_queue_job_failures_total\{queue="[^"]*email[^"]*"\} 1/);
  });
});
