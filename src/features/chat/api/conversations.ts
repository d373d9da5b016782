// The stored conversations (docs/contracts.md "Chat"), through the one HTTP client.
import { api } from '../../../lib/api-client';
import type { ConversationDetail, ConversationList, HandoffResponse } from '../../../shared/chat-schemas';

const BASE = '/api/chat/conversations';

export const listConversations = () => api<ConversationList>(BASE);

export const getConversation = (id: string) => api<ConversationDetail>(`${BASE}/${encodeURIComponent(id)}`);

export const deleteConversation = (id: string) =>
  api<void>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const handoffUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}/handoff`;

/** 201 on the first press, 200 with the same ids after: pressing twice makes one question. */
export const handOff = (id: string) => api<HandoffResponse>(handoffUrl(id), { method: 'POST' });
