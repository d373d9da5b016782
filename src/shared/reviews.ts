// What the agency's customers say, one of the agency's facts, shown on the home page. AGENCY_FILE's
// `reviews` replaces the whole list (scripts/agency-file.mjs, README); without it the site shows the
// SAMPLE reviews of src/shared/sample-reviews.ts. Kept out of src/shared/agency.ts so that the list
// reaches the home page only, not every page's first script.
import type { Review } from './agency-people';
import { SAMPLE_REVIEWS } from './sample-reviews';

declare const __AGENCY_REVIEWS__: readonly Review[] | undefined;

/** AGENCY_FILE's reviews, compiled in by the bundlers; undefined without them, and in tsx and tests. */
export const ownReviews = typeof __AGENCY_REVIEWS__ === 'object' ? __AGENCY_REVIEWS__ : undefined;

/** The agency's reviews: its own (`[]`: none shown), else the sample. */
export const reviews: readonly Review[] = ownReviews ?? SAMPLE_REVIEWS;
