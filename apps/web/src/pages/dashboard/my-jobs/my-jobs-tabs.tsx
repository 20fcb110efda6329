import * as Tabs from '@radix-ui/react-tabs';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Application, JobDetail, JobSummary } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApplicationCard } from '@/features/applications/application-card';
import { PaymentInstructionsDialog } from '@/features/jobs/payment-instructions-dialog';
import { useMarkComplete } from '@/features/jobs/use-mark-complete';
import { EmptyState } from '@/components/ui/empty-state';
import { MyJobCard } from './my-job-card';
import { tabListClass, tabPanelClass, tabTriggerClass } from './tab-styles';
import { splitJobs } from './split-jobs';

type Tab = 'active' | 'completed' | 'applications';

interface MyJobsTabsProps {
  jobs: JobSummary[];
  applications: Application[];
}

/** My Jobs: pending-applications banner, then Active / Completed / Applications tabs. */
export function MyJobsTabs({ jobs, applications }: MyJobsTabsProps) {
  const [tab, setTab] = useState<Tab>('active');
  // Held here, not in the card: a completed job moves to another tab and its card unmounts.
  const [completed, setCompleted] = useState<JobDetail | null>(null);
  const complete = useMarkComplete(setCompleted);
  const completedTab = useRef<HTMLButtonElement>(null);
  const { active, finished } = splitJobs(jobs);
  const pending = applications.filter((a) => a.status === 'pending');
  const pendingByJob = new Map<number, number>();
  for (const a of pending) pendingByJob.set(a.jobId, (pendingByJob.get(a.jobId) ?? 0) + 1);

  const card = (job: JobSummary) => (
    <li key={job.id}>
      <MyJobCard
        job={job}
        pendingCount={pendingByJob.get(job.id)}
        completing={complete.pendingJobId === job.id}
        onMarkComplete={complete.run}
      />
    </li>
  );

  return (
    <div className="flex flex-col gap-4">
      {pending.length > 0 && (
        <Alert variant="warning" role="status" className="flex-wrap items-center justify-between">
          <p className="font-medium">
            You have {pending.length} pending {pending.length === 1 ? 'application' : 'applications'} to
            review
          </p>
          {tab !== 'applications' && (
            <Button size="sm" variant="outline" onClick={() => setTab('applications')}>
              Review Applications
            </Button>
          )}
        </Alert>
      )}

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List aria-label="My jobs" className={tabListClass}>
          <Tabs.Trigger value="active" className={tabTriggerClass}>
            Active Jobs ({active.length})
          </Tabs.Trigger>
          <Tabs.Trigger ref={completedTab} value="completed" className={tabTriggerClass}>
            Completed ({finished.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="applications" className={tabTriggerClass}>
            Applications ({pending.length})
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="active" className={tabPanelClass}>
          {active.length === 0 ? (
            <EmptyState
              title="No Active Jobs"
              action={
                <Link to="/post-job" className={buttonVariants()}>
                  Post Your First Job
                </Link>
              }
            >
              Post a job and helpers near you can apply.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">{active.map(card)}</ul>
          )}
        </Tabs.Content>

        <Tabs.Content value="completed" className={tabPanelClass}>
          {finished.length === 0 ? (
            <EmptyState title="No Completed Jobs">
              Finished and cancelled jobs will be listed here.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">{finished.map(card)}</ul>
          )}
        </Tabs.Content>

        <Tabs.Content value="applications" className={tabPanelClass}>
          {pending.length === 0 ? (
            <EmptyState title="No Pending Applications">
              New applications to your jobs will show up here.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {pending.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} showJob headingLevel="h2" />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <PaymentInstructionsDialog
        open={completed !== null}
        onOpenChange={(open) => !open && setCompleted(null)}
        jobId={completed?.id ?? 0}
        completedAt={completed?.completedAt ?? null}
        instructions={completed?.paymentInstructions ?? null}
        // The Mark Complete button left with its card; focusing the Completed tab shows where the job went.
        fallbackFocus={() => completedTab.current}
      />
    </div>
  );
}
