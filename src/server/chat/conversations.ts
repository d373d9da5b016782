// Members' conversations with the assistant: theirs alone (any other id is "not found"), with the
// agents' answers to a hand-off question shown among the messages as role 'agent'.
import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  ChatMessage,
  Citation,
  ConversationDetail,
  ConversationSummary,
  Suggestion,
} from '../../shared/chat-schemas';
import { conversationTitle } from '../../shared/chat-schemas';
import type { AppDb } from '../db/client';
import { chatConversations, chatMessages } from '../db/schema';
import { notFound } from '../services/authz';
import { answersOf } from '../services/questions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ConversationRow = typeof chatConversations.$inferSelect;

const toSummary = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  questionId: row.questionId,
});

export async function listConversations(db: AppDb, memberId: string): Promise<ConversationSummary[]> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.memberId, memberId))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(200);
  return rows.map(toSummary);
}

/** The member's conversation, or 404 (unknown, malformed or someone else's id alike). */
export async function ownConversation(db: AppDb, memberId: string, id: string): Promise<ConversationRow> {
  if (!UUID.test(id)) throw notFound('That conversation');
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.memberId, memberId)));
  if (!row) throw notFound('That conversation');
  return row;
}

export async function createConversation(
  db: AppDb,
  memberId: string,
  message: string,
  now: Date,
): Promise<ConversationRow> {
  const [row] = await db
    .insert(chatConversations)
    .values({ memberId, title: conversationTitle(message), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface NewMessage {
  id?: string;
  role: 'user' | 'assistant';
  text: string;
  citations?: Citation[];
  suggestions?: Suggestion[];
  stopped?: boolean;
}

export async function addMessage(db: AppDb, conversationId: string, message: NewMessage, now: Date) {
  await db.insert(chatMessages).values({ conversationId, ...message, createdAt: now });
  await db.update(chatConversations).set({ updatedAt: now }).where(eq(chatConversations.id, conversationId));
}

/** The conversation's stored messages, oldest first (for the prompt and the transcript). */
export async function storedMessages(db: AppDb, conversationId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

async function agentMessages(db: AppDb, questionId: string): Promise<ChatMessage[]> {
  return (await answersOf(db, questionId)).map((answer) => ({
    id: answer.id,
    role: 'agent' as const,
    text: answer.body,
    citations: [],
    suggestions: [],
    stopped: false,
    createdAt: answer.createdAt,
    author: answer.agentName,
  }));
}

export async function readConversation(db: AppDb, memberId: string, id: string): Promise<ConversationDetail> {
  const row = await ownConversation(db, memberId, id);
  const stored: ChatMessage[] = (await storedMessages(db, row.id)).map((m) => ({
    id: m.id,
    role: m.role as ChatMessage['role'],
    text: m.text,
    citations: m.citations as Citation[],
    suggestions: m.suggestions as Suggestion[],
    stopped: m.stopped,
    createdAt: m.createdAt.toISOString(),
    author: null,
  }));
  const fromAgents = row.questionId ? await agentMessages(db, row.questionId) : [];
  const messages = [...stored, ...fromAgents].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...toSummary(row), messages };
}

export async function deleteConversation(db: AppDb, memberId: string, id: string): Promise<void> {
  const row = await ownConversation(db, memberId, id);
  await db.delete(chatConversations).where(eq(chatConversations.id, row.id));
}
