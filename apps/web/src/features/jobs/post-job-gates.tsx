import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { isHelperRole, ROLE_LABELS, type Role } from '@sideline/shared';
import { SignInRequired as SignInRequiredCard } from '@/components/gates/sign-in-required';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Signed-out visitors: posting needs an account, so offer both ways in. */
export function SignInRequired() {
  return <SignInRequiredCard reason="You need to be signed in as a team or coach to post a job." />;
}

/** Signed in without a team role: the server would refuse the post (403), so say why up front. */
export function TeamAccountNeeded({ role }: { role: Role }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <Info className="size-10 text-brand-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Post a Job</h1>
      <p className="text-slate-700">
        Posting jobs needs a team account. You are signed in with a {ROLE_LABELS[role]} account
        {isHelperRole(role) ? ', which is set up for finding gigs: browse open gigs near you instead.' : '.'}
      </p>
      <p className="text-sm text-slate-600">
        Coaches and parents sign up with the Team or Both account type.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/jobs" className={buttonVariants({ size: 'lg' })}>
          Find Gigs
        </Link>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Go to Dashboard
        </Link>
      </div>
    </Card>
  );
}
