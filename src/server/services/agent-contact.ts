// Contact-form messages in the agent console: listed with contact details (agents only) and
// marked answered or new again; each change is logged with the agent and the time.
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  updateContactMessageSchema,
  type ContactListResponse,
  type ContactMessage,
} from '../../shared/agent-schemas';
import type { AppDb } from '../db/client';
import { contactMessages } from '../db/schema';
import { agentPage } from './agent-page';
import { changeStatus } from './agent-status-change';
import type { AgentDeps } from './agent-questions';
import type { SessionUser } from './sessions';

type MessageRow = typeof contactMessages.$inferSelect;

const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  reference: row.reference,
  name: row.name,
  email: row.email,
  phone: row.phone,
  topic: row.topic,
  message: row.message,
  preferredContact: row.preferredContact,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export async function listContactMessages(
  db: AppDb,
  status: 'new' | 'answered' | undefined,
  page: number,
): Promise<ContactListResponse> {
  const where = status ? eq(contactMessages.status, status) : undefined;
  return agentPage(
    db,
    page,
    { table: contactMessages, where },
    (limit, offset) =>
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
    toMessage,
  );
}

export async function updateContactMessage(
  deps: AgentDeps,
  agent: SessionUser,
  id: string,
  { status }: z.output<typeof updateContactMessageSchema>,
): Promise<ContactMessage> {
  const row = await changeStatus<MessageRow, typeof status>(deps, agent, {
    table: contactMessages,
    id,
    status,
    what: 'That message',
    action: 'contact.update',
    targetType: 'contact',
  });
  return toMessage(row);
}
