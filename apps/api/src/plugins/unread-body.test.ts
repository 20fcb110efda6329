import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  ({ cookie } = await registerUser(t.app));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const BOUNDARY = 'sidelineboundary';
/** The head of an upload declaring `declared` bytes, of which the test sends only some. */
function uploadHead(declared: number, withCookie: boolean): string {
  return [
    'POST /api/uploads/images HTTP/1.1',
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${declared}`,
    ...(withCookie ? [`Cookie: ${cookie}`] : []),
    '',
    '',
  ].join('\r\n');
}
const filePartHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

/**
 * Sends an upload that the server refuses before reading it all, waits for the refusal, then asks for
 * /api/health on the same connection. Resolves with the refusal's status and what became of the next
 * request within `waitMs`: answered, or the connection closed (the client then reconnects at once);
 * 'hung' is the bug.
 */
function refusedThenNext(head: string, body: Buffer, waitMs = 3000) {
  return new Promise<{ status: number; next: 'answered' | 'closed' | 'hung' }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let status = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (next: 'answered' | 'closed' | 'hung') => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, next });
    };
    socket.on('error', () => status && finish('closed'));
    socket.on('close', () => status && finish('closed'));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const responses = received.match(/HTTP\/1\.1 (\d{3})/g) ?? [];
      if (!status && responses.length >= 1 && received.includes('\r\n\r\n')) {
        status = Number(responses[0]!.slice(9));
        socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', () => undefined);
        timer = setTimeout(() => finish('hung'), waitMs);
      }
      if (status && responses.length >= 2) finish('answered');
    });
    socket.write(head);
    socket.write(body);
  });
}

describe('a connection after an early refusal of an upload', () => {
  it('does not hang after a 401 (refused before the body is read)', async () => {
    const body = Buffer.concat([Buffer.from(filePartHead), Buffer.alloc(64 * 1024)]);
    const result = await refusedThenNext(uploadHead(6 * 1024 * 1024, false), body);
    expect(result.status).toBe(401);
    expect(result.next).not.toBe('hung');
  });

  it('does not hang after a 400 (not an image, refused at the first bytes)', async () => {
    const body = Buffer.concat([
      Buffer.from(filePartHead),
      Buffer.from('plain text, not a picture'),
      Buffer.alloc(256 * 1024),
    ]);
    const result = await refusedThenNext(uploadHead(6 * 1024 * 1024, true), body);
    expect(result.status).toBe(400);
    expect(result.next).not.toBe('hung');
  });

  it('does not hang after a 413 (past the size limit)', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const body = Buffer.concat([Buffer.from(filePartHead), jpeg, Buffer.alloc(5 * 1024 * 1024 + 100 * 1024)]);
    const result = await refusedThenNext(uploadHead(20 * 1024 * 1024, true), body);
    expect(result.status).toBe(413);
    expect(result.next).not.toBe('hung');
  });

  it('keeps ordinary keep-alive connections open', async () => {
    const answers = await new Promise<number>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        const count = (received.match(/HTTP\/1\.1 200/g) ?? []).length;
        if (count === 2) {
          socket.destroy();
          resolve(count);
        }
      });
      const get = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
      socket.write(get + get);
    });
    expect(answers).toBe(2);
  });
});
