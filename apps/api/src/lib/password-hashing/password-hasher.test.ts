import { describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { passwordHasher } from './password-hasher.js';

const ARGON2 = { memoryCost: 7168, timeCost: 5, parallelism: 1 } as const;

describe('password hashing threads', () => {
  it('hash argon2id with the given parameters, and verify', async () => {
    const encoded = await passwordHasher.hash('correct horse battery', ARGON2);
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    // The library's own check agrees: it is the real thing, not an echo.
    expect(await verify(encoded, 'correct horse battery')).toBe(true);
    expect(await passwordHasher.verify(encoded, 'correct horse battery')).toBe(true);
    expect(await passwordHasher.verify(encoded, 'wrong horse')).toBe(false);
  });

  it('verify a hash made with the earlier setting (19 MiB, 2 passes): the setting travels in the hash', async () => {
    const earlier = await passwordHasher.hash('kept from before', {
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(earlier).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordHasher.verify(earlier, 'kept from before')).toBe(true);
    expect(await passwordHasher.verify(earlier, 'not kept')).toBe(false);
  });

  it('refuse a malformed hash with an error rather than a crash', async () => {
    await expect(passwordHasher.verify('not-a-hash', 'x')).rejects.toThrow();
    // The thread is still there for the next one.
    expect(await passwordHasher.verify(await passwordHasher.hash('again', ARGON2), 'again')).toBe(true);
  });

  it('answer many at once, each its own', async () => {
    const passwords = Array.from({ length: 8 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((p) => passwordHasher.hash(p, ARGON2)));
    const checks = await Promise.all(hashes.map((h, i) => passwordHasher.verify(h, passwords[i]!)));
    expect(checks).toEqual(passwords.map(() => true));
    expect(await passwordHasher.verify(hashes[0]!, passwords[1]!)).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'run at the lowest CPU priority in the idle scheduling class, so page requests come first',
    async () => {
      const SCHED_IDLE = 5;
      expect(await passwordHasher.threadPriority()).toEqual({ nice: 19, policy: SCHED_IDLE });
    },
  );
});
