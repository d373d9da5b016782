// SAMPLE REVIEWS, NOT REAL CUSTOMERS. Invented for the demo site: an agency running it replaces them
// with reviews its own customers gave, with their permission to publish, in AGENCY_FILE's `reviews`
// (README, "Your agency's own facts"), or sets `"reviews": []` to show none.
import type { Review } from './agency-people';

export const SAMPLE_REVIEWS: readonly Review[] = [
  {
    name: 'Margaret T.',
    place: 'Scarborough, ME',
    rating: 5,
    text: 'Turning 65 had me overwhelmed by all the mail I was getting. They sat down with me, explained Medigap and Medicare Advantage in words I understood, and never rushed me.',
  },
  {
    name: 'Daniel R.',
    place: 'South Portland, ME',
    rating: 5,
    text: 'When a tree came down on our garage in a winter storm, I called Harbor Point first. They walked me through the claim and checked in until it was settled.',
  },
  {
    name: 'Linda M.',
    place: 'Falmouth, ME',
    rating: 5,
    text: 'I had put off life insurance for years. They helped us work out how much we actually needed and compared a few companies. It took one afternoon, not months.',
  },
  {
    name: 'Robert K.',
    place: 'Portsmouth, NH',
    rating: 5,
    text: 'I run a small landscaping business with a few trucks. They looked at our commercial auto and liability together and explained what each policy actually covers.',
  },
  {
    name: 'Carol B.',
    place: 'Brunswick, ME',
    rating: 5,
    text: 'They review my drug plan with me every fall. My prescriptions changed this year, and they caught that another plan would be a better fit for me.',
  },
  {
    name: 'James P.',
    place: 'Westbrook, ME',
    rating: 4,
    text: 'Helpful, patient people. They explained my 401(k) rollover choices clearly and did not push me toward anything. The office can get busy in the fall, so call ahead.',
  },
];
