import { describe, expect, it } from 'vitest';
import { normalizeEmail, sameMailbox } from './email-address.js';

describe('normalizeEmail', () => {
  it('lowercases and trims', () => {
    expect(normalizeEmail('  Kim@Example.TEST ')).toBe('kim@example.test');
  });

  it('drops a +tag at any provider', () => {
    expect(normalizeEmail('t+mom@x.test')).toBe('t@x.test');
    expect(normalizeEmail('t+mom+dad@x.test')).toBe('t@x.test');
  });

  it('keeps a local part that is only a tag', () => {
    expect(normalizeEmail('+mom@x.test')).toBe('+mom@x.test');
  });

  it('drops dots only where the provider ignores them, and folds googlemail into gmail', () => {
    expect(normalizeEmail('Kim.Lee+mom@GoogleMail.com')).toBe('kimlee@gmail.com');
    expect(normalizeEmail('k.i.m@gmail.com')).toBe('kim@gmail.com');
    expect(normalizeEmail('kim.lee@x.test')).toBe('kim.lee@x.test');
  });

  it('ignores a trailing dot on the domain', () => {
    expect(normalizeEmail('kim@gmail.com.')).toBe('kim@gmail.com');
  });

  it('leaves text without an @ as it is, lowercased', () => {
    expect(normalizeEmail('Not An Address')).toBe('not an address');
  });
});

describe('sameMailbox', () => {
  it('matches spellings of one mailbox, and only those', () => {
    expect(sameMailbox('t@x.test', 'T+mom@X.test')).toBe(true);
    expect(sameMailbox('kimlee@gmail.com', 'kim.lee+sideline@googlemail.com')).toBe(true);
    expect(sameMailbox('kim.lee@x.test', 'kimlee@x.test')).toBe(false);
    expect(sameMailbox('t@x.test', 't@y.test')).toBe(false);
    expect(sameMailbox('mom@x.test', 't@x.test')).toBe(false);
  });
});
