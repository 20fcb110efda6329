import { Download } from 'lucide-react';
import type { Payment } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { downloadCsv, paymentsCsv } from './csv';

/** Downloads this season's payments (the calendar year) as CSV. */
export function CsvButton({ payments }: { payments: Payment[] }) {
  const year = new Date().getFullYear();
  return (
    <Button
      variant="outline"
      onClick={() => downloadCsv(`sideline-payments-${year}.csv`, paymentsCsv(payments, year))}
    >
      <Download aria-hidden="true" />
      Download {year} CSV
    </Button>
  );
}
