import { useQuery } from '@tanstack/react-query';
import { ADMIN_STAFFING_WEEKS, SPORT_LABELS, type AdminStaffingRow } from '@sideline/shared';
import { cn } from '@/lib/cn';
import { adminStaffingQuery } from './api/queries';
import { shareLabel, waitLabel, weekLabel } from './staffing-format';

const cell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap';

/** A figure the row has none of yet: a dash on screen, words for a screen reader. */
function None({ what }: { what: string }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{what}</span>
    </>
  );
}

function Figures({ row }: { row: AdminStaffingRow }) {
  const share = shareLabel(row.filled, row.decided);
  return (
    <>
      <td className={cell}>{row.jobsPosted}</td>
      <td className={cell}>
        {row.medianMinutesToFirstApplication === null ? (
          <None what="no applications" />
        ) : (
          waitLabel(row.medianMinutesToFirstApplication)
        )}
      </td>
      <td className={cell}>
        {row.medianMinutesToFill === null ? (
          <None what="no timed fills" />
        ) : (
          waitLabel(row.medianMinutesToFill)
        )}
      </td>
      <td className={cell}>
        {share === null ? (
          <None what="none decided yet" />
        ) : (
          <>
            {share}{' '}
            <span className="text-xs text-slate-600">
              ({row.filled} of {row.decided})
            </span>
          </>
        )}
      </td>
    </>
  );
}

/**
 * Staffing by the week a job was posted and its team's sport, each week's all-sports row first. On a
 * phone the table scrolls sideways inside its own focusable box; the page itself never does.
 */
export function StaffingTable() {
  const staffing = useQuery(adminStaffingQuery());
  const data = staffing.data;
  const rowsOf = (week: string) => data?.rows.filter((r) => r.week === week) ?? [];
  return (
    <div className="mt-6 flex flex-col gap-2">
      <h3 id="staffing-title" className="text-base font-semibold text-slate-900">
        Staffing, last {ADMIN_STAFFING_WEEKS} weeks
      </h3>
      <p className="text-sm text-slate-700">
        By the week a job was posted (weeks start Monday, UTC) and its team&rsquo;s sport. Times are medians
        from posting to the first application and to the first helper booked (jobs filled before fill times
        were recorded have none). Filled: games a helper was booked for, out of those filled or whose start
        passed unfilled; jobs cancelled before anyone was booked are left out.
      </p>
      {staffing.isPending && <p>Loading staffing…</p>}
      {staffing.isError && <p role="alert">Could not load the staffing figures.</p>}
      {data && data.rows.length === 0 && (
        <p className="text-slate-700">No jobs posted in the last {ADMIN_STAFFING_WEEKS} weeks.</p>
      )}
      {data && data.rows.length > 0 && (
        <div
          role="region"
          aria-labelledby="staffing-title"
          tabIndex={0}
          // Relative: the cells' screen-reader-only text is clipped by this box, not laid out past the page.
          className="relative overflow-x-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-slate-900"
        >
          <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
            <caption className="sr-only">
              Staffing by week posted and sport: jobs posted, median time to first application, median time to
              fill, and share of games filled
            </caption>
            <thead>
              <tr className="border-b border-slate-300 bg-slate-50 align-bottom">
                <th scope="col" className="px-2 py-2 font-semibold text-slate-900">
                  Week of
                </th>
                <th scope="col" className="px-2 py-2 font-semibold text-slate-900">
                  Sport
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold text-slate-900">
                  Jobs posted
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold text-slate-900">
                  Median to first application
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold text-slate-900">
                  Median to fill
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold text-slate-900">
                  Filled
                </th>
              </tr>
            </thead>
            {data.weeks.map((week, w) => {
              const rows = rowsOf(week);
              const weekHeader = (
                <th
                  scope="rowgroup"
                  rowSpan={Math.max(rows.length, 1)}
                  className="px-2 py-1.5 align-top font-semibold whitespace-nowrap text-slate-900"
                >
                  {weekLabel(week)}
                  {w === 0 && <span className="block text-xs font-normal text-slate-600">this week</span>}
                </th>
              );
              return (
                <tbody key={week} className="border-b border-slate-200 last:border-b-0">
                  {rows.length === 0 ? (
                    <tr>
                      {weekHeader}
                      <td colSpan={5} className="px-2 py-1.5 text-slate-600">
                        No jobs posted
                      </td>
                    </tr>
                  ) : (
                    rows.map((row, i) => (
                      <tr
                        key={row.sport ?? 'all'}
                        className={row.sport === null ? 'font-semibold' : undefined}
                      >
                        {i === 0 && weekHeader}
                        <th
                          scope="row"
                          className={cn('px-2 py-1.5 whitespace-nowrap', row.sport !== null && 'font-normal')}
                        >
                          {row.sport === null ? 'All sports' : SPORT_LABELS[row.sport]}
                        </th>
                        <Figures row={row} />
                      </tr>
                    ))
                  )}
                </tbody>
              );
            })}
          </table>
        </div>
      )}
    </div>
  );
}
