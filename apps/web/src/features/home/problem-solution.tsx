import { CircleCheckBig, CircleX, TriangleAlert, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { SectionHeading } from './section-heading';

const PROBLEMS = [
  'A parent ends up in the scorer\u2019s chair instead of watching their kid play.',
  'A volunteer cancels the night before and the GameChanger book goes blank.',
  'Grandparents and families who can\u2019t travel miss the game with no stream to follow.',
];

const SOLUTIONS = [
  'Post a job in 2 minutes with the date, venue, service and pay rate.',
  'Choose from verified local helpers who know GameChanger, scoreboards and streaming.',
  'Pay securely through the platform once the game is done.',
];

export function ProblemSolution() {
  return (
    <section aria-labelledby="problem-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="problem-title"
          eyebrow="Why Sideline"
          title="Game day shouldn't depend on whoever volunteers"
          description="Every team needs someone on the book, the board and the camera. Most of the time that job falls to a parent."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <Card
            tone="problem"
            icon={<TriangleAlert className="size-6 text-amber-700" />}
            title="The problem"
            items={PROBLEMS}
          />
          <Card
            tone="solution"
            icon={<Zap className="size-6 text-brand-700" />}
            title="The Sideline solution"
            items={SOLUTIONS}
          />
        </div>
      </div>
    </section>
  );
}

interface CardProps {
  tone: 'problem' | 'solution';
  icon: ReactNode;
  title: string;
  items: string[];
}

function Card({ tone, icon, title, items }: CardProps) {
  const ItemIcon = tone === 'problem' ? CircleX : CircleCheckBig;
  return (
    <article
      className={clsx(
        'rounded-2xl border p-6 sm:p-8',
        tone === 'problem' ? 'border-slate-200 bg-slate-50' : 'border-brand-100 bg-brand-50',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={clsx(
            'flex size-11 items-center justify-center rounded-xl',
            tone === 'problem' ? 'bg-amber-100' : 'bg-brand-100',
          )}
        >
          {icon}
        </span>
        <h3 className="text-xl font-bold text-slate-900">{title}</h3>
      </div>
      <ul className="mt-6 space-y-4">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <ItemIcon
              className={clsx(
                'mt-0.5 size-5 shrink-0',
                tone === 'problem' ? 'text-slate-500' : 'text-brand-700',
              )}
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
