import { useState } from 'react';
import type { Application } from '@sideline/shared';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWithdrawApplication } from './api/mutations';

interface WithdrawApplicationButtonProps {
  application: Application;
  size?: ButtonProps['size'];
  /** Visible text; the job page says 'Withdraw Application', lists say 'Withdraw'. */
  label?: string;
}

/** Withdrawing takes the application off the team's list for good, so it asks first. */
export function WithdrawApplicationButton({
  application,
  size,
  label = 'Withdraw Application',
}: WithdrawApplicationButtonProps) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  const title = application.job.title;

  return (
    <>
      <Button
        variant="outline"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={label === 'Withdraw' ? `Withdraw application for ${title}` : undefined}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw your application?"
        description={`The team will no longer see your application for "${title}".`}
        confirmLabel="Withdraw Application"
        pendingLabel="Withdrawing..."
        cancelLabel="Keep Application"
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(application, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
