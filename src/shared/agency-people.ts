// The shapes of the people the agency's facts name: the staff who write and review the articles
// (src/shared/staff.ts) and the customers whose reviews the home page shows (src/shared/reviews.ts).
// An AGENCY_FILE's `staff` and `reviews` are checked against the same shapes (scripts/agency-file.mjs).

/** How a staff member's illustrated portrait is drawn: original flat SVG, never a photo. */
export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'wavy';
  shirt: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
}

export interface StaffMember {
  id: string;
  name: string;
  /** What they do here, in a few words. */
  role: string;
  /** Designations and licences, as shown after the name in a byline. */
  credentials: string;
  /** Two or three plain sentences for the About page. */
  bio: string;
  portrait: PortraitLook;
}

/** A customer's review as the home page shows it: who, where, their stars out of five and their words. */
export interface Review {
  name: string;
  place: string;
  rating: number;
  text: string;
}
