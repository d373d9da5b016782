// "Download my data": everything the agency keeps that belongs to the member, as plain JSON.
// Internal columns (password hash, token hashes, search vectors) stay out.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountExport } from '../../shared/account-schemas';
import type { AppDb } from '../db/client';
import {
  answers,
  chatConversations,
  chatMessages,
  questions,
  quoteLeads,
  subscriptions,
  websiteBuildEvents,
  websiteBuilds,
} from '../db/schema';
import { listPasskeys } from './passkeys';
import { toPublicUser, type UserRow } from './users';
import { questionColumns } from './questions';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function exportAccount(db: AppDb, user: UserRow, now: Date): Promise<AccountExport> {
  const { authorId: _author, updatedAt: _updated, lastAnswerAt: _answered, ...exported } = questionColumns;
  const questionRows = await db
    .select(exported)
    .from(questions)
    .where(eq(questions.authorId, user.id))
    .orderBy(asc(questions.createdAt));
  const answerRows = questionRows.length
    ? await db
        .select({ questionId: answers.questionId, body: answers.body, createdAt: answers.createdAt })
        .from(answers)
        .where(
          inArray(
            answers.questionId,
            questionRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(answers.createdAt))
    : [];
  const quoteRows = await db.select().from(quoteLeads).where(eq(quoteLeads.userId, user.id));
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.memberId, user.id))
    .orderBy(asc(chatConversations.createdAt));
  const messages = conversations.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.conversationId,
            conversations.map((row) => row.id),
          ),
        )
        .orderBy(asc(chatMessages.createdAt))
    : [];
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(
      sql`${subscriptions.userId} = ${user.id} or lower(${subscriptions.email}) = ${user.email.toLowerCase()}`,
    )
    .limit(1);

  const builds = await db
    .select()
    .from(websiteBuilds)
    .where(eq(websiteBuilds.ownerId, user.id))
    .orderBy(asc(websiteBuilds.createdAt));
  const buildEvents = builds.length
    ? await db
        .select()
        .from(websiteBuildEvents)
        .where(
          inArray(
            websiteBuildEvents.buildId,
            builds.map((row) => row.id),
          ),
        )
        .orderBy(asc(websiteBuildEvents.createdAt), asc(websiteBuildEvents.id))
    : [];

  const passkeyRows = await listPasskeys(db, user.id);

  return {
    exportedAt: now.toISOString(),
    profile: toPublicUser(user),
    questions: questionRows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      answers: answerRows
        .filter((answer) => answer.questionId === row.id)
        .map((answer) => ({ body: answer.body, createdAt: iso(answer.createdAt) })),
    })),
    quotes: quoteRows.map((row) => ({
      reference: row.reference,
      line: row.line,
      service: row.service,
      answers: row.answers,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      contactTime: row.contactTime,
      consentAt: iso(row.consentAt),
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    chats: conversations.map((row) => ({
      title: row.title,
      createdAt: iso(row.createdAt),
      messages: messages
        .filter((message) => message.conversationId === row.id)
        .map((message) => ({ role: message.role, text: message.text, createdAt: iso(message.createdAt) })),
    })),
    subscription: subscription
      ? {
          email: subscription.email,
          topics: subscription.topics,
          frequency: subscription.frequency,
          status: subscription.status,
          confirmedAt: iso(subscription.confirmedAt),
          createdAt: iso(subscription.createdAt),
        }
      : null,
    websiteBuilds: builds.map(({ id, ownerId: _owner, createdAt, updatedAt, ...answers }) => ({
      ...answers,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
      // Who wrote each entry stays out: agents' accounts are not the member's data.
      history: buildEvents
        .filter((event) => event.buildId === id)
        .map((event) => ({
          kind: event.kind,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          note: event.note,
          createdAt: iso(event.createdAt),
        })),
    })),
    passkeys: passkeyRows.map(({ name, createdAt, lastUsedAt }) => ({ name, createdAt, lastUsedAt })),
  };
}
