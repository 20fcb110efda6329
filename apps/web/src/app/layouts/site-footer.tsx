import { Link } from 'react-router';
import { Mail, Trophy } from 'lucide-react';
import clsx from 'clsx';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';

const QUICK_LINKS = [
  { to: '/jobs', label: 'Find Work' },
  { to: '/find-talent', label: 'Find Talent' },
  { to: '/post-job', label: 'Post a Job' },
  { to: '/#how-it-works', label: 'How It Works' },
  { to: '/tournament-director', label: 'Tournament Organizer' },
] as const;

const SUPPORT_EMAIL = 'support@sideline.example';

const linkClass = clsx('rounded-sm text-slate-700 hover:text-brand-800 hover:underline');
const headingClass = 'text-sm font-semibold tracking-wide text-slate-900 uppercase';

/*
 * The original's social icons pointed nowhere and lucide 1.x ships no brand marks, so they are
 * left out until Sideline has accounts to link to.
 */
export function SiteFooter() {
  return (
    // Off screen until the page is scrolled to it: laid out and painted only then (content-visibility).
    <footer className="border-t border-slate-200 bg-slate-50 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-xl font-extrabold text-brand-800">
            <Trophy className="size-6 text-brand-700" />
            Sideline
          </p>
          <p className="mt-3 text-sm leading-6 text-slate-600">
            Game-day help for youth sports teams. Hire trusted scorekeepers for GameChanger, scoreboard
            operators and live streamers, starting in Tampa Bay.
          </p>
        </div>

        <nav aria-label="Quick links">
          <h2 className={headingClass}>Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Support</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className={clsx(linkClass, 'inline-flex items-center gap-1.5')}
              >
                <Mail className="size-4" />
                Contact Us
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}?subject=Help%20with%20Sideline`} className={linkClass}>
                Help &amp; FAQs by email
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>Newsletter</h2>
          <p className="mt-4 text-sm leading-6 text-slate-600">
            New gigs, game-day tips and Sideline news, now and then. Unsubscribe any time.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          &copy; {new Date().getFullYear()} Sideline. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
