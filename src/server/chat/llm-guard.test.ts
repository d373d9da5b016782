// A model that misbehaves, through the real app's chat endpoint: whatever it invents (a price, a
// bound policy, a verdict on someone's cover, links elsewhere, 20,000 tokens, a stall mid-sentence)
// never reaches the member; the safe answer or the site's own answer does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANGE_ANSWER, VERDICT_ANSWER } from '../../shared/chat-engine/safe-answers';
import type { Citation, Suggestion } from '../../shared/chat-schemas';
import { MEDICARE_DISCLAIMER } from '../../shared/medicare-disclaimer';
import { call, registerMember, type Person } from '../test/people';
import type { TestApp } from '../test/test-app';
import { CUT_SHORT_NOTE, FALLBACK_NOTE } from './engine';
import type { FakeLlm } from './fake-llm-server';
import { closeModelApp, openModelApp, resetFake, type ModelApp } from './model-test-app';
import { eventData, parseSse, replyText } from './sse-test-helpers';

let app: ModelApp;
let fake: FakeLlm;
let t: TestApp;
let member: Person;

beforeAll(async () => {
  app = await openModelApp({
    LLM_API_KEY: 'sk-test-guard',
    LLM_MODEL: 'misbehaving-model',
    LLM_TIMEOUT_MS: '800',
    LLM_REPLY_MS: '2500',
  });
  ({ fake, t } = app);
  member = await registerMember(t);
});
afterAll(() => closeModelApp(app));
beforeEach(() => resetFake(fake));

async function ask(message: string) {
  const res = await call(t, 'POST', '/api/chat', { who: member, body: { message } });
  expect(res.status).toBe(200);
  const events = parseSse(await res.text());
  const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
  return {
    events,
    deltas,
    text: replyText(events),
    suggestions: eventData<Suggestion[]>(events, 'suggestions'),
    citations: eventData<Citation[]>(events, 'citations'),
  };
}

/** Every prefix the member saw while it streamed: nothing in it may be withdrawn later. */
const prefixes = (deltas: string[]) => deltas.map((_, i) => deltas.slice(0, i + 1).join(''));

describe('the output guard on a model that misbehaves', () => {
  it('replaces an invented premium with the quote form of the line, never showing the figure', async () => {
    fake.pieces = [
      'Collision pays for damage to your own car after a crash [1]. ',
      'For a driver like you the premium ',
      'would be $84 a month. ',
      'Call us to start.',
    ];
    const { deltas, text, suggestions, events } = await ask(
      'What does collision coverage pay for on my car?',
    );
    for (const seen of prefixes(deltas)) expect(seen).not.toMatch(/\$84|premium would/);
    expect(text).toContain('Collision pays for damage to your own car after a crash [1].');
    expect(text).toMatch(/prices come from a quote/);
    expect(suggestions.map((s) => s.url)).toContain('/quote?line=auto');
    expect(events.at(-1)?.event).toBe('done');
    expect(fake.cancelled).toBeLessThanOrEqual(1);
  });

  it('replaces a claim to have bound or changed a policy with the hand-off to an agent', async () => {
    fake.pieces = ['Sure! ', 'I have bound the policy for you. ', 'Your policy number is HP-2231.'];
    const { text, suggestions } = await ask('Does umbrella insurance cover lawsuits?');
    expect(text).not.toMatch(/bound|policy number|HP-2231/);
    expect(text).toContain(CHANGE_ANSWER);
    expect(suggestions.map((s) => s.url)).toEqual(['/dashboard/ask']);
  });

  it('replaces a coverage verdict for the member with the hand-off', async () => {
    fake.pieces = ['Good news: ', 'you are covered for the tree damage. ', 'Your policy will pay it all.'];
    const { text } = await ask('A tree fell on my garage in a storm, what should I do?');
    expect(text).not.toMatch(/you are covered|will pay it all/);
    expect(text).toContain(VERDICT_ANSWER);
  });

  it('keeps the words of every link and the citations, and no address or image at all', async () => {
    fake.pieces = [
      'Read [the guide](/resources/medicare-guide) [1]. ',
      'Then [Pay here](https://evil.example/pay) or <https://evil.example/x> ',
      'and see ![tracker](https://evil.example/t.png).',
    ];
    const { text } = await ask('Where can I read about Medicare enrollment?');
    expect(text).toContain('Read the guide [1].');
    expect(text).toContain('Then Pay here or (link removed)');
    expect(text).not.toMatch(/\]\(|evil\.example|<https/);
    // The server adds the Medicare disclaimer; the model is not trusted to.
    expect(text).toContain(MEDICARE_DISCLAIMER);
  });

  it('cuts a model that runs on for 20,000 tokens at a sentence, stops it and answers from the site', async () => {
    fake.mode = 'flood';
    fake.pieces = Array.from({ length: 20_000 }, (_, i) => (i % 8 === 7 ? 'on. ' : 'and '));
    const { text, events } = await ask('What does personal injury protection cover?');
    expect(text.length).toBeLessThan(6000);
    expect(text).toContain(CUT_SHORT_NOTE);
    const [shown] = text.split(CUT_SHORT_NOTE);
    expect(shown!.trim()).toMatch(/on\.$/);
    expect(eventData<Citation[]>(events, 'citations').length).toBeGreaterThan(0);
    expect(fake.requests[0]!.body.max_tokens).toBeGreaterThan(0);
  });

  it('gives the site answer, not a half sentence, when the model rambles with no full stop', async () => {
    fake.mode = 'flood';
    fake.pieces = Array.from({ length: 20_000 }, () => 'blah ');
    const { text } = await ask('What does personal injury protection cover?');
    expect(text).not.toContain('blah');
    expect(text.startsWith(FALLBACK_NOTE)).toBe(true);
  });

  it('drops the unfinished sentence of a model that stalls after its first token', async () => {
    fake.mode = 'stall';
    fake.pieces = ['Medigap fills the gaps in'];
    const { text, events } = await ask('What is a Medigap plan?');
    expect(text).not.toContain('Medigap fills the gaps in');
    expect(text.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(text).toContain(MEDICARE_DISCLAIMER);
    expect(events.at(-1)?.event).toBe('done');
  });

  it('keeps the finished sentences of a model cut at max_tokens and drops the rest', async () => {
    fake.mode = 'length';
    fake.pieces = ['Whole life lasts for your whole life [1]. ', 'It builds cash value that'];
    const { text } = await ask('What is whole life insurance?');
    expect(text.startsWith('Whole life lasts for your whole life [1].')).toBe(true);
    expect(text).not.toContain('It builds cash value that');
    expect(text).toContain(CUT_SHORT_NOTE);
  });

  it('stops a slow model at the reply time limit', async () => {
    fake.mode = 'slow';
    // Letters, not digits: a figure the passages do not state would end the reply by itself.
    const tag = (i: number) =>
      String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
    fake.pieces = Array.from({ length: 60 }, (_, i) => `Point ${tag(i)} is made. `);
    const started = Date.now();
    const { text } = await ask('What is term life insurance?');
    expect(Date.now() - started).toBeLessThan(6000);
    expect(text).toContain(CUT_SHORT_NOTE);
    expect(text).not.toContain(`Point ${tag(59)} `);
  });
});

describe('intents, before retrieval and before any model', () => {
  it.each([
    ['I need to add my new truck to my policy', CHANGE_ANSWER, undefined],
    ['please cancel my homeowners policy', CHANGE_ANSWER, undefined],
    ['change the beneficary on my life policy', CHANGE_ANSWER, undefined],
    ['how much would my premium be for car insurance', /prices come from a quote/, '/quote?line=auto'],
  ])('"%s" gets the safe answer without asking the model', async (message, answer, form) => {
    const { text, suggestions, citations } = await ask(message);
    expect(fake.requests).toHaveLength(0);
    if (typeof answer === 'string') expect(text).toContain(answer);
    else expect(text).toMatch(answer);
    expect(citations).toEqual([]);
    if (form) expect(suggestions.map((s) => s.url)).toContain(form);
    expect(suggestions.map((s) => s.url)).toContain('/dashboard/ask');
  });
});
