// How the ask form words a failure; the kit (src/components/form/server-errors.ts) chooses which
// message applies. Each says the question is still on the page, since drafts are kept.
import type { FailureMessages } from '../../../components/form/server-errors';

export const questionMessages: FailureMessages = {
  offline: 'You appear to be offline. Your question is saved on this device; try again when you are online.',
  tooMany: 'You have asked many questions today. Please try again tomorrow, or call us.',
  busy: 'Our service is busy right now. Your question is saved; please try again in a minute.',
  fallback: 'Your question could not be sent. It is saved on this device; please try again, or call us.',
  refused: (status) =>
    `Your question was not accepted (error ${status}). What you wrote is still here: check it and send again.`,
};
