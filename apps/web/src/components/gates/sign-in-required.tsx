import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A screen that needs an account, seen signed out: says why, and offers both ways in. */
export function SignInRequired({ reason }: { reason: string }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <Lock className="size-10 text-brand-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Sign In Required</h1>
      <p className="text-slate-600">{reason}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/login" className={buttonVariants({ size: 'lg' })}>
          Log In
        </Link>
        <Link to="/signup" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Sign Up
        </Link>
      </div>
    </Card>
  );
}
