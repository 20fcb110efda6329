import { Link } from 'react-router';
import { ArrowRight, Gift, Trophy, UserPlus } from 'lucide-react';
import {
  DEFAULT_FREE_GAME_CAP_DOLLARS,
  PAID_GAMES_PER_FREE_GAME,
  REFERRAL_CREDITS_EACH_SIDE,
} from '@sideline/shared';
import { textLink } from './cta-styles';
import { SectionHeading } from './section-heading';

const credit =
  REFERRAL_CREDITS_EACH_SIDE === 1 ? '1 free game credit' : `${REFERRAL_CREDITS_EACH_SIDE} free game credits`;

export function LoyaltyReferral() {
  return (
    <section aria-labelledby="rewards-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="rewards-title"
          eyebrow="Rewards"
          title="Free games for teams that keep playing"
          description="Credits are added to your account automatically, tracked in your dashboard and used in card checkout."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100">
              <Trophy className="size-6 text-brand-700" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-slate-900">Loyalty rewards</h3>
            <p className="mt-2 text-slate-700">
              {`Every ${PAID_GAMES_PER_FREE_GAME} games paid by card through Sideline earn a free game, worth up to $${DEFAULT_FREE_GAME_CAP_DOLLARS}.`}
            </p>
            {/* A picture of the rule for sighted visitors; the sentence above already says it. */}
            <div aria-hidden="true" className="mt-6 flex flex-wrap gap-2">
              {Array.from({ length: PAID_GAMES_PER_FREE_GAME - 1 }, (_, index) => (
                <span key={index} className="size-7 rounded-full border-2 border-brand-600 bg-brand-50" />
              ))}
              <span className="flex size-7 items-center justify-center rounded-full bg-brand-700">
                <Gift className="size-4 text-white" />
              </span>
            </div>
          </article>

          <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100">
              <UserPlus className="size-6 text-brand-700" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-slate-900">Refer a coach</h3>
            <p className="mt-2 text-slate-700">
              Know a coach who could use game-day help? When their first game paid by card through Sideline is
              settled and you have both confirmed your email, you each get {credit}.
            </p>
            <Link to="/get-your-referral-code" className={`${textLink} mt-6`}>
              Get your referral code
              <ArrowRight className="size-4" />
            </Link>
          </article>
        </div>
      </div>
    </section>
  );
}
