import { HandHelping, Whistle, type LucideIcon } from 'lucide-react';
import { DEFAULT_FREE_GAME_CAP_DOLLARS, PAID_GAMES_PER_FREE_GAME } from '@sideline/shared';
import { SectionHeading } from './section-heading';

interface Step {
  title: string;
  detail: string;
}

const TEAM_STEPS: Step[] = [
  {
    title: 'Create a team profile',
    detail: 'Add your team, sport and home field so helpers know who they are working with.',
  },
  {
    title: 'Post jobs with details and pay rate',
    detail: 'Pick the service, date, time and venue, and set an hourly rate from $25.',
  },
  {
    title: 'Review applicants and select helpers',
    detail: 'Compare ratings, skills and equipment, then choose the helper who fits.',
  },
  {
    title: 'Pay through the platform',
    detail: `Pay securely after the game. Every ${PAID_GAMES_PER_FREE_GAME} games paid by card through Sideline earn a free game, worth up to $${DEFAULT_FREE_GAME_CAP_DOLLARS}.`,
  },
];

const HELPER_STEPS: Step[] = [
  {
    title: 'Set up a profile',
    detail: 'Tell teams which services you offer and the hourly rate you are looking for.',
  },
  {
    title: 'Highlight skills and equipment',
    detail: 'Show your GameChanger experience, scoreboard know-how or streaming gear.',
  },
  {
    title: 'Browse and apply for nearby gigs',
    detail: 'Find games close to your ZIP code and apply in a couple of taps.',
  },
  {
    title: 'Get paid after completion',
    detail: 'Work the game, get paid weekly and collect reviews that win you more gigs.',
  },
];

export function HowItWorks() {
  return (
    // scroll-mt keeps the title clear of the sticky header when /#how-it-works jumps here.
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-16 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-title"
          eyebrow="Simple from sign-up to final out"
          title="How It Works"
          description="Four steps on each side of the field."
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <StepList title="For Teams" icon={Whistle} steps={TEAM_STEPS} />
          <StepList title="For Helpers" icon={HandHelping} steps={HELPER_STEPS} />
        </div>
      </div>
    </section>
  );
}

function StepList({ title, icon: Icon, steps }: { title: string; icon: LucideIcon; steps: Step[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-6 sm:p-8">
      <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100">
          <Icon className="size-6 text-brand-700" />
        </span>
        {title}
      </h3>
      <ol className="mt-6 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            {/* The list already numbers the steps for screen readers; this is the visible number. */}
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 text-slate-600">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
