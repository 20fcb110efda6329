// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_METHODS, type User } from '@sideline/shared';
import { readStoredUser, writeStoredUser } from './stored-user';

const KEY = 'sideline.user';

const user: User = {
  id: 7,
  firstName: 'Casey',
  lastName: 'Coach',
  username: 'casey',
  email: 'casey@example.com',
  emailConfirmed: true,
  zipCode: '33602',
  role: 'team',
  profileImageUrl: null,
  venmoUsername: 'casey-coach',
  paypalEmail: null,
  preferredPaymentMethod: 'venmo',
  freeGamesRemaining: 1,
  paidGamesCompleted: 3,
  referralCode: 'CASEY7',
  referredBy: null,
  hasCompletedFirstPaidGame: true,
  dateOfBirth: null,
  guardianConsent: 'not_needed',
  guardianEmail: null,
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('writeStoredUser and readStoredUser', () => {
  it('round-trips the signed-in user', () => {
    writeStoredUser(user);

    expect(readStoredUser()).toEqual(user);
  });

  it('forgets the user when written null', () => {
    writeStoredUser(user);

    writeStoredUser(null);

    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('answers null when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
  });

  it('keeps only the fields of a User from what was stored', () => {
    localStorage.setItem(KEY, JSON.stringify({ ...user, message: 'Welcome back', password: 'secret' }));

    const read = readStoredUser();

    expect(read).toEqual(user);
    expect(read).not.toHaveProperty('message');
    expect(read).not.toHaveProperty('password');
  });
});

describe('readStoredUser discards what does not parse', () => {
  it.each([
    ['text that is not JSON', '{"id": 7,'],
    ['JSON that is not an object', '"casey"'],
    ['JSON null', 'null'],
    ['an id that is not an integer', JSON.stringify({ ...user, id: 7.5 })],
    ['an id sent as text', JSON.stringify({ ...user, id: '7' })],
    ['an unknown role', JSON.stringify({ ...user, role: 'owner' })],
    ['a missing field', JSON.stringify({ ...user, referralCode: undefined })],
    ['null where a string is required', JSON.stringify({ ...user, email: null })],
    ['a boolean sent as text', JSON.stringify({ ...user, emailConfirmed: 'true' })],
  ])('%s', (_case, stored) => {
    localStorage.setItem(KEY, stored);

    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('discards a payment method outside PAYMENT_METHODS', () => {
    localStorage.setItem(KEY, JSON.stringify({ ...user, preferredPaymentMethod: 'cash' }));
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ ...user, preferredPaymentMethod: 'toString' }));
    expect(readStoredUser()).toBeNull();
    for (const method of PAYMENT_METHODS) {
      localStorage.setItem(KEY, JSON.stringify({ ...user, preferredPaymentMethod: method }));
      expect(readStoredUser()?.preferredPaymentMethod).toBe(method);
    }
  });

  it('accepts null in every nullable field', () => {
    const withNulls: User = {
      ...user,
      profileImageUrl: null,
      venmoUsername: null,
      paypalEmail: null,
      preferredPaymentMethod: null,
      referredBy: null,
    };
    localStorage.setItem(KEY, JSON.stringify(withNulls));

    expect(readStoredUser()).toEqual(withNulls);
  });

  it('leaves the other keys of the origin alone', () => {
    localStorage.setItem('other.app', 'kept');
    localStorage.setItem(KEY, 'not json');

    readStoredUser();

    expect(localStorage.getItem('other.app')).toBe('kept');
  });
});

describe('when storage is unavailable', () => {
  it('reads no user instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    expect(readStoredUser()).toBeNull();
  });

  it('warns instead of throwing when the user cannot be saved', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(() => writeStoredUser(user)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
