import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { SAFETY_PAGE_PATH, type JobRequirements } from '@sideline/shared';

/**
 * A job's safety requirements on its page, before anyone applies (decision 0050): what the helper
 * needs, and where to get it. Teens are exempt from the check, never from the training.
 */
export function JobRequirementsNote({ requirements }: { requirements: JobRequirements }) {
  if (!requirements.backgroundCheck && !requirements.safeSport) return null;
  return (
    <div className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
      <p className="flex items-center gap-1.5 font-medium">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        Safety requirements
      </p>
      <ul className="mt-1 list-disc pl-6">
        {requirements.backgroundCheck && (
          <li>Requires a clear background check (helpers under 18 are exempt)</li>
        )}
        {requirements.safeSport && <li>Requires SafeSport training</li>}
      </ul>
      <p className="mt-1">
        <Link to={SAFETY_PAGE_PATH} className="font-medium underline underline-offset-2">
          Get yours on your safety passport
        </Link>
      </p>
    </div>
  );
}
