import { STREAM_MESSAGES, type StreamAudience } from '@sideline/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

export const AUDIENCE_LABELS: Record<StreamAudience, string> = {
  public: 'Anyone with the link',
  families: "Only the team's families (private link)",
};

interface StreamConsentFieldsProps {
  /** The checkbox's id (the form focuses it when consent is missing). */
  id: string;
  confirmed: boolean;
  audience: StreamAudience | '';
  onConfirmedChange: (confirmed: boolean) => void;
  onAudienceChange: (audience: StreamAudience) => void;
  error?: string | null;
}

/**
 * A streamed game needs the league's and the families' agreement, and a choice of who may watch
 * (decision 0041): shown on Post a Job and Edit Job for streaming and full-service jobs, and on the
 * job page when a team confirms an imported game.
 */
export function StreamConsentFields({
  id,
  confirmed,
  audience,
  onConfirmedChange,
  onAudienceChange,
  error,
}: StreamConsentFieldsProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Streaming consent</legend>
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={confirmed}
          onCheckedChange={(checked) => onConfirmedChange(checked === true)}
          aria-required
          {...describedBy(errorId, error)}
        />
        <Label htmlFor={id} className="leading-snug">
          {STREAM_MESSAGES.consentLabel}
        </Label>
      </div>
      <div className="flex flex-col gap-2">
        <p id={`${id}-audience-label`} className="text-sm font-medium text-slate-900">
          Who can watch
        </p>
        <RadioGroup
          aria-labelledby={`${id}-audience-label`}
          value={audience}
          onValueChange={(value) => onAudienceChange(value as StreamAudience)}
        >
          {(Object.keys(AUDIENCE_LABELS) as StreamAudience[]).map((option) => (
            <div key={option} className="flex items-center gap-3">
              <RadioGroupItem id={`${id}-${option}`} value={option} />
              <Label htmlFor={`${id}-${option}`} className="font-normal">
                {AUDIENCE_LABELS[option]}
              </Label>
            </div>
          ))}
        </RadioGroup>
        <p className="text-xs text-slate-600">
          A private link is shown only to the people on your{' '}
          <a
            href="/dashboard/families"
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            families list<span className="sr-only"> (opens in a new tab)</span>
          </a>
          , signed in with that email.
        </p>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
