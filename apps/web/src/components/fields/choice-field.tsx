import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Error element id(s) the checkbox is described by. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/** A Radix checkbox with its label beside it; the whole row is clickable. */
export function CheckboxField({ id, label, checked, onChange, describedBy, invalid, className }: CheckboxFieldProps) {
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(next) => onChange(next === true)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="mt-0.5"
      />
      <Label htmlFor={id} className="cursor-pointer font-normal">
        {label}
      </Label>
    </div>
  );
}
