import { Card } from '@/components/ui/card';

/** One figure of the payments screen; two to a row on a phone so the lists start above the fold. */
export function PaymentTile({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{value}</dd>
    </Card>
  );
}

export const TILE_GRID = 'grid grid-cols-2 gap-3 sm:gap-4';
