// POST /api/chat: the reply arrives as server-sent events (docs/contracts.md "Chat"). fetch, not
// EventSource, because it is a POST; the caller's AbortSignal is the Stop button.
import { chatEventSchemas, type ChatEventData } from '../../../shared/chat-schemas';
import { readSse } from './sse';

export const CHAT_URL = '/api/chat';

export interface ChatStreamHandlers {
  meta: (data: ChatEventData<'meta'>) => void;
  delta: (data: ChatEventData<'delta'>) => void;
  citations: (data: ChatEventData<'citations'>) => void;
  suggestions: (data: ChatEventData<'suggestions'>) => void;
  done: (data: ChatEventData<'done'>) => void;
}

/** A refusal before the stream opened (400, 404, 429) or a fault in it, in words for the member. */
export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ChatRequestError';
  }
}

async function refusal(response: Response): Promise<ChatRequestError> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  const message =
    response.status === 429
      ? `You have sent a lot of messages this hour. Try again in ${Math.ceil((retryAfter ?? 60) / 60)} minutes.`
      : response.status === 401
        ? 'Your session has ended. Log in again to chat.'
        : (body?.message ?? 'The assistant could not take that message. Try again.');
  return new ChatRequestError(message, response.status, retryAfter);
}

/** The refusal in a few words, for a sentence about a question the device keeps to send later. */
export function refusalReason(error: ChatRequestError): string {
  if (error.status === 429) return 'you have sent a lot of messages this hour';
  if (error.status === 401) return 'your session has ended: log in again';
  return error.message;
}

export async function streamChat(
  body: { conversationId?: string; message: string },
  handlers: ChatStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(CHAT_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) throw await refusal(response);
  for await (const { event, data } of readSse(response.body)) {
    if (event === 'error') {
      const parsed = chatEventSchemas.error.safeParse(JSON.parse(data));
      throw new ChatRequestError(parsed.success ? parsed.data.message : 'The reply failed.', 500);
    }
    if (!(event in handlers)) continue; // an event this client does not know: ignore it
    const name = event as keyof ChatStreamHandlers;
    const parsed = chatEventSchemas[name].safeParse(JSON.parse(data));
    if (!parsed.success) continue;
    (handlers[name] as (value: unknown) => void)(parsed.data);
  }
}
