import { Link } from 'react-router';
import {
  DEFAULT_FREE_GAME_CAP_DOLLARS,
  PAID_GAMES_PER_FREE_GAME,
  REFERRAL_CREDITS_EACH_SIDE,
  type ReferralInfo,
} from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton, CopyField } from '@/components/ui/copy-field';
import { Skeleton } from '@/components/ui/skeleton';

const credit =
  REFERRAL_CREDITS_EACH_SIDE === 1 ? '1 free game credit' : `${REFERRAL_CREDITS_EACH_SIDE} free game credits`;

/** Guests: what the program is, and the way in. */
export function ReferralGuestPrompt() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign in to get your referral code</CardTitle>
        <CardDescription>
          Create an account or sign in to get your own code, then share it with a coach: when their first game
          paid by card through Sideline is settled and you have both confirmed your email, you each earn{' '}
          {credit}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Link to="/signup" className={buttonVariants()}>
          Create Account
        </Link>
        <Link to="/login" className={buttonVariants({ variant: 'outline' })}>
          Sign In
        </Link>
      </CardContent>
    </Card>
  );
}

/** Signed in: the code, the share link, the stats and how it works. */
export function ReferralDetails({
  code,
  link,
  info,
}: {
  code: string;
  link: string;
  info: ReferralInfo | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Your referral code</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-mono text-2xl font-semibold tracking-wide text-brand-900">{code}</p>
            <CopyButton text={code} what="Referral code" name="Copy Referral code" className="shrink-0" />
          </div>
          <CopyField
            id="referral-share-link"
            label="Share link"
            value={link}
            what="Share link"
            buttonName="Copy Share link"
          />
        </CardContent>
      </Card>
      <section aria-labelledby="referral-stats-title">
        <h2 id="referral-stats-title" className="text-lg font-semibold text-slate-900">
          Your referrals
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <Stat label="Total Referrals" value={info?.totalReferrals} />
          <Stat label="Completed Referrals" value={info?.completedReferrals} />
          <Stat label="Free Games Earned" value={info?.totalEarnings} />
        </dl>
      </section>
      <section aria-labelledby="referral-steps-title">
        <h2 id="referral-steps-title" className="text-lg font-semibold text-slate-900">
          How it works
        </h2>
        <ol className="mt-3 grid gap-4 sm:grid-cols-3">
          <Step n={1} title="Share your code" text="Send your link or code to another coach." />
          <Step n={2} title="They sign up" text="They create a team account with your code." />
          <Step
            n={3}
            title="You both earn"
            text={`When their first game paid by card through Sideline is settled and you have both confirmed your email, you each get ${credit}. Every ${PAID_GAMES_PER_FREE_GAME} games paid by card earn one more, worth up to $${DEFAULT_FREE_GAME_CAP_DOLLARS}.`}
          />
        </ol>
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value ?? <Skeleton className="h-7 w-10" />}</dd>
    </div>
  );
}

function Step({ n, title, text }: { n: number; title: string; text: string }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-brand-800">Step {n}</p>
      <p className="mt-1 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
    </li>
  );
}
