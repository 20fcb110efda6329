import { Check, Copy } from 'lucide-react';
import { REFERRAL_CREDITS_EACH_SIDE } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopyFeedback } from './use-copy-feedback';

export function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}/signup?ref=${encodeURIComponent(code)}`;
}

/** The user's referral code and share link, with a Copy button. */
export function ReferralCard({ code }: { code: string }) {
  const link = referralLink(code);
  const { copied, copy } = useCopyFeedback();
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
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="referral-link">Share link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="referral-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="outline"
              onClick={() => void copy(link)}
              className="shrink-0 self-start sm:self-auto"
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
          <span role="status" className="sr-only">
            {copied ? 'Share link copied to the clipboard.' : ''}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
