import type { Review } from '../../../../shared/agency-people';

const MAX_STARS = 5;

/** Stars as text characters; screen readers hear the label instead of five symbols. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <span className="review__stars" role="img" aria-label={`Rated ${filled} out of ${MAX_STARS} stars`}>
      {'★'.repeat(filled)}
      <span className="review__stars-empty">{'☆'.repeat(MAX_STARS - filled)}</span>
    </span>
  );
}

/** Customer testimonials, each with its rating, words and who said it. */
export function CustomerReviews({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  return (
    // On a phone the list is a row that scrolls sideways (agency.css): focusable, so the keyboard's
    // arrows scroll it too (axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul className="reviews" aria-label="Customer reviews" tabIndex={0}>
      {reviews.map((review) => (
        <li key={review.name} className="review">
          <figure>
            <StarRating rating={review.rating} />
            <blockquote>
              <p>{review.text}</p>
            </blockquote>
            <figcaption>
              {review.name}, {review.place}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
