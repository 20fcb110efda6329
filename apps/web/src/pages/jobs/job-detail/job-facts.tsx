import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SPORT_LABELS, formatDollars, type JobDetail } from '@sideline/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RatingSummary } from '@/components/ui/star-rating';
import { hoursLabel, longJobDate, perHour } from '@/lib/format/job-format';
import { GameTimeRange } from '@/lib/format/viewer-zone';
import { fullName } from '@/lib/format/names';
import { ApplicationWindowFact } from '@/features/applications/application-window-fact';

const linkClass = 'font-medium text-brand-800 underline-offset-4 hover:underline';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** When, where and what it pays, plus the assigned helper once there is one. */
export function JobFacts({ job }: { job: JobDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Job Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Date">{longJobDate(job.jobDate)}</Fact>
          <Fact term="Time">
            <GameTimeRange job={job} />
          </Fact>
          <Fact term="Location">{job.location}</Fact>
          <Fact term="ZIP code">{job.zipCode}</Fact>
          <Fact term="Hourly rate">{perHour(job.hourlyRate)}</Fact>
          <Fact term="Duration">{hoursLabel(job.duration)}</Fact>
          <Fact term="Total pay">{formatDollars(job.totalPay)}</Fact>
          {job.helper && (
            <Fact term="Assigned helper">
              <Link to={`/helpers/${job.helper.id}`} className={linkClass}>
                {fullName(job.helper.user)}
              </Link>
            </Fact>
          )}
          {job.status === 'open' && !job.expired && <ApplicationWindowFact job={job} />}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Who posted the job: team, coach, sport and how other helpers rated them. */
export function TeamInfoCard({ team }: { team: JobDetail['team'] }) {
  const sports = team.sportTypes.length > 0 ? team.sportTypes : [team.sportType];
  return (
    <Card>
      <CardHeader>
        <CardTitle>About the Team</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          <Fact term="Team">
            <Link to={`/teams/${team.id}`} className={linkClass}>
              {team.teamName}
            </Link>
          </Fact>
          <Fact term="Coach">{team.coachName}</Fact>
          <Fact term={sports.length > 1 ? 'Sports' : 'Sport'}>
            {sports.map((s) => SPORT_LABELS[s]).join(', ')}
          </Fact>
          <Fact term="Rating">
            {/* RatingSummary says 'No reviews yet' for a new team rather than a misleading 0.0. */}
            <RatingSummary avgRating={team.avgRating} totalReviews={team.totalReviews} />
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
