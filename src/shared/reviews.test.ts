import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from './agency-people';
import { SAMPLE_REVIEWS } from './sample-reviews';

/** reviews.ts as a bundle compiles it with this `define` (scripts/agency-file.mjs). */
async function reviewsBuiltWith(compiled: readonly Review[] | undefined) {
  vi.stubGlobal('__AGENCY_REVIEWS__', compiled);
  vi.resetModules();
  return (await import('./reviews')).reviews;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the agency's reviews", () => {
  it('are the sample reviews when AGENCY_FILE names none', async () => {
    expect(await reviewsBuiltWith(undefined)).toEqual(SAMPLE_REVIEWS);
  });

  it("are the agency's own list, whole, when AGENCY_FILE has one, or none when it is empty", async () => {
    const own = [{ name: 'Alan W.', place: 'Rockland, ME', rating: 4, text: 'They found us a better plan.' }];
    expect(await reviewsBuiltWith(own)).toEqual(own);
    expect(await reviewsBuiltWith([])).toEqual([]);
  });
});
