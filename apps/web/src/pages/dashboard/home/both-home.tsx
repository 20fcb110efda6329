import type { User } from '@sideline/shared';
import { AvailabilityCard } from '@/features/availability/availability-card';
import { HelperDashboard } from './helper-dashboard';
import { JobAlertsCard } from './job-alerts-card';
import { TeamHome } from './team-home';

/** /dashboard for role both: the team dashboard (spec) plus the helper side, behind the same profile gate. */
export function BothHome({ user }: { user: User }) {
  return (
    <TeamHome user={user}>
      <section
        aria-labelledby="helper-section-title"
        className="flex flex-col gap-4 border-t border-slate-200 pt-6"
      >
        <h2 id="helper-section-title" className="text-xl font-bold text-slate-900">
          Helper Dashboard
        </h2>
        <HelperDashboard user={user} headingLevel="h3">
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <JobAlertsCard headingLevel="h3" />
            <AvailabilityCard headingLevel="h3" />
          </div>
        </HelperDashboard>
      </section>
    </TeamHome>
  );
}
