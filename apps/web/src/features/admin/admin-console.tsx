import * as Tabs from '@radix-ui/react-tabs';
import { Search } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AdminTable, type Column } from './admin-table';
import { adminDirectorsQuery } from './api/queries';
import { tabListClass, tabPanelClass, tabTriggerClass } from './admin-styles';
import { auditColumns, helperColumns, jobColumns, teamColumns, userColumns } from './columns';
import { DirectorQueue } from './director-queue';
import { CardDisputes } from './card-disputes';
import { NoShowQueue } from './no-show-queue';
import { PaymentsPanel } from './payments-panel';
import { ProgramsCard } from './programs-card';
import { useAdminList } from './use-admin-list';
import { UserDrawer } from './user-drawer';

type ListTab = 'users' | 'jobs' | 'teams' | 'helpers' | 'audit';
type Tab = ListTab | 'directors' | 'payments';

/**
 * The admin dashboard (spec doc 2): search, the four lists with counts, then staff's own tabs (the
 * director review queue, payment disputes and amounts owed, the audit log) and the programs card.
 */
export function AdminConsole() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [tab, setTab] = useState<Tab>('users');
  const [openUser, setOpenUser] = useState<number | null>(null);
  const pendingDirectors = useQuery(adminDirectorsQuery('pending')).data?.total;
  const lists = {
    users: useAdminList('users', q, 'createdAt'),
    jobs: useAdminList('jobs', q, 'createdAt'),
    teams: useAdminList('teams', q, 'createdAt'),
    helpers: useAdminList('helpers', q, 'createdAt'),
    audit: useAdminList('audit', '', 'createdAt'),
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  const label = (name: string, t: ListTab) => {
    const { total, totalCapped } = lists[t];
    return `${name} (${total === null ? '…' : `${total.toLocaleString('en-US')}${totalCapped ? '+' : ''}`})`;
  };

  const panel = <R extends { id: number }>(
    t: ListTab,
    caption: string,
    columns: Column<R>[],
    open?: (r: R) => number,
  ) => {
    const list = lists[t];
    return (
      <Tabs.Content value={t} className={tabPanelClass}>
        <AdminTable<R>
          caption={caption}
          columns={columns}
          rows={list.rows as unknown as R[]}
          sort={list.sort}
          order={list.order}
          {...(t === 'audit' ? {} : { onSort: list.onSort })}
          {...(open ? { onRowOpen: (r: R) => setOpenUser(open(r)), rowLabel: (r: R) => `#${r.id}` } : {})}
          page={list.page}
          hasNext={list.hasNext}
          onNext={list.onNext}
          onPrevious={list.onPrevious}
          loading={list.query.isPending}
        />
      </Tabs.Content>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Label htmlFor="admin-search">Search</Label>
          <Input
            id="admin-search"
            type="search"
            value={draft}
            maxLength={100}
            placeholder="Name, email, ZIP, role, job, team, sport, service…"
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List aria-label="Admin lists" className={tabListClass}>
          <Tabs.Trigger value="users" className={tabTriggerClass}>
            {label('Users', 'users')}
          </Tabs.Trigger>
          <Tabs.Trigger value="jobs" className={tabTriggerClass}>
            {label('Jobs', 'jobs')}
          </Tabs.Trigger>
          <Tabs.Trigger value="teams" className={tabTriggerClass}>
            {label('Teams', 'teams')}
          </Tabs.Trigger>
          <Tabs.Trigger value="helpers" className={tabTriggerClass}>
            {label('Helpers', 'helpers')}
          </Tabs.Trigger>
          <Tabs.Trigger value="directors" className={tabTriggerClass}>
            {`Directors (${pendingDirectors ?? '…'})`}
          </Tabs.Trigger>
          <Tabs.Trigger value="payments" className={tabTriggerClass}>
            Payments
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" className={tabTriggerClass}>
            Audit log
          </Tabs.Trigger>
        </Tabs.List>
        {panel('users', 'Users', userColumns, (u) => u.id)}
        {panel('jobs', 'Jobs', jobColumns, (j) => j.ownerId)}
        {panel('teams', 'Teams', teamColumns, (t) => t.userId)}
        {panel('helpers', 'Helpers', helperColumns, (h) => h.userId)}
        <Tabs.Content value="directors" className={tabPanelClass}>
          <DirectorQueue />
        </Tabs.Content>
        <Tabs.Content value="payments" className={tabPanelClass}>
          <div className="flex flex-col gap-6">
            <CardDisputes />
            <NoShowQueue />
            <PaymentsPanel />
          </div>
        </Tabs.Content>
        {panel('audit', 'Audit log', auditColumns)}
      </Tabs.Root>

      <ProgramsCard />
      <UserDrawer userId={openUser} onClose={() => setOpenUser(null)} />
    </div>
  );
}
