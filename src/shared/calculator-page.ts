// What the retirement calculator's page says it does: its head and lead (src/pages), and the
// chat's passage for it (src/server/chat/passages.ts), so that "is there a tool where we can put
// in our numbers" finds the page that is an application rather than text.
export const CALCULATOR_DESCRIPTION =
  'Estimate what your savings may grow to, what your retirement income needs, and the chance the money lasts.';
/** The page's promise about the answers, in its lead and in the chat's passage. */
export const CALCULATOR_ON_DEVICE = 'Your answers stay on this device.';
export const CALCULATOR_LEAD = `What your savings may grow to, what your retirement could need, and what would close a gap. ${CALCULATOR_ON_DEVICE}`;
/** What a person puts in, as the calculator's fields ask it. */
export const CALCULATOR_INPUTS =
  'You put in your age today, the age you plan to retire, your retirement savings today, what you save each month and your Social Security estimate, then try other retirement ages and amounts to compare.';
