import { api } from '../../../lib/api-client';
import type { ConversationList } from '../../../shared/chat-schemas';

/** GET /api/chat/conversations: the member's chats, last active first (for the dashboard's card). */
export function getChatConversations(): Promise<ConversationList> {
  return api<ConversationList>('/api/chat/conversations');
}
