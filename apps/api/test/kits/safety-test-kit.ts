import { TestClock } from 'pg-boss';
import { BackgroundCheckSchema } from '@sideline/shared';
import { startFakeCheckr, type FakeResult } from '../fakes/fake-checkr.js';
import { call, createTestApp, type TestApp } from '../test-app.js';

export const CHECKR_TEST_KEY = 'test_checkr_key_sideline';

/**
 * A clocked test app whose background checks go to the local fake provider; the fake's webhooks
 * are delivered to the app in-process, signed as the provider signs them.
 */
export async function createSafetyApp(): Promise<{
  t: TestApp;
  clock: TestClock;
  fake: Awaited<ReturnType<typeof startFakeCheckr>>;
}> {
  // Filled once the app is built: the fake starts first, since the app's config names its address.
  const target: { app?: TestApp['app'] } = {};
  const fake = await startFakeCheckr({
    apiKey: CHECKR_TEST_KEY,
    webhook: async (body, signature) => {
      const res = await target.app!.inject({
        method: 'POST',
        url: '/api/webhooks/background-checks',
        headers: { 'content-type': 'application/json', 'x-checkr-signature': signature },
        payload: body,
      });
      return res.statusCode;
    },
  });
  const clock = new TestClock(new Date());
  const t = await createTestApp(
    {
      registerRateLimit: 1000,
      backgroundChecks: { apiKey: CHECKR_TEST_KEY, apiUrl: fake.url, packageSlug: 'tasker_standard' },
    },
    { clock },
  );
  target.app = t.app;
  const close = t.close;
  t.close = async () => {
    await close();
    await fake.close();
  };
  return { t, clock, fake };
}

/** Starts the helper's check and plays the hosted flow to `result`; answers the check as they then see it. */
export async function runCheck(
  t: TestApp,
  fake: Awaited<ReturnType<typeof startFakeCheckr>>,
  cookie: string,
  result: FakeResult,
) {
  const started = await call(t.app, 'POST', '/api/users/me/background-check', cookie);
  if (started.statusCode !== 201) throw new Error(`start check ${started.statusCode}: ${started.body}`);
  const { invitationUrl } = BackgroundCheckSchema.parse(started.json());
  const invitationId = new URL(invitationUrl!).pathname.split('/').pop()!;
  const reportId = await fake.complete(invitationId, result);
  const res = await call(t.app, 'GET', '/api/users/me/background-check', cookie);
  return { check: BackgroundCheckSchema.parse(res.json()), invitationId, reportId };
}
