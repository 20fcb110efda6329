/**
 * Runs the fake background-check provider on its own, for trying the flow locally (README, "Background
 * checks"): `npm run fake-checkr -w @sideline/api`, then start the server with CHECKR_API_KEY and
 * CHECKR_API_URL as printed. Options: --port (4411), --key (demo_checkr_key), --app (http://127.0.0.1:3000).
 */
import { parseArgs } from 'node:util';
import { startFakeCheckr } from './fake-checkr.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4411' },
    key: { type: 'string', default: 'demo_checkr_key' },
    app: { type: 'string', default: 'http://127.0.0.1:3000' },
  },
});
const app = values.app.replace(/\/$/, '');
const fake = await startFakeCheckr({
  port: Number(values.port),
  apiKey: values.key,
  webhook: `${app}/api/webhooks/background-checks`,
  returnUrl: `${app}/dashboard/safety`,
});
console.log(`fake background-check provider on ${fake.url}; start the server with:`);
console.log(`  CHECKR_API_KEY=${values.key} CHECKR_API_URL=${fake.url}`);
