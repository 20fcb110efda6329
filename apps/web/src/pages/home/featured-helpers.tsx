import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURED_HELPERS_LIMIT } from '@sideline/shared';
import { HelperGrid, HelperGridSkeleton } from '@/features/talent/helper-grid';
import { useFeaturedHelpers } from '@/features/talent/api/featured-helpers';
import { secondaryCta } from '@/features/home/cta-styles';
import { SectionHeading } from '@/features/home/section-heading';

// Four across on wide screens so the spec's four featured helpers fill one row.
const fourAcross = 'xl:grid-cols-4';

/** Home section 6: up to 4 verified, best rated helpers and a way to see them all. */
export function FeaturedHelpers() {
  const featured = useFeaturedHelpers();
  return (
    <section
      aria-labelledby="featured-helpers-title"
      className="border-t border-slate-100 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-helpers-title"
          eyebrow="Top rated on Sideline"
          title="Featured Helpers"
          description="Scorekeepers, scoreboard operators and live streamers ready for your next game, verified first."
        />
        <div className="mt-12">
          {featured.isPending ? (
            <HelperGridSkeleton
              count={FEATURED_HELPERS_LIMIT}
              className={fourAcross}
              label="Loading featured helpers..."
            />
          ) : featured.isError ? (
            <p className="text-center text-slate-600">Featured helpers could not be loaded right now.</p>
          ) : featured.data.length === 0 ? (
            <p className="text-center text-slate-600">No helpers have joined yet. Check back soon.</p>
          ) : (
            <HelperGrid helpers={featured.data} label="Featured helpers" className={fourAcross} />
          )}
        </div>
        <div className="mt-10 flex justify-center">
          <Link to="/helpers" className={secondaryCta}>
            View All Helpers <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
