import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.js';

/**
 * docs/operations.md, "One container" and "Several instances": a stopped instance drains for
 * SHUTDOWN_DRAIN_SECONDS, longer than the balancer takes to stop routing to it, and exits at the
 * latest SHUTDOWN_TIMEOUT_SECONDS after that, inside the runtime's grace period (then SIGKILL).
 * The files that set each number are read here, so changing one alone fails.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const seconds = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  expect(match, String(pattern)).not.toBeNull();
  return Number(match![1]);
};
/** The server's own defaults, with the variables a file sets (numbers in seconds). */
const shutdownSeconds = (env: Record<string, string>) => {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://sideline.test', ...env });
  return { drain: config.shutdownDrainMs / 1000, timeout: config.shutdownTimeoutMs / 1000 };
};
const setIn = (text: string, name: string) => {
  const match = new RegExp(`${name}[:=] *'?(\\d+)'?`).exec(text);
  return match ? { [name]: match[1]! } : {};
};

describe('shutdown inside the grace period', () => {
  it('the compose stack: drain + timeout inside stop_grace_period, drain longer than HAProxy notices', () => {
    const compose = read('docker-compose.yml');
    const { drain, timeout } = shutdownSeconds({
      ...setIn(compose, 'SHUTDOWN_DRAIN_SECONDS'),
      ...setIn(compose, 'SHUTDOWN_TIMEOUT_SECONDS'),
    });
    const grace = seconds(compose, /stop_grace_period: *(\d+)s/);
    expect(drain + timeout).toBeLessThan(grace);

    const haproxy = read('deploy/haproxy/haproxy.cfg');
    const inter = seconds(haproxy, /default-server[^\n]*\binter (\d+)s/);
    const fall = seconds(haproxy, /default-server[^\n]*\bfall (\d+)/);
    expect(drain).toBeGreaterThan(inter * fall);
  });

  it("one container: drain + timeout inside docker stop's default 10 s", () => {
    const dockerfile = read('Dockerfile');
    const { drain, timeout } = shutdownSeconds({
      ...setIn(dockerfile, 'SHUTDOWN_DRAIN_SECONDS'),
      ...setIn(dockerfile, 'SHUTDOWN_TIMEOUT_SECONDS'),
    });
    expect(drain + timeout).toBeLessThan(10);
  });
});
