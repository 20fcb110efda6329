/**
 * The demo marketplace as plain data: Tampa Bay teams and helpers. demo.ts turns it into rows.
 * Emails, usernames and payment handles are derived from names unless a person spells them out.
 */
import type { Role, Sport } from '@sideline/shared';

export const DEMO_DOMAIN = 'demo.sideline.test';
/** Tampa Bay's zone: the demo marketplace's home, where its dates are planned. */
export const DEMO_HOME_ZONE = 'America/New_York';
/** Every seeded account signs in with this password. */
export const DEMO_PASSWORD = 'sideline-demo';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  zipCode: string;
  /** Defaults to firstname.lastname@demo.sideline.test. */
  email?: string;
  /** Defaults to firstname.lastname. */
  username?: string;
}

/** The documented sign-in accounts, one per role. */
export interface DemoAccountPerson extends DemoPerson {
  role: Role;
  email: string;
  username: string;
  /** From the referral alphabet: no 0/O or 1/I. */
  referralCode: string;
  /** Only where a rule reads it: the guardian consents as an adult by their own date (decision 27). */
  dateOfBirth?: string;
}

export interface DemoTeam {
  owner: DemoPerson;
  teamName: string;
  sportTypes: Sport[];
  teamLocation: string;
  bio: string;
  hourlyBudgetCents: number;
  venmoUsername: string;
  yearsActive: number;
  isVerified: boolean;
  teamAchievements: string[];
  successStories: string[];
}

export interface DemoHelper {
  person: DemoPerson;
  bio: string;
  hourlyRateMinCents: number;
  hourlyRateMaxCents: number;
  isScorekeeper: boolean;
  isScoreboard: boolean;
  isStreaming: boolean;
  /** hasEquipment is true when this is non-empty. */
  equipment: string[];
  equipmentDetails: string | null;
  availability: string;
  yearsOfExperience: number;
  certifications: string[];
  experience: string;
  isVerified: boolean;
  /** Payout details on the user row; absent for helpers who have not set them up yet. */
  payout?: 'venmo' | 'paypal';
}

export const DEMO_PEOPLE = {
  coach: {
    role: 'team',
    firstName: 'Mike',
    lastName: 'Brennan',
    zipCode: '33511',
    email: `coach@${DEMO_DOMAIN}`,
    username: 'demo-coach',
    referralCode: 'DEMTEAMS',
  },
  helper: {
    role: 'helper',
    firstName: 'Jasmine',
    lastName: 'Carter',
    zipCode: '33618',
    email: `helper@${DEMO_DOMAIN}`,
    username: 'demo-helper',
    referralCode: 'DEMHELPR',
  },
  both: {
    role: 'both',
    firstName: 'Chris',
    lastName: 'Alvarez',
    zipCode: '33578',
    email: `both@${DEMO_DOMAIN}`,
    username: 'demo-both',
    referralCode: 'DEMDUALS',
  },
  admin: {
    role: 'admin',
    firstName: 'Avery',
    lastName: 'Lindqvist',
    zipCode: '33602',
    email: `admin@${DEMO_DOMAIN}`,
    username: 'demo-admin',
    referralCode: 'DEMADMNS',
  },
  director: {
    role: 'tournament-director',
    firstName: 'Denise',
    lastName: 'Whitaker',
    zipCode: '33609',
    email: `director@${DEMO_DOMAIN}`,
    username: 'demo-director',
    referralCode: 'DEMDRCTR',
  },
  guardian: {
    role: 'guardian',
    firstName: 'Renee',
    lastName: 'Okafor',
    zipCode: '33602',
    email: `guardian@${DEMO_DOMAIN}`,
    username: 'demo-guardian',
    referralCode: 'DEMGUARD',
    dateOfBirth: '1981-05-17',
  },
} as const satisfies Record<string, DemoAccountPerson>;

export const p = (firstName: string, lastName: string, zipCode: string): DemoPerson => ({
  firstName,
  lastName,
  zipCode,
});
