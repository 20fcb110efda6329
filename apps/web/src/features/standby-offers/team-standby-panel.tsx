import { STANDBY_MESSAGES } from '@sideline/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { venueMoment } from '@/lib/format/job-format';
import { useSetStandbyOffers, useTeamStandbyOffers } from './api/standby-offers-api';

interface Props {
  job: { id: number; status: string; viewer: string; timeZone: string };
}

/**
 * The team's standby offers on its job page (decision 0051): the opt-in, and while an offer is out,
 * who holds it until when (venue's clock). Shown while the job can still be re-staffed.
 */
export function TeamStandbyPanel({ job }: Props) {
  const mine =
    job.viewer === 'owner' &&
    (job.status === 'open' || job.status === 'assigned' || job.status === 'rescheduling');
  const offers = useTeamStandbyOffers(job.id, mine);
  const setting = useSetStandbyOffers(job.id);
  if (!mine || !offers.data) return null;
  const { enabled, offer, exhausted, offeredCount } = offers.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Standby offers</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`standby-offers-${job.id}`}
            checked={enabled}
            disabled={setting.isPending}
            onCheckedChange={(checked) =>
              setting.mutate(checked === true, {
                onError: (error) =>
                  toast({
                    title: 'Not Saved',
                    description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
                    variant: 'destructive',
                  }),
              })
            }
            aria-describedby={`standby-offers-hint-${job.id}`}
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`standby-offers-${job.id}`}>{STANDBY_MESSAGES.settingLabel}</Label>
            <p id={`standby-offers-hint-${job.id}`} className="text-sm text-slate-700">
              {STANDBY_MESSAGES.settingHint} You can book someone yourself at any time.
            </p>
          </div>
        </div>
        <div role="status" className="text-sm text-slate-900">
          {offer ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-900">
              Offered to {offer.helperName} until {venueMoment(offer.expiresAt, job.timeZone)}
            </p>
          ) : exhausted ? (
            <p className="rounded-md bg-slate-100 px-3 py-2">
              {offeredCount === 1
                ? 'Your standby applicant'
                : `All ${offeredCount} standby applicants offered`}{' '}
              did not take the job in time. It stays open for new applications.
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
