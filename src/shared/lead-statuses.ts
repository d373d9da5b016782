// A quote lead's stages, without zod: the console's leads list shows and filters by them (see
// contact-choices.ts for why; decision 242). agent-schemas.ts builds its enums from these.

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
