// The chat's limits, without zod, for screens that show them before any form is used (the
// dashboard's chat card): see website-build-choices.ts for why (decision 242).

/** The longest message a member may send, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
