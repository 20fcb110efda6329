import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dollarsCodec } from '@sideline/shared';
import { compileEncoder } from './response-encoder.js';

const Money = dollarsCodec();
const Person = z.object({ id: z.number().int(), name: z.string(), nickname: z.string().optional() });
const Reply = z.object({
  person: Person,
  friends: z.array(Person),
  pay: Money,
  tip: Money.nullable(),
  bonus: Money.optional(),
  byDay: z.record(z.string(), Money),
  status: z.enum(['open', 'closed']),
  at: z.date(),
  either: z.union([z.object({ kind: z.literal('a'), pay: Money }), z.object({ kind: z.literal('b') })]),
});

describe('compiled response encoder', () => {
  const value = {
    person: { id: 1, name: 'Ann', passwordHash: 'secret' },
    friends: [{ id: 2, name: 'Bo', nickname: 'B', email: 'bo@example.com' }],
    pay: 12_345,
    tip: null,
    byDay: { mon: 500 },
    status: 'open',
    at: new Date('2026-11-26T12:00:00Z'),
    either: { kind: 'a', pay: 250, extra: true },
    internal: 'never sent',
  };

  it('gives the same JSON as zod: private keys dropped, cents out as dollars, codecs inside unions', () => {
    const compiled = JSON.stringify(compileEncoder(Reply)(value));
    expect(compiled).toBe(JSON.stringify(z.encode(Reply, value as never)));
    expect(JSON.parse(compiled)).toMatchObject({
      pay: 123.45,
      tip: null,
      byDay: { mon: 5 },
      either: { pay: 2.5 },
    });
    expect(compiled).not.toContain('secret');
    expect(compiled).not.toContain('bo@example.com');
    expect(compiled).not.toContain('never sent');
  });

  it('hands the shapes it does not compile to zod, which still rejects what breaks them', () => {
    expect(() => compileEncoder(Reply)({ ...value, either: 'nope' })).toThrow();
    expect(() => compileEncoder(Reply)({ ...value, person: 'nope' })).toThrow();
  });

  it('encodes optional codecs and keeps the extra keys of a loose object, as zod does', () => {
    const Loose = z.object({
      bonus: Money.optional(),
      extra: z.looseObject({ id: z.number() }),
      tags: z.array(z.string()).readonly(),
    });
    const loose = { bonus: 150, extra: { id: 1, kept: 'yes' }, tags: ['a'], dropped: 1 };
    const compiled = JSON.stringify(compileEncoder(Loose)(loose));
    expect(compiled).toBe(JSON.stringify(z.encode(Loose, loose as never)));
    expect(JSON.parse(compiled)).toEqual({ bonus: 1.5, extra: { id: 1, kept: 'yes' }, tags: ['a'] });
  });

  it('refuses to compile a key that an object literal would take as its prototype', () => {
    expect(() => compileEncoder(z.object({ ['__proto__']: z.string() }))).toThrow(/__proto__/);
  });
});
