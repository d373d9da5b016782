// Dates of things that happened (a question asked, a quote sent), as people at the agency in
// Portland, Maine read them: the same on the server and in the browser, so hydration matches.
const agencyDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });

/** "Nov 22, 2026". */
export const formatAgencyDate = (iso: string) => agencyDate.format(new Date(iso));
