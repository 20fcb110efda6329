import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { JobRequirementsSchema, type JobRequirements } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';

const defaultsQuery = () =>
  queryOptions({
    queryKey: ['safety', 'team-defaults'] as const,
    queryFn: () => api.get(JobRequirementsSchema, '/api/users/me/safety-defaults'),
  });

/** Post a Job's loader (decision 0054): the team's defaults under this query's key. */
export const seedSafetyDefaults = (client: QueryClient, wire: unknown) =>
  client.setQueryData(
    defaultsQuery().queryKey,
    api.parse(JobRequirementsSchema, wire, '/api/users/me/safety-defaults'),
  );

const OPTIONS: { key: keyof JobRequirements; label: string; hint: string }[] = [
  {
    key: 'backgroundCheck',
    label: 'Requires a clear background check',
    hint: 'Adults need a check from the last two years; helpers under 18 are exempt.',
  },
  {
    key: 'safeSport',
    label: 'Requires SafeSport training',
    hint: 'Every helper, teens included, needs training verified in the last year.',
  },
];

/**
 * The job's safety requirements (decision 0050). A new job starts from the team's defaults; the
 * team can save its choice as the default for the jobs it posts next.
 */
export function SafetyRequirementFields({
  value,
  onChange,
}: {
  value: JobRequirements | undefined;
  onChange(next: JobRequirements): void;
}) {
  const defaults = useQuery(defaultsQuery());
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: JobRequirements) =>
      api.send('PUT', '/api/users/me/safety-defaults', JobRequirementsSchema, {
        schema: JobRequirementsSchema,
        value: next,
      }),
    onSuccess: (saved) => queryClient.setQueryData(defaultsQuery().queryKey, saved),
  });
  // A new job shows (and sends) the team's defaults once they arrive, unless already chosen.
  useEffect(() => {
    if (value === undefined && defaults.data) onChange(defaults.data);
  }, [value, defaults.data, onChange]);
  const current = value ?? defaults.data ?? { backgroundCheck: false, safeSport: false };
  const isDefault =
    defaults.data?.backgroundCheck === current.backgroundCheck &&
    defaults.data?.safeSport === current.safeSport;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">Safety requirements</legend>
      {OPTIONS.map((option) => (
        <div key={option.key} className="flex items-start gap-3">
          <Checkbox
            id={`requires-${option.key}`}
            checked={current[option.key]}
            onCheckedChange={(checked) => onChange({ ...current, [option.key]: checked === true })}
            aria-describedby={`requires-${option.key}-hint`}
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`requires-${option.key}`}>{option.label}</Label>
            <p id={`requires-${option.key}-hint`} className="text-sm text-slate-700">
              {option.hint}
            </p>
          </div>
        </div>
      ))}
      {defaults.isSuccess && !isDefault && (
        <Button
          type="button"
          variant="link"
          className="self-start px-0"
          disabled={save.isPending}
          onClick={() => save.mutate(current)}
        >
          Make these my team&apos;s default for new jobs
        </Button>
      )}
      {save.isSuccess && isDefault && (
        <p role="status" className="text-sm text-emerald-800">
          Saved as your team&apos;s default.
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {save.error.message}
        </p>
      )}
    </fieldset>
  );
}
