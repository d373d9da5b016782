import { describe, expect, it } from 'vitest';
import { detectIntent } from './intents';
import { asPlainText, breachOf, SentenceGate, siteLinksOnly } from './output-guard';
import { fixTypos } from './spelling';

describe('intents', () => {
  it.each([
    ['I need to add my new truck to my policy', 'change', 'auto'],
    ['please cancel my homeowners policy', 'change', 'home'],
    ['change the beneficiary on my life policy', 'change', 'life'],
    ['change the beneficary on my life policy', 'change', 'life'],
    ['how much would my premium be for car insurance', 'price', 'auto'],
    ["Can you tell me what my premium will be for term life, I'm 45 and don't smoke", 'price', 'life'],
    ['How much will it cost to add my 16 year old to my car insurance?', 'price', 'auto'],
    ['¿Cuánto cuesta el seguro de auto para mi carro?', 'price', 'auto'],
    ['quiero cancelar mi poliza de carro, ya vendi el carro', 'change', 'auto'],
    ['i want to talk to a real person not a bot', 'change', undefined],
    ['what would homeowners run us for a 3 bedroom', 'price', 'home'],
    ['quanto me cobrarian por asegurar la camioneta de mi hijo', 'price', 'auto'],
    ['i need to take my ex wife off my car insurance', 'change', 'auto'],
    ['why was i charged twice this month for my renters insurance', 'change', 'home'],
    ['quiero quitar a mi hijo de la poliza del carro', 'change', 'auto'],
    ['get him off our car insurance please', 'change', 'auto'],
    ['can i move my medigap plan to plan g through you', 'change', 'health'],
    ['necesito reportar un choque de mi camioneta', 'change', 'auto'],
    ['this charge on my statement looks wrong', 'change', undefined],
    ['my son just bought his first pickup, what would it run him to insure it', 'price', 'auto'],
    // A story, then the request last: still a request.
    ['the storm took half our roof off last night. can you start a claim for us', 'change', 'home'],
    // Forms read in session 16 (decision 220, update (f)).
    ['i sold my truck last week, take it off my policy', 'change', 'auto'],
    ['my car insurance payment didnt go through, can i pay it over the phone', 'change', 'auto'],
    ['i need a copy of my declarations page for the bank', 'change', undefined],
    ['quiero hablar con alguien sobre mi reclamo', 'change', undefined],
    ['if i put 150k into an annuity at 67 what would it pay me every month', 'price', 'retirement'],
    ['im 72 and want a small burial policy, what would that set me back', 'price', 'life'],
    ['cuanto tendria que pagar al mes por seguro de salud', 'price', 'health'],
    ['we moved to saco last month. how do i change my address on our policies', 'change', undefined],
    ['turning 65 soon, what would a plan g run me', 'price', 'health'],
  ])('"%s" is a %s request (line %s)', (message, kind, line) => {
    expect(detectIntent(message)).toMatchObject({ kind, line });
  });

  it.each([
    '$0 premium medicare advantage totally free?',
    'are those no premium advantage plans really free',
    'can i get a free quote on car insurance',
    'how do they figure the price on a bop',
  ])('"%s" asks how a price works unless it asks a quote', (message) => {
    expect(detectIntent(message)?.kind).toBe(message.includes('quote') ? 'price' : undefined);
  });

  it('tells a person asked for from a change to a policy', () => {
    expect(detectIntent('i want to talk to a real person not a bot')?.person).toBe(true);
    expect(detectIntent('quiero hablar con alguien sobre mi reclamo')?.person).toBe(true);
    expect(detectIntent('i need to take my ex wife off my car insurance')?.person).toBeUndefined();
  });

  it.each([
    'How much is the Part B premium and deductible in 2026?',
    'Why did my car insurance premium go up when I had no accidents?',
    'How much life insurance do I need for my family?',
    'When should I sign up for Medicare?',
    'We had a tree fall on the garage in a storm, is that covered',
    'What happens if I stop paying my term life premiums?',
    'can i change my advantage plan when we move to another state',
    'how much does medicare charge for a hospital stay',
    'what drives the price of life insurance, like age and health?',
    'should we photograph everything in the house in case we have to make a claim',
    'my mother wants to know what you do with the details she types in when she asks for a quote',
    // The story tells what happened (a card, a claim); the last sentence asks how things work.
    'a man called my aunt saying he needed her bank number to send a new insurance card. how do we spot a scam like that',
    // A comparison, and the most one could pay in a year: the pages answer both, whatever the story costs.
    'we are choosing a medigap plan for my husband. what is really different between plan f and plan g besides the premium',
    'my insulin costs a fortune. what is the most we could pay in a year on a drug plan',
  ])('"%s" is a question for the pages', (message) => {
    expect(detectIntent(message)).toBeUndefined();
  });

  it('repairs typos of the insurance words', () => {
    expect(fixTypos('when do i enroll in medicar')).toBe('when do i enroll in medicare');
    expect(fixTypos('my beneficary')).toBe('my beneficiary');
    expect(fixTypos('is that colision')).toBe('is that collision');
  });

  it('leaves everyday English words alone', () => {
    expect(fixTypos('my printer and my lawyer')).toBe('my printer and my lawyer');
    expect(fixTypos('he didnt have insurance')).toBe('he didnt have insurance');
  });
});

describe('the output guard', () => {
  it('finds prices the passages do not state, claims to bind and coverage verdicts', () => {
    expect(breachOf('Your premium would be $84 a month.', '')).toBe('price');
    expect(breachOf('You would pay about 90 dollars.', '')).toBe('price');
    expect(breachOf('The standard Part B premium is $202.90.', 'Part B is $202.90 a month.')).toBeUndefined();
    expect(breachOf('I have bound the policy for you.', '')).toBe('bind');
    expect(breachOf('Your policy has been cancelled.', '')).toBe('bind');
    expect(breachOf('You are covered for that.', '')).toBe('verdict');
    expect(breachOf('That is not covered.', '')).toBe('verdict');
    expect(breachOf('Homeowners policies usually cover wind damage [1].', '')).toBeUndefined();
  });

  it('releases text only at the end of a sentence', () => {
    const gate = new SentenceGate();
    expect(gate.push('Part B costs $202')).toBe('');
    expect(gate.push('.90 a month. Then')).toBe('Part B costs $202.90 a month. ');
    expect(gate.flush()).toBe('Then');
  });

  it('keeps site links and turns any other into text', () => {
    expect(siteLinksOnly('[a](/quote) [b](https://x.example/) ![c](https://x.example/i.png)')).toBe(
      '[a](/quote) b (https://x.example/) c',
    );
  });
});

describe('quoted text', () => {
  it('escapes the Markdown a member wrote, so it stays text', () => {
    expect(asPlainText('[Pay here](https://evil.example/pay) *now*\n# Big')).toBe(
      '\\[Pay here\\](https://evil.example/pay) \\*now\\*\n\\# Big',
    );
  });
});
