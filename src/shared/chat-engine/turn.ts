// One earlier message of a conversation, as the answering engine reads it (a follow-up's topic,
// follow-up.ts) and a language model's prompt carries it (src/server/chat/prompt.ts).
export interface Turn {
  role: 'user' | 'assistant';
  text: string;
}
