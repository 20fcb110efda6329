import { Link } from 'react-router';
import { CalendarCheck, ClipboardList, FileSpreadsheet, MonitorPlay, Trophy, UsersRound } from 'lucide-react';
import { TOURNAMENT_PACKAGES } from '@sideline/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { QuoteForm } from './quote-form';

/** On the dark hero the green focus ring would vanish, so these links use a white one. */
const ctaBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

const OFFER = [
  {
    icon: FileSpreadsheet,
    title: 'Bring your schedule as it is',
    detail:
      'Upload the games spreadsheet you already have (CSV or Excel). Every game lands on your dashboard.',
  },
  {
    icon: ClipboardList,
    title: 'Post every game in one step',
    detail: 'Select the games, choose the service and hourly rate once, and each game becomes a paid job.',
  },
  {
    icon: UsersRound,
    title: 'Vetted local helpers',
    detail: 'Scorekeepers on GameChanger, scoreboard operators and live streamers near your fields apply.',
  },
  {
    icon: CalendarCheck,
    title: 'See who is covered',
    detail: 'Each game shows its status, from open with applicants to assigned, completed and paid.',
  },
];

/** The public tournament page: what we do, the packages (spec doc 2, section 9), and the quote form. */
export function TournamentLanding() {
  return (
    <div>
      <section aria-labelledby="tournament-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-800 px-3 py-1 text-sm font-medium text-brand-50">
            <Trophy aria-hidden="true" className="size-4" />
            For tournament directors
          </p>
          <h1
            id="tournament-title"
            className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            Staff every game of your tournament from one spreadsheet
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">
            Scorekeeping, scoreboard operation and live streaming for 8 to 40+ games a weekend. Upload your
            schedule, post paid jobs for the games you pick, and watch them fill.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/tournament-signup"
              className={cn(ctaBase, 'bg-white text-brand-900 hover:bg-brand-50')}
            >
              Sign Up as a Director
            </Link>
            <a href="#quote" className={cn(ctaBase, 'border border-white text-white hover:bg-brand-800')}>
              Get a Quote
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-title" className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="offer-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            What we do for tournaments
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {OFFER.map(({ icon: Icon, title, detail }) => (
              <li key={title} className="rounded-lg border border-slate-200 p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="packages-title" className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="packages-title"
            className="text-center text-3xl font-extrabold tracking-tight text-slate-900"
          >
            Tournament packages
          </h2>
          <p className="mt-3 text-center text-slate-700">Every package includes a quote within 24 hours.</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {TOURNAMENT_PACKAGES.map((pkg) => (
              <li key={pkg.name}>
                <Card className={cn('relative h-full', pkg.popular && 'border-2 border-brand-700')}>
                  {pkg.popular && (
                    <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
                      Most Popular
                    </p>
                  )}
                  <CardHeader>
                    <CardTitle as="h3">{pkg.name}</CardTitle>
                    <CardDescription>{pkg.games}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <p className="text-3xl font-extrabold text-slate-900">{pkg.price}</p>
                    <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                      <MonitorPlay aria-hidden="true" className="size-4 text-brand-700" />
                      Scorekeeping, scoreboard and streaming
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="quote" aria-labelledby="quote-title" className="scroll-mt-16 bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2 id="quote-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
            Request a quote
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            Tell us about your tournament and we will reply within 24 hours. Ready to start?{' '}
            <Link
              to="/tournament-signup"
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              Create your director account
            </Link>
            .
          </p>
          <QuoteForm />
        </div>
      </section>
    </div>
  );
}
