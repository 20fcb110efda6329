import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const teamProfiles = pgTable(
  'team_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamName: text().notNull(),
    sportTypes: text().array().notNull().default([]),
    teamLocation: text(),
    bio: text(),
    profileImage: text(),
    hourlyBudgetCents: integer().notNull().default(2500),
    isVerified: boolean().notNull().default(false),
    /** A tournament director's organization: it acts as the team of its tournaments' jobs (decision 20). */
    isOrganization: boolean().notNull().default(false),
    yearsActive: integer().notNull().default(0),
    teamAchievements: text().array().notNull().default([]),
    successStories: text().array().notNull().default([]),
    avgRating: real().notNull().default(0),
    totalReviews: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('team_profiles_user_unique').on(t.userId)],
);

export const helperProfiles = pgTable(
  'helper_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    bio: text(),
    hourlyRateMinCents: integer().notNull().default(2500),
    hourlyRateMaxCents: integer().notNull().default(5000),
    isScorekeeper: boolean().notNull().default(false),
    isScoreboard: boolean().notNull().default(false),
    isStreaming: boolean().notNull().default(false),
    hasEquipment: boolean().notNull().default(false),
    equipmentDetails: text(),
    equipment: text().array().notNull().default([]),
    availability: text(),
    profileImage: text(),
    isVerified: boolean().notNull().default(false),
    yearsOfExperience: integer().notNull().default(0),
    certifications: text().array().notNull().default([]),
    experience: text(),
    completedJobs: integer().notNull().default(0),
    avgRating: real().notNull().default(0),
    totalReviews: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('helper_profiles_user_unique').on(t.userId),
    index('helper_profiles_featured_idx').on(t.isVerified, t.avgRating, t.totalReviews),
    check(
      'helper_profiles_rates_check',
      sql`${t.hourlyRateMinCents} >= 2500 and ${t.hourlyRateMaxCents} >= ${t.hourlyRateMinCents}`,
    ),
  ],
);
