import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

// Static sample text, as the spec says; the note under the title tells visitors so.
const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I used to spend every doubleheader with my head buried in GameChanger. Now a helper keeps the book and I actually get to coach.',
    name: 'Marcus T.',
    role: '12U travel baseball coach, Brandon',
  },
  {
    quote:
      'Our grandparents in Ohio watch every tournament game on the live stream. Booking it took me less time than packing the cooler.',
    name: 'Dana R.',
    role: 'Softball parent, St. Petersburg',
  },
  {
    quote:
      'I keep score on Saturdays between classes. The games are short, the teams are friendly and the pay shows up every week.',
    name: 'Jaylen W.',
    role: 'Scorekeeper and USF student, Tampa',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="From the sideline"
          title="Built for Tampa Bay game days"
          description="Sample stories from the coaches, parents and helpers Sideline is made for."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="size-8 text-brand-600" />
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>&ldquo;{item.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  >
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    <span className="block text-sm text-slate-600">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
