import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeStripe } from '../fakes/fake-stripe.js';
import { startFakeCheckr } from '../fakes/fake-checkr.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { createWorld, type World } from './world.js';

export interface ProbeHarness {
  t: TestApp;
  world: World;
  close(): Promise<void>;
}

/**
 * The app both generated suites probe: its own data directory, sign-up and sign-in limits out of
 * the way (the others reset when they trip), and card payments configured against the local
 * stand-in so the card routes reach their own checks instead of answering 503 to everyone.
 */
export async function openProbeHarness(name: string): Promise<ProbeHarness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `sideline-${name}-`));
  const stripe = await startFakeStripe();
  // Background checks too (decision 0050); the probes never complete an invitation, so no webhook goes out.
  const checkr = await startFakeCheckr({ apiKey: 'probe_checkr_key', webhook: async () => 200 });
  const t = await createTestApp({
    dataDir,
    loginRateLimit: 1_000_000,
    registerRateLimit: 1_000_000,
    // The test-only routes are routes too: probed like every other.
    testControls: true,
    stripe: {
      secretKey: 'sk_test_probes',
      webhookSecret: 'whsec_probes',
      publishableKey: 'pk_test_probes',
      apiUrl: stripe.url,
    },
    backgroundChecks: { apiKey: 'probe_checkr_key', apiUrl: checkr.url, packageSlug: 'tasker_standard' },
  });
  const world = await createWorld(t.app);
  return {
    t,
    world,
    async close() {
      await t.close();
      await stripe.close();
      await checkr.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
