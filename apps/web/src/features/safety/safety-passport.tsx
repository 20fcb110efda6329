import { BackgroundCheckCard } from './background-check-card';
import { SafeSportCard } from './safesport-card';

/** /dashboard/safety: the helper's own passport, where a check starts and certificates are uploaded. */
export function SafetyPassport() {
  return (
    <div className="flex flex-col gap-6">
      <BackgroundCheckCard />
      <SafeSportCard />
    </div>
  );
}
