import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegisterBodySchema } from './auth.js';
import { SendMessageBodySchema, MESSAGE_MESSAGES, ConversationSchema } from './messages.js';
import {
  HelperProfileBodySchema,
  HelperProfileFormSchema,
  PROFILE_MESSAGES,
  TeamProfileBodySchema,
  TeamProfileFormSchema,
  TeamProfileSchema,
} from './profiles.js';
import { PaymentSettingsBodySchema, PAYMENT_SETTINGS_MESSAGES } from './users.js';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

const specTeamBody = {
  userId: 7,
  teamName: 'Tampa Tides 12U',
  sportTypes: ['baseball'],
  teamLocation: 'Tampa, FL',
  bio: 'Travel ball.',
  profileImage: null,
  hourlyBudget: 27.5,
};

describe('team profile bodies', () => {
  it("take the spec's body in dollars and hold cents below the edge", () => {
    const parsed = TeamProfileBodySchema.parse(specTeamBody);
    expect(parsed.hourlyBudget).toBe(2750);
    expect(z.encode(TeamProfileBodySchema, parsed).hourlyBudget).toBe(27.5);
  });
  it("keep the spec's budget messages at both ends", () => {
    expect(messages(TeamProfileBodySchema.safeParse({ ...specTeamBody, hourlyBudget: 9 }))).toEqual([
      PROFILE_MESSAGES.budgetMin,
    ]);
    expect(messages(TeamProfileBodySchema.safeParse({ ...specTeamBody, hourlyBudget: 201 }))).toEqual([
      PROFILE_MESSAGES.budgetMax,
    ]);
  });
  it('require the Venmo handle in the form but not in the body', () => {
    expect(messages(TeamProfileFormSchema.safeParse(specTeamBody))).toEqual([PROFILE_MESSAGES.venmoRequired]);
    expect(messages(TeamProfileFormSchema.safeParse({ ...specTeamBody, venmoUsername: 'pay' }))).toEqual([
      PROFILE_MESSAGES.venmoFormat,
    ]);
  });
  it('refuse control characters and a userId that is not a JSON number', () => {
    expect(TeamProfileBodySchema.safeParse({ ...specTeamBody, bio: 'a\u0000b' }).success).toBe(false);
    expect(TeamProfileBodySchema.safeParse({ ...specTeamBody, userId: '7' }).success).toBe(false);
    expect(TeamProfileBodySchema.safeParse({ ...specTeamBody, hourlyBudget: '25' }).success).toBe(false);
  });
  it('answer the budget in dollars', () => {
    const wire = z.encode(TeamProfileSchema, {
      id: 1,
      userId: 2,
      teamName: 'T',
      sportTypes: ['soccer'],
      sportType: 'soccer',
      teamLocation: null,
      bio: null,
      profileImage: null,
      isVerified: false,
      yearsActive: 0,
      jobsPosted: 0,
      avgRating: 0,
      totalReviews: 0,
      teamAchievements: [],
      successStories: [],
      hourlyBudget: 2500,
      venmoUsername: null,
      coachName: 'A B',
      zipCode: '33602',
    });
    expect(wire.hourlyBudget).toBe(25);
  });
});

describe('helper profile bodies', () => {
  const docTwoBody = {
    userId: 3,
    isScorekeeper: true,
    isScoreboard: false,
    isStreaming: false,
    hourlyRateMin: 25,
    hourlyRateMax: 40.5,
    bio: 'I keep the book.',
    hasEquipment: false,
    equipmentDetails: null,
    availability: 'Weekends',
    profileImage: null,
  };
  it("accept the second call table's body (no email, no Venmo) and decode dollars", () => {
    const parsed = HelperProfileBodySchema.parse(docTwoBody);
    expect([parsed.hourlyRateMin, parsed.hourlyRateMax]).toEqual([2500, 4050]);
  });
  it('keep the form rules: email, Venmo, $25 minimum, range and skills', () => {
    expect(messages(HelperProfileFormSchema.safeParse(docTwoBody))).toEqual(
      expect.arrayContaining([PROFILE_MESSAGES.helperEmail, PROFILE_MESSAGES.venmoRequired]),
    );
    const bad = { ...docTwoBody, hourlyRateMin: 24, hourlyRateMax: 30, isScorekeeper: false };
    expect(messages(HelperProfileBodySchema.safeParse(bad))).toEqual(
      expect.arrayContaining([PROFILE_MESSAGES.rateMin, PROFILE_MESSAGES.skills]),
    );
    expect(
      messages(HelperProfileBodySchema.safeParse({ ...docTwoBody, hourlyRateMin: 50, hourlyRateMax: 40 })),
    ).toEqual([PROFILE_MESSAGES.rateRange]);
  });
});

describe('SendMessageBodySchema', () => {
  it('takes either content or subject + message', () => {
    expect(SendMessageBodySchema.safeParse({ recipientId: 2, content: 'Hi' }).success).toBe(true);
    expect(
      SendMessageBodySchema.safeParse({ senderId: 1, recipientId: 2, subject: 'S', message: 'Hi' }).success,
    ).toBe(true);
    expect(messages(SendMessageBodySchema.safeParse({ recipientId: 2, content: '   ' }))).toEqual([
      MESSAGE_MESSAGES.required,
    ]);
  });
  it('is strict about JSON types and int4 ids', () => {
    for (const recipientId of [true, '2', 2.5, 0, 2 ** 31]) {
      expect(messages(SendMessageBodySchema.safeParse({ recipientId, content: 'Hi' }))).toEqual([
        MESSAGE_MESSAGES.invalidRecipient,
      ]);
    }
    expect(SendMessageBodySchema.safeParse({ recipientId: 2, jobId: true, content: 'Hi' }).success).toBe(
      false,
    );
    expect(SendMessageBodySchema.safeParse({ recipientId: 2, content: 'a\u0000' }).success).toBe(false);
  });
  it('answers the job total in dollars', () => {
    const conversation = ConversationSchema.parse({
      otherUserId: 1,
      otherUserName: 'A B',
      otherUserRole: 'helper',
      jobId: 3,
      jobTitle: 'T',
      jobStatus: 'assigned',
      jobTotalPay: 62.5,
      payeeVenmoUsername: null,
      viewerOwnsJob: true,
      lastMessage: 'x',
      lastMessageDate: '2026-01-01T00:00:00.000Z',
      unreadCount: 0,
    });
    expect(conversation.jobTotalPay).toBe(6250);
  });
});

describe('PaymentSettingsBodySchema', () => {
  it('accepts an empty body and clears with empty strings', () => {
    expect(PaymentSettingsBodySchema.parse({})).toEqual({});
    expect(PaymentSettingsBodySchema.parse({ venmoUsername: '', paypalEmail: null })).toEqual({
      venmoUsername: '',
      paypalEmail: null,
    });
  });
  it("needs the preferred method's handle when the body clears it", () => {
    expect(
      messages(PaymentSettingsBodySchema.safeParse({ preferredPaymentMethod: 'venmo', venmoUsername: ' ' })),
    ).toEqual([PAYMENT_SETTINGS_MESSAGES.venmoRequired]);
    expect(
      messages(PaymentSettingsBodySchema.safeParse({ preferredPaymentMethod: 'paypal', paypalEmail: null })),
    ).toEqual([PAYMENT_SETTINGS_MESSAGES.paypalRequired]);
  });
});

describe('RegisterBodySchema rates', () => {
  it('takes dollars', () => {
    const body = RegisterBodySchema.parse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      username: 'abc',
      password: 'long-enough',
      zipCode: '33602',
      role: 'helper',
      dateOfBirth: '1990-05-01',
      isScorekeeper: true,
      hourlyRateMin: 30,
      hourlyRateMax: 45,
    });
    expect([body.hourlyRateMin, body.hourlyRateMax]).toEqual([3000, 4500]);
  });
});
