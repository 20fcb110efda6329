import { describe, expect, it } from 'vitest';
import { GUARDIAN_MESSAGES } from '../domain/guardians.js';
import {
  AUTH_MESSAGES,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordFormSchema,
  SignupFormSchema,
} from './auth.js';

const base = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  username: 'ana.ruiz',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  zipCode: '33602',
  role: 'team' as const,
  teamName: 'Tampa Tides',
  sportTypes: ['baseball' as const],
};
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('SignupFormSchema', () => {
  it('accepts a complete team sign-up', () => {
    expect(SignupFormSchema.safeParse(base).success).toBe(true);
  });
  it('asks for every required field with one message', () => {
    for (const field of ['firstName', 'lastName', 'email', 'username', 'password', 'zipCode'] as const) {
      expect(messages(SignupFormSchema.safeParse({ ...base, [field]: '' }))).toContain(
        AUTH_MESSAGES.required,
      );
    }
  });
  it('checks the passwords match', () => {
    expect(messages(SignupFormSchema.safeParse({ ...base, confirmPassword: 'different!' }))).toContain(
      AUTH_MESSAGES.passwordsDoNotMatch,
    );
  });
  it('applies the helper rules', () => {
    const helper = { ...base, role: 'helper' as const, teamName: undefined, sportTypes: undefined };
    expect(messages(SignupFormSchema.safeParse(helper))).toEqual(
      expect.arrayContaining([AUTH_MESSAGES.dateOfBirthRequired, AUTH_MESSAGES.services]),
    );
    expect(
      SignupFormSchema.safeParse({ ...helper, dateOfBirth: '1990-05-01', isStreaming: true }).success,
    ).toBe(true);
  });
  it('applies the team rules to both-role sign-ups', () => {
    const both = {
      ...base,
      role: 'both' as const,
      dateOfBirth: '1990-05-01',
      isScoreboard: true,
      sportTypes: [],
    };
    expect(messages(SignupFormSchema.safeParse(both))).toEqual([AUTH_MESSAGES.team]);
  });
  it('keeps helper rates at $25 or more with max at least min', () => {
    const helper = { ...base, role: 'helper' as const, dateOfBirth: '1990-05-01', isScorekeeper: true };
    expect(messages(RegisterBodySchema.safeParse({ ...helper, hourlyRateMin: 24 }))).toContain(
      AUTH_MESSAGES.rateMinimum,
    );
    expect(
      messages(RegisterBodySchema.safeParse({ ...helper, hourlyRateMin: 50, hourlyRateMax: 40 })),
    ).toContain(AUTH_MESSAGES.rateRange);
  });
  it("tells a teen at once when the guardian's address reaches their own mailbox", () => {
    const teen = {
      ...base,
      role: 'helper' as const,
      email: 'kim.lee@gmail.com',
      dateOfBirth: '2011-05-01',
      isScorekeeper: true,
    };
    const own = { ...teen, guardianEmail: 'KimLee+mom@googlemail.com' };
    expect(messages(SignupFormSchema.safeParse(own))).toEqual([GUARDIAN_MESSAGES.guardianEmailIsYours]);
    expect(SignupFormSchema.safeParse({ ...teen, guardianEmail: 'mom@gmail.com' }).success).toBe(true);
    // The server answers it with its own code (guardian_email_is_yours), not as a body error.
    expect(RegisterBodySchema.safeParse(own).success).toBe(true);
  });
  it('refuses malformed ZIP codes and usernames', () => {
    expect(SignupFormSchema.safeParse({ ...base, zipCode: '3360' }).success).toBe(false);
    expect(SignupFormSchema.safeParse({ ...base, username: 'a b' }).success).toBe(false);
  });
});

describe('LoginBodySchema and reset', () => {
  it('needs both email and password', () => {
    expect(messages(LoginBodySchema.safeParse({ email: '', password: 'x' }))).toEqual([
      AUTH_MESSAGES.loginRequired,
    ]);
  });
  it('checks the new password twice', () => {
    expect(
      messages(
        ResetPasswordFormSchema.safeParse({
          token: 't',
          password: 'long-enough',
          confirmPassword: 'nope-nope',
        }),
      ),
    ).toEqual([AUTH_MESSAGES.passwordsDoNotMatch]);
  });
});

describe('the one password policy (decision 15)', () => {
  const withPassword = (password: string) => ({ ...base, password, confirmPassword: password });
  it('refuses well-known passwords whatever their case', () => {
    for (const password of ['password123', 'Password1', 'QWERTYUIOP', '12345678', 'baseball']) {
      expect(messages(SignupFormSchema.safeParse(withPassword(password)))).toContain(
        AUTH_MESSAGES.passwordWellKnown,
      );
    }
  });
  it('takes 8 to 128 characters and refuses 129', () => {
    expect(SignupFormSchema.safeParse(withPassword('p-'.repeat(64))).success).toBe(true);
    expect(messages(SignupFormSchema.safeParse(withPassword('p'.repeat(129))))).toContain(
      AUTH_MESSAGES.passwordTooLong,
    );
  });
  it('applies to a password reset too', () => {
    const reset = ResetPasswordFormSchema.safeParse({
      token: 't',
      password: 'iloveyou',
      confirmPassword: 'iloveyou',
    });
    expect(messages(reset)).toContain(AUTH_MESSAGES.passwordWellKnown);
  });
});
