import { AvailableGigs } from './available-gigs';
import { ClosingCta } from '@/features/home/closing-cta';
import { FeaturedHelpers } from './featured-helpers';
import { Hero } from '@/features/home/hero';
import { HowItWorks } from '@/features/home/how-it-works';
import { LoyaltyReferral } from '@/features/home/loyalty-referral';
import { ProblemSolution } from '@/features/home/problem-solution';
import { Testimonials } from '@/features/home/testimonials';

/** Home (/): the spec's sections in order. The site layout supplies <main>, header and footer. */
export function Component() {
  return (
    <>
      <Hero />
      <ProblemSolution />
      <LoyaltyReferral />
      <HowItWorks />
      <AvailableGigs />
      <FeaturedHelpers />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
