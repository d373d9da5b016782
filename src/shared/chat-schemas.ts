// The chat assistant's API (docs/contracts.md "Chat"): the request body, the stored conversation
// shapes and the server-sent events of POST /api/chat, as zod schemas. Types are z.infer of them.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './chat-limits';
import { multiLine } from './fields';

export { CHAT_MESSAGE_MAX } from './chat-limits';

const CONVERSATION_TITLE_MAX = 80;

/**
 * A conversation's title, from its first message: the first line, cut at a word near 80
 * characters. The server stores it; the device uses it for a conversation it has not fetched yet.
 */
export function conversationTitle(message: string): string {
  const line = message.split('\n')[0]!.trim();
  const max = CONVERSATION_TITLE_MAX;
  return line.length <= max ? line : `${line.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export const chatRequestSchema = z.strictObject({
  conversationId: z.uuid('That conversation was not found.').optional(),
  message: multiLine({
    missing: 'Type a message.',
    max: CHAT_MESSAGE_MAX,
    tooLong: `Keep your message under ${CHAT_MESSAGE_MAX} characters.`,
  })
    // The cap applies after cleaning and trimming, so the document states it in words.
    .describe(
      `The member's message: 1 to ${CHAT_MESSAGE_MAX} characters once control characters are removed and spaces trimmed; longer is a 400.`,
    ),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const citationSchema = z.object({ url: z.string(), title: z.string() });
export const suggestionSchema = z.object({ label: z.string(), url: z.string() });
export type Citation = z.infer<typeof citationSchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;

/** 'agent' messages are an agent's answers to the conversation's hand-off question. */
export const CHAT_ROLES = ['user', 'assistant', 'agent'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  text: z.string(),
  citations: z.array(citationSchema),
  suggestions: z.array(suggestionSchema),
  /** The member pressed stop: the text is what had been sent by then. */
  stopped: z.boolean(),
  createdAt: z.string(),
  /** For 'agent' messages: the agent's display name. */
  author: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The question an agent was asked through "Talk to an agent", if any. */
  questionId: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(chatMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const handoffResponseSchema = z.object({ conversationId: z.string(), questionId: z.string() });
export type HandoffResponse = z.infer<typeof handoffResponseSchema>;

/** The `data` of each server-sent event, by event name, in the order they come. */
export const chatEventSchemas = {
  meta: z.object({ conversationId: z.string(), messageId: z.string() }),
  delta: z.object({ text: z.string() }),
  citations: z.array(citationSchema),
  suggestions: z.array(suggestionSchema),
  done: z.object({ messageId: z.string() }),
  error: z.object({ message: z.string() }),
} as const;
export type ChatEventName = keyof typeof chatEventSchemas;
export type ChatEventData<N extends ChatEventName> = z.infer<(typeof chatEventSchemas)[N]>;
