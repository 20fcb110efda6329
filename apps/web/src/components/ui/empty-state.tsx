import type { ReactNode } from 'react';

/** A list with nothing in it: a heading that names the state, a line of help, maybe an action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <p className="max-w-md text-sm text-slate-700">{children}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
