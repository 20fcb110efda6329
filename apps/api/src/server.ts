import { createLifecycle } from './lib/lifecycle.js';

// First, before the app's modules load: a stop asked for at any moment of start-up is heard, and
// start-up winds down instead of carrying on until the container runtime kills it.
const lifecycle = createLifecycle();
process.on('SIGTERM', () => lifecycle.requestStop('SIGTERM'));
process.on('SIGINT', () => lifecycle.requestStop('SIGINT'));
// Started by scripts/start.mjs with an IPC channel: if the launcher goes away by any means (even
// SIGKILL), the channel closes and the server stops with it rather than living on as an orphan.
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => lifecycle.requestStop('launcher exited'));
}

try {
  const { startServer } = await import('./server-start.js');
  await startServer(lifecycle);
} catch (error) {
  console.error(error);
  process.exit(1);
}
