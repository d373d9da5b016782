// A website request's stages and their names, without zod: the dashboard's card and the console's
// lists show them, and importing them from website-build-schemas.ts made those screens load and run
// every schema of the wizard (about 50 kB of zod and field rules) before they could draw (issue 19,
// decision 242). website-build-schemas.ts builds its enums from these.

export const BUILD_STATUSES = ['submitted', 'in_progress', 'in_review', 'live'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export const BUILD_STATUS_LABELS: Record<BuildStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  in_review: 'In review',
  live: 'Live',
};
