import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { REFERRAL_CREDITS_EACH_SIDE } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const credits =
  REFERRAL_CREDITS_EACH_SIDE === 1 ? '1 free game credit' : `${REFERRAL_CREDITS_EACH_SIDE} free game credits`;
const PITCH = `Invite another coach to Sideline: when their first game paid by card is settled, you each earn ${credits}.`;

/** The team dashboard's Refer a Friend banner (spec doc 2), under the title. */
export function ReferAFriendBanner() {
  return (
    <section
      aria-labelledby="refer-banner-title"
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
        <div>
          <h2 id="refer-banner-title" className="font-semibold text-brand-900">
            Refer a Friend
          </h2>
          <p className="text-sm text-brand-900">{PITCH}</p>
        </div>
      </div>
      <Link to="/get-your-referral-code" className={buttonVariants({ size: 'sm', className: 'shrink-0' })}>
        Get your referral code
      </Link>
    </section>
  );
}

/** The helper dashboard's Refer a Friend card (spec doc 2), beside Find Gigs. */
export function ReferAFriendCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className="flex items-center gap-2">
          <Gift aria-hidden="true" className="size-5 text-brand-800" />
          Refer a Friend
        </CardTitle>
        <CardDescription>{PITCH}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/get-your-referral-code" className={buttonVariants({ variant: 'outline' })}>
          Get your referral code
        </Link>
      </CardContent>
    </Card>
  );
}
