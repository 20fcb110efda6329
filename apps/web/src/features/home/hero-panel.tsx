import { Link } from 'react-router';
import { ArrowRight, CircleCheckBig, type LucideIcon } from 'lucide-react';
import { primaryCtaOnDark, secondaryCtaOnDark } from './cta-styles';

export interface HeroAudience {
  headline: string;
  copy: string;
  highlights: string[];
  stats: { value: string; label: string; icon: LucideIcon }[];
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
}

/** One audience's half of the hero: the pitch on the left, the numbers that back it on the right. */
export function HeroPanel({ audience }: { audience: HeroAudience }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <div>
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{audience.headline}</h2>
        <p className="mt-4 text-lg leading-8 text-brand-50">{audience.copy}</p>
        <ul className="mt-6 space-y-2">
          {audience.highlights.map((item) => (
            <li key={item} className="flex items-center gap-2 font-medium">
              <CircleCheckBig className="size-5 shrink-0 text-brand-100" />
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={audience.primary.to} className={primaryCtaOnDark}>
            {audience.primary.label}
            <ArrowRight className="size-5" />
          </Link>
          <Link to={audience.secondary.to} className={secondaryCtaOnDark}>
            {audience.secondary.label}
          </Link>
        </div>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {audience.stats.map(({ value, label, icon: Icon }) => (
          // dt must come first in a <dl>; flex-col-reverse shows the number above its label.
          <div
            key={label}
            className="flex flex-col-reverse gap-1 rounded-2xl bg-brand-800 p-5 ring-1 ring-brand-700"
          >
            <dt className="text-sm leading-5 text-brand-50">{label}</dt>
            <dd className="flex items-center gap-2 text-3xl font-extrabold">
              <Icon className="size-6 text-brand-100" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
