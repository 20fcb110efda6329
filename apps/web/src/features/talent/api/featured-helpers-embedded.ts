import { HelperProfileSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { featuredHelpersPath } from '@/lib/route-data-paths';
import { firstFeatured } from './featured-helpers-parse';

// Library mode's embedded answer (src/embedded-answers.d.ts): a build without it leaves this out.

/** A library-mode home page's embedded list (decision 0026). */
export function embeddedFeaturedHelpers() {
  const helpers = api.embedded(HelperProfileSchema.array(), featuredHelpersPath());
  return helpers && firstFeatured(helpers);
}
