import * as Tabs from '@radix-ui/react-tabs';
import { Banknote, CalendarClock, DollarSign, MapPin, Star, Timer, Wallet } from 'lucide-react';
import { DOCUMENT_ANSWERS } from '@/lib/document-answers';
import { HeroPanel, type HeroAudience } from './hero-panel';

// The numbers are the spec's stated marketing claims; change them there first.
const AUDIENCES: { value: string; tab: string; shows: string; content: HeroAudience }[] = [
  {
    value: 'teams',
    tab: 'For Coaches & Parents',
    shows: 'group-has-[input[value=teams]:checked]/hero:block',
    content: {
      headline: 'Your next game, fully staffed',
      copy: 'Post a job in about 2 minutes and hire a helper to keep the GameChanger book, run the scoreboard or live stream the game for family who can\u2019t make it.',
      highlights: ['Verified helpers', 'Secure payment through the platform', 'Setup in 2 minutes'],
      stats: [
        { value: '$25/hr', label: 'Helper rates start at', icon: DollarSign },
        { value: '$35+/hr', label: 'Full service: scorekeeping, scoreboard and streaming', icon: Wallet },
        { value: '2-4 hrs', label: 'A typical game booking', icon: Timer },
      ],
      primary: { to: '/post-job', label: 'Post a Job' },
      secondary: { to: '/#how-it-works', label: 'How It Works' },
    },
  },
  {
    value: 'helpers',
    tab: 'For Gig Workers',
    shows: 'group-has-[input[value=helpers]:checked]/hero:block',
    content: {
      headline: 'Get paid to work the games you love',
      copy: 'Keep score on GameChanger, run the scoreboard or live stream youth games near you. Pick the gigs that fit your schedule and build a rating that wins you more work.',
      highlights: ['Weekly pay', 'Secure payment through the platform', 'Games of 2-4 hours'],
      stats: [
        { value: '$150', label: 'Average weekend earnings', icon: Banknote },
        { value: '4.8', label: 'Average helper rating', icon: Star },
        { value: 'Weekly', label: 'Pay, starting at $25/hr', icon: CalendarClock },
      ],
      primary: { to: '/jobs', label: 'Find Gigs' },
      secondary: { to: '/signup', label: 'Sign Up' },
    },
  },
];

const triggerClass =
  'cursor-pointer rounded-lg px-3 py-2.5 text-sm font-semibold text-brand-50 transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white data-[state=active]:bg-white data-[state=active]:text-brand-900 sm:px-5';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-800 px-3 py-1 text-sm font-medium text-brand-50">
          <MapPin className="size-4" />
          Now staffing youth games across Tampa Bay
        </p>
        <h1
          id="hero-title"
          className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
        >
          Game-day help for youth sports, without the scramble
        </h1>

        {DOCUMENT_ANSWERS ? <AudienceChoice /> : <AudienceTabs />}
      </div>
    </section>
  );
}

/**
 * In a document that answers its own taps (decision 0054) the two audiences are a radio group: the
 * browser moves between them with the arrow keys and CSS shows the chosen one's panel, with no script.
 */
function AudienceChoice() {
  return (
    <div className="group/hero mt-10">
      <fieldset className="grid w-full grid-cols-2 gap-1 rounded-xl bg-brand-800 p-1 sm:inline-grid sm:w-auto">
        <legend className="sr-only">Who are you?</legend>
        {AUDIENCES.map((audience, index) => (
          <label
            key={audience.value}
            className={`${triggerClass} text-center has-checked:bg-white has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-white`}
          >
            <input
              type="radio"
              name="hero-audience"
              value={audience.value}
              defaultChecked={index === 0}
              className="sr-only"
            />
            {audience.tab}
          </label>
        ))}
      </fieldset>
      {AUDIENCES.map((audience) => (
        <div key={audience.value} className={`mt-8 hidden ${audience.shows}`}>
          <HeroPanel audience={audience.content} />
        </div>
      ))}
    </div>
  );
}

function AudienceTabs() {
  return (
    <>
      {/* Radix Tabs gives arrow-key movement between the two audiences and the tab/tabpanel roles. */}
      <Tabs.Root defaultValue="teams" className="mt-10">
        <Tabs.List
          aria-label="Who are you?"
          className="grid w-full grid-cols-2 gap-1 rounded-xl bg-brand-800 p-1 sm:inline-grid sm:w-auto"
        >
          {AUDIENCES.map((audience) => (
            <Tabs.Trigger key={audience.value} value={audience.value} className={triggerClass}>
              {audience.tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {AUDIENCES.map((audience) => (
          // Both panels are in the page (forceMount, hidden by data-state), so the page's first
          // script can switch them before the app runs (public/prerendered-page.js).
          <Tabs.Content
            key={audience.value}
            value={audience.value}
            forceMount
            className="mt-8 rounded-lg data-[state=inactive]:hidden focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            <HeroPanel audience={audience.content} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
