import { Link } from 'react-router';
import { ArrowRight, Gift, Trophy, UserPlus } from 'lucide-react';
import { textLink } from './cta-styles';
import { SectionHeading } from './section-heading';

const GAMES_PER_FREE_GAME = 10;

export function LoyaltyReferral() {
  return (
    <section aria-labelledby="rewards-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="rewards-title"
          eyebrow="Rewards"
          title="Free games for teams that keep playing"
          description="Credits are added to your account automatically and tracked in your dashboard."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100">
              <Trophy className="size-6 text-brand-700" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-slate-900">Loyalty rewards</h3>
            <p className="mt-2 text-slate-700">
              Every {GAMES_PER_FREE_GAME} paid games earns 1 free game credit.
            </p>
            {/* A picture of the rule for sighted visitors; the sentence above already says it. */}
            <div aria-hidden="true" className="mt-6 flex flex-wrap gap-2">
              {Array.from({ length: GAMES_PER_FREE_GAME - 1 }, (_, index) => (
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
              Know a coach who could use game-day help? When their first paid game completes, you both get 1
              free game credit.
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
