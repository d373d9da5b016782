import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERAL_NOTE } from '../../shared/chat-engine/compliance';
import { conversationDetailSchema, type Citation } from '../../shared/chat-schemas';
import { call, registerMember, type Person } from '../test/people';
import { ORIGIN, type TestApp } from '../test/test-app';
import { CUT_SHORT_NOTE, FALLBACK_NOTE } from './engine';
import type { FakeLlm } from './fake-llm-server';
import { closeModelApp, openModelApp, resetFake, type ModelApp } from './model-test-app';
import { eventData, parseSse, readUntil, replyText } from './sse-test-helpers';

let app: ModelApp;
let fake: FakeLlm;
let t: TestApp;
let alice: Person;
let bruno: Person;

const API_KEY = 'sk-test-not-a-real-key-5b1e';

beforeAll(async () => {
  app = await openModelApp({ LLM_API_KEY: API_KEY, LLM_MODEL: 'harbor-test-model', LLM_TIMEOUT_MS: '1500' });
  ({ fake, t } = app);
  [alice, bruno] = await Promise.all([registerMember(t), registerMember(t)]);
});
afterAll(() => closeModelApp(app));
beforeEach(() => resetFake(fake));

async function ask(who: Person, message: string, conversationId?: string) {
  const res = await call(t, 'POST', '/api/chat', { who, body: { message, conversationId } });
  expect(res.status).toBe(200);
  const events = parseSse(await res.text());
  return {
    events,
    text: replyText(events),
    conversationId: eventData<{ conversationId: string }>(events, 'meta').conversationId,
  };
}

describe('with an OpenAI-compatible model configured', () => {
  it("streams the model's words through and cites the passages it refers to", async () => {
    fake.pieces = [
      'Uninsured motorist coverage ',
      'pays for your injuries ',
      'when the other driver has no insurance [1].',
    ];
    const { events, text } = await ask(alice, 'What does uninsured motorist coverage pay for?');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThanOrEqual(2);
    // The model's words, then the note the server adds to anything about cover.
    expect(text.startsWith(fake.pieces.join(''))).toBe(true);
    expect(text).toContain(GENERAL_NOTE);
    expect(events.map((e) => e.event).slice(-3)).toEqual(['citations', 'suggestions', 'done']);
    const citations = eventData<Citation[]>(events, 'citations');
    expect(citations).toHaveLength(1);

    const request = fake.requests[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body).toMatchObject({ model: 'harbor-test-model', stream: true });
    const system = request.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(`[1] `);
    expect(system.content).toContain(citations[0]!.url);
    expect(system.content).toMatch(/Never quote a price/);
    expect(request.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'What does uninsured motorist coverage pay for?',
    });
  });

  it('adds the Medicare disclaimer when the model leaves it out', async () => {
    fake.pieces = ['Medigap works with Original Medicare [1].'];
    const { text } = await ask(alice, 'Is Medigap the same as Medicare Advantage?');
    expect(text).toContain('Medigap works with Original Medicare [1].');
    expect(text).toContain('1-800-MEDICARE');
  });

  it('falls back to the site passages, without an error event, when the model says nothing in time', async () => {
    fake.mode = 'silent';
    const { events, text } = await ask(alice, 'What does personal injury protection cover?');
    expect(events.map((e) => e.event)).not.toContain('error');
    expect(text.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(text).toContain('[1]');
    expect(eventData<Citation[]>(events, 'citations').map((c) => c.url)).toContain(
      '/services/auto/personal-injury-protection',
    );
    expect(events.at(-1)?.event).toBe('done');
  });

  it('falls back the same way when the model answers with an error', async () => {
    fake.mode = 'fail';
    const { events, text } = await ask(alice, 'How does an HSA work?');
    expect(events.map((e) => e.event)).not.toContain('error');
    expect(text.startsWith(FALLBACK_NOTE)).toBe(true);
  });

  it('searches a follow-up with the last question, and gives the model the earlier turns', async () => {
    fake.pieces = ['Term life lasts for a set number of years [1].'];
    const first = await ask(alice, 'What is term life insurance?');
    fake.requests.length = 0;
    await ask(alice, 'and how long can it last?', first.conversationId);
    const messages = fake.requests[0]!.body.messages;
    expect(messages[0]!.content).toContain('/services/life/term-life');
    expect(messages.map((m) => m.content)).toContain('What is term life insurance?');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'and how long can it last?' });
  });

  it("sends only the member's own conversation: no other member's messages or details, no key", async () => {
    fake.pieces = ['Noted [1].'];
    const secret = 'my boat Seagull at mooring 44B';
    const brunos = await ask(bruno, `Does homeowners insurance cover ${secret}?`);
    expect(brunos.events.at(-1)?.event).toBe('done');
    const first = await ask(alice, 'What is term life insurance?');
    fake.requests.length = 0;
    await ask(alice, 'How long can the term be?', first.conversationId);
    const prompt = JSON.stringify(fake.requests[0]!.body);
    expect(prompt).toContain('What is term life insurance?');
    for (const leak of [secret, bruno.email, bruno.username, alice.email, alice.username, API_KEY]) {
      expect(prompt).not.toContain(leak);
    }
  });
});

describe('stopping a reply', () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stops generating when the member aborts and stores what was sent', async () => {
    fake.mode = 'slow';
    // Told apart by letters: a digit in the model's words is a figure the site never gave (decision 250).
    const name = (i: number) => `Word${String.fromCharCode(97 + (i % 26))}${i < 26 ? '' : 'x'}`;
    fake.pieces = Array.from({ length: 40 }, (_, i) => `${name(i)} ends here. `);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: alice.cookie },
      body: JSON.stringify({ message: 'Tell me about whole life insurance' }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const seen = await readUntil(reader, 'Wordc ');
    controller.abort();
    const conversationId = /"conversationId":"([^"]+)"/.exec(seen)![1]!;
    // The server notices, stores the partial reply and stops asking the model for more.
    let stored: { text: string; stopped: boolean } | undefined;
    for (let i = 0; i < 50 && !stored; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const detail = conversationDetailSchema.parse(
        await (await call(t, 'GET', `/api/chat/conversations/${conversationId}`, { who: alice })).json(),
      );
      stored = detail.messages.find((m) => m.role === 'assistant');
    }
    expect(stored?.stopped).toBe(true);
    expect(stored?.text).toMatch(/^Worda ends here\. Wordb ends here\. Wordc /);
    expect(stored?.text).not.toContain('Wordnx');
    expect(stored?.text).not.toContain(CUT_SHORT_NOTE);
    // ... and the request to the model was cancelled, not left running.
    for (let i = 0; i < 20 && !fake.cancelled; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.cancelled).toBe(1);
  });

  it('ends with an error event, not done, when the reply cannot be stored', async () => {
    fake.mode = 'slow';
    fake.pieces = ['Whole life lasts. ', 'It lasts ', 'for life ', '[1].'];
    const res = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: alice.cookie },
      body: JSON.stringify({ message: 'What is whole life insurance?' }),
    });
    const reader = res.body!.getReader();
    let seen = await readUntil(reader, 'event: delta');
    // The member deletes the conversation in another tab while the reply is still coming.
    const conversationId = /"conversationId":"([^"]+)"/.exec(seen)![1]!;
    const deleted = await call(t, 'DELETE', `/api/chat/conversations/${conversationId}`, { who: alice });
    expect(deleted.status).toBe(204);
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      seen += new TextDecoder().decode(part.value);
    }
    const events = parseSse(seen);
    expect(events.at(-1)?.event).toBe('error');
    expect(events.map((e) => e.event)).not.toContain('done');
  });
});
