import { REFERRAL_CREDITS_EACH_SIDE } from '@sideline/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { siteOrigin } from '@/lib/site-origin';

export function referralLink(code: string, origin = siteOrigin()): string {
  return `${origin}/signup?ref=${encodeURIComponent(code)}`;
}

/** The user's referral code and share link, with a Copy button. */
export function ReferralCard({ code }: { code: string }) {
  const link = referralLink(code);
  const credits =
    REFERRAL_CREDITS_EACH_SIDE === 1
      ? '1 free game credit'
      : `${REFERRAL_CREDITS_EACH_SIDE} free game credits`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Referral Program</CardTitle>
        <CardDescription>
          Invite another coach to Sideline. When their first game paid by card through Sideline is settled and
          you have both confirmed your email, you each earn {credits}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <p className="text-sm font-medium text-slate-900">Your referral code</p>
          <p className="mt-1 font-mono text-lg font-semibold tracking-wide text-brand-900">{code}</p>
        </div>
        <CopyField id="referral-link" label="Share link" value={link} what="Share link" />
      </CardContent>
    </Card>
  );
}
