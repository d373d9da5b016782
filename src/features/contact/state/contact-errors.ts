// How the contact form words a failure; the kit (src/components/form/server-errors.ts) chooses
// which message applies. Each offers the phone, as the form is how people reach an agent.
import type { FailureMessages } from '../../../components/form/server-errors';

export const contactMessages: FailureMessages = {
  offline: 'You appear to be offline. Check your connection and try again.',
  tooMany: 'You have sent several messages in a short time. Please wait a little, or call us.',
  busy: 'Our service is busy right now. Please try again in a minute, or call us.',
  fallback: 'Your message could not be sent. Please try again, or call us.',
  refused: (status) =>
    `Your message was not accepted (error ${status}). What you wrote is still here: check it and send again, or call us.`,
};
