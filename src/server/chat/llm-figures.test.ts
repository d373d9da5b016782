// A model that invents figures or slips in links, through the real app's chat endpoint and a real
// OpenAI-compatible server on loopback: no figure the site units do not state reaches a member, in
// any form (words, full-width digits, other currencies, Spanish), and no link but a citation is
// streamed or stored, however the model splits or spaces it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatEventSchemas, conversationDetailSchema } from '../../shared/chat-schemas';
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
  app = await openModelApp({ LLM_API_KEY: 'sk-test', LLM_MODEL: 'inventive', LLM_TIMEOUT_MS: '2000' });
  ({ fake, t } = app);
  member = await registerMember(t);
});
afterAll(() => closeModelApp(app));
beforeEach(() => resetFake(fake));

const QUESTION = 'What does collision coverage pay for on my car?';
const GROUNDED_OPENING = 'Collision pays for damage to your own car after a crash [1]. ';

async function ask(message = QUESTION) {
  const res = await call(t, 'POST', '/api/chat', { who: member, body: { message } });
  expect(res.status).toBe(200);
  const events = parseSse(await res.text());
  const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
  const meta = chatEventSchemas.meta.parse(eventData(events, 'meta'));
  const stored = conversationDetailSchema
    .parse(
      await (await call(t, 'GET', `/api/chat/conversations/${meta.conversationId}`, { who: member })).json(),
    )
    .messages.at(-1)!.text;
  return { deltas, text: replyText(events), stored };
}

/** What the model was given, as the prompt carried it. */
const systemPromptSent = () => fake.requests[0]!.body.messages[0]!.content;

// Each sentence is an invention: the passages about collision cover state none of these figures.
const INVENTIONS: [string, string, RegExp][] = [
  [
    'prices in words, decimals and pounds',
    'Typical cover runs forty-nine dollars a month, or 49.99 monthly, or £49.',
    /forty|49/,
  ],
  ['full-width characters', 'Most drivers pay ＄４９ monthly.', /４９|49/],
  ['another currency', 'Cover runs about €37 for most drivers.', /37/],
  ['"monthly" without "per"', 'It comes to 61.5 monthly.', /61/],
  ['per annum', 'Expect roughly 588 per annum.', /588/],
  ['dollars in words alone', 'That is seventy-two dollars.', /seventy|72/],
  ['a rate per month', 'Plans start at $53 per month.', /53/],
  ['US dollars by code', 'It is 81 USD.', /81/],
  ['a slash for the year', 'The cost is $644/yr.', /644/],
  [
    'a premium "estimate"',
    'My estimate for a premium like yours is around one hundred and thirty.',
    /hundred|130/,
  ],
  ['a discount', 'Bundling earns a 23% discount.', /23/],
  ['about fifty bucks', 'Honestly it is about fifty bucks.', /fifty|50/],
  ['a rate per thousand', 'Cover is priced at 0.35 per $1,000 of value.', /0\.35/],
  ['a number in Spanish', 'La prima es de cuarenta y nueve dólares al mes.', /cuarenta|49/],
  ['an age', 'You can keep this cover until age seventy-three.', /seventy|73/],
  ['a date', 'The new rules start on March 31, 2031.', /2031|31/],
  ['a share that is not money', 'About 64 percent of claims close in a week.', /64/],
  [
    'a figure split across sentences',
    'Expect around forty. Nine dollars more each month is usual.',
    /forty|Nine dollars/,
  ],
];

describe('the grounded figure rule, on a model that invents figures', () => {
  it.each(INVENTIONS)(
    'never shows %s, and answers from the site instead',
    async (_name, invention, figure) => {
      fake.pieces = [GROUNDED_OPENING, ...invention.split(/(?<=\. )/), 'Call us to start.'];
      const { deltas, text, stored } = await ask();
      for (const [i] of deltas.entries()) expect(deltas.slice(0, i + 1).join('')).not.toMatch(figure);
      expect(stored).not.toMatch(figure);
      expect(text).not.toContain(invention.slice(0, 12));
      // The quote answer where money was talked of, otherwise the site's own answer.
      expect(text).toMatch(
        new RegExp(`prices come from a quote|${CUT_SHORT_NOTE.slice(0, 20)}|${FALLBACK_NOTE.slice(0, 20)}`),
      );
      expect(text).toContain(GROUNDED_OPENING.trim());
    },
  );

  it('lets a figure through when a site unit given for this answer states it', async () => {
    const question = 'When can I sign up for Medicare Part B?';
    fake.pieces = ['Let me check.'];
    await ask(question);
    const stated = /\$\d[\d,.]*\d|\b\d+%|\b\d{2,}\b/.exec(systemPromptSent().split('Passages:')[1]!)?.[0];
    expect(stated, 'a figure in the Medicare passages').toBeTruthy();
    fake.pieces = [GROUNDED_OPENING, `Our page mentions ${stated} [1]. `];
    const { text } = await ask(question);
    expect(text).toContain(`Our page mentions ${stated} [1].`);
    expect(text).not.toMatch(/prices come from a quote/);
  });
});

describe('model links, however split or spaced', () => {
  it.each([
    ['split across sentences', ['Read the [split. ', 'link](https://evil.example/split) now.']],
    ['with a space before the address', ['Read [spaced]( https://evil.example/sp) now.']],
    ['as a reference definition', ['See [guide][1] [1].\n\n', '[1]: https://evil.example/ref\n']],
    [
      'as an angle address or HTML',
      ['Go to <https://evil.example/a> or <a href="https://evil.example/b">here</a>.'],
    ],
    ['escaped to fool the escaping', ['Read \\[this](https://evil.example/esc) now.']],
  ])('streams and stores no link or address %s', async (_name, pieces) => {
    fake.pieces = [GROUNDED_OPENING, ...pieces];
    const { text, stored } = await ask();
    for (const seen of [text, stored]) {
      expect(seen).not.toContain('evil.example');
      // A bracket is a link's start only when it is not escaped: the reply's citations alone remain.
      const unescaped = [...seen.matchAll(/(?<!\\)\[([^\]\\]*)\](?=[(:[])/g)];
      expect(unescaped).toEqual([]);
    }
    expect(text).toContain('[1]');
  });
});
