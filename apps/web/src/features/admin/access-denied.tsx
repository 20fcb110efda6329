import { ADMIN_MESSAGES } from '@sideline/shared';

/** Spec doc 2: what anyone but an admin sees on the admin screens. */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-700">{ADMIN_MESSAGES.accessDenied}</p>
    </div>
  );
}
