import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort } from './kits/server-process-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The image's HEALTHCHECK command, exactly as the Dockerfile has it, run the way Docker runs it (the
 * exec form, with the container's PORT) against a real server, a stopped one and a failing one.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const probe = JSON.parse(/^HEALTHCHECK [^\n]*\\\n\s+CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];

/** The probe's exit code (asynchronously: the server under test runs in this process). */
function runProbe(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(probe[0]!, probe.slice(1), {
      env: { PATH: process.env.PATH, PORT: String(port) },
      stdio: 'ignore',
      timeout: 10_000,
    });
    child.once('exit', (code) => resolve(code));
  });
}

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

describe("the image's HEALTHCHECK", () => {
  it('starts no Node runtime per probe', () => {
    expect(probe[0]).not.toBe('node');
  });

  it('passes against a live server', async () => {
    expect(await runProbe(port)).toBe(0);
  });

  it('fails when nothing listens', async () => {
    expect(await runProbe(await freePort())).not.toBe(0);
  });

  it('fails when /api/health does not answer 200', async () => {
    const failing = http.createServer((_req, res) => res.writeHead(503).end('{}'));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      expect(await runProbe((failing.address() as AddressInfo).port)).toBe(1);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
