import type { ComponentType } from 'react';
import type { Role, User } from '@sideline/shared';
import { useAuth } from '@/lib/session/use-auth';
import { Component as DashboardNotFound } from '../dashboard-not-found-page';
import { AdminHome } from './admin-home';
import { BothHome } from './both-home';
import { DirectorHome } from './director-home';
import { GuardianHome } from './guardian-home';
import { HelperHome } from './helper-home';
import { TeamHome } from './team-home';

/** Each role's dashboard. The framework build loads only the viewer's (`routes/dashboard-home.tsx`). */
const HOMES: Partial<Record<Role, ComponentType<{ user: User }>>> = {
  team: TeamHome,
  both: BothHome,
  helper: HelperHome,
  admin: AdminHome,
  'tournament-director': DirectorHome,
  guardian: GuardianHome,
};

/** /dashboard for a signed-in user: the role's dashboard (loaded by `dashboard-home-page.tsx`). */
export function DashboardHome() {
  const { user } = useAuth();
  // The layout only renders this page for a signed-in user.
  if (!user) return null;
  const Home = HOMES[user.role];
  return Home ? <Home user={user} /> : <DashboardNotFound />;
}
