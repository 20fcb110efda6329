import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

/**
 * The server's memory flags (decision 0039, "Memory") live in one list that `npm start` and bench:api
 * read; the image's CMD has to spell them out, so it is held to the same list here.
 */
const root = path.resolve(import.meta.dirname, '../../..');

describe('the server node flags', () => {
  it("the image's CMD runs the compiled server with the same flags as npm start", () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd!)).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      '--conditions=sideline-compiled',
      '--enable-source-maps',
      'apps/api/dist/server.js',
    ]);
  });

  it("the image's environment has the same malloc settings", () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(dockerfile).toContain(`${name}=${value}`);
    }
  });

  it('npm start passes them to the server it launches', () => {
    const start = readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8');
    expect(start).toMatch(/\.\.\.SERVER_NODE_FLAGS,/);
    expect(start).toMatch(/\.\.\.SERVER_ENV,/);
  });
});
