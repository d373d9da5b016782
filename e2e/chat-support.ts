// Conversations made through the chat API itself (as the app sends them), for journeys that need
// a long history: each turn is one member message and the assistant's stored reply.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const TOPICS = [
  'What does Medicare Part B cover?',
  'Is flood damage covered by my homeowners policy?',
  'How much life insurance does a young family need?',
  'When can I change my Medicare Advantage plan?',
];

/** One turn; the conversation's id (a new one unless `conversationId` is given). */
export async function chatTurn(
  request: APIRequestContext,
  baseURL: string,
  message: string,
  conversationId?: string,
): Promise<string> {
  const res = await request.post('/api/chat', {
    data: conversationId ? { conversationId, message } : { message },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  // The whole event stream, read once the reply is stored: its meta event names the conversation.
  const id = /"conversationId":"([0-9a-f-]{36})"/.exec(await res.text())?.[1];
  expect(id, 'the reply names its conversation').toBeTruthy();
  return id!;
}

/** A conversation of `turns` turns (twice as many messages); its id. */
export async function seedConversation(
  request: APIRequestContext,
  baseURL: string,
  turns: number,
): Promise<string> {
  const id = await chatTurn(request, baseURL, `${TOPICS[0]} (turn 1)`);
  for (let turn = 2; turn <= turns; turn += 1) {
    await chatTurn(request, baseURL, `${TOPICS[turn % TOPICS.length]} (turn ${turn})`, id);
  }
  return id;
}

/** Whether the worker's runtime caches hold the passages and the engine's chunk (src/sw.ts). */
export function deviceAnswersCached(page: Page): Promise<void> {
  return expect
    .poll(
      () =>
        page.evaluate(async () => {
          const held = async (name: string) => (await (await caches.open(name)).keys()).length;
          return (await held('chat-passages')) > 0 && (await held('chat-engine')) > 0;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}
