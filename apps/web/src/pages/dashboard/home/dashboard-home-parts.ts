import type { ComponentType } from 'react';
import type { Role, User } from '@sideline/shared';
import { lazyPart } from '@/lib/lazy-part';

const HOME = 'src/pages/dashboard/home';
const team = lazyPart(`${HOME}/team-home.tsx`, () => import('./team-home'));
const both = lazyPart(`${HOME}/both-home.tsx`, () => import('./both-home'));
const helper = lazyPart(`${HOME}/helper-home.tsx`, () => import('./helper-home'));
const admin = lazyPart(`${HOME}/admin-home.tsx`, () => import('./admin-home'));
const director = lazyPart(`${HOME}/director-home.tsx`, () => import('./director-home'));
const guardian = lazyPart(`${HOME}/guardian-home.tsx`, () => import('./guardian-home'));

export interface RoleHome {
  /** Fetches the role's dashboard (once). */
  load: () => Promise<unknown>;
  /** While the server renders it: names its files in the document. */
  preload: () => void;
  Home: ComponentType<{ user: User }>;
}

/**
 * Each role's dashboard as a chunk of its own, for the framework build (decision 0054): a coach's
 * document loads the team dashboard only. `dashboard-home.tsx` is the same table, loaded whole, for
 * library mode.
 */
export const ROLE_HOMES: Partial<Record<Role, RoleHome>> = {
  team: { ...team, Home: team.component((m) => m.TeamHome) },
  both: { ...both, Home: both.component((m) => m.BothHome) },
  helper: { ...helper, Home: helper.component((m) => m.HelperHome) },
  admin: { ...admin, Home: admin.component((m) => m.AdminHome) },
  'tournament-director': { ...director, Home: director.component((m) => m.DirectorHome) },
  guardian: { ...guardian, Home: guardian.component((m) => m.GuardianHome) },
};
