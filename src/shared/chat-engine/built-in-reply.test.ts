import { describe, expect, it } from 'vitest';
import { agency } from '../agency';
import { builtInReply } from './built-in-reply';
import { CHANGE_ANSWER, PERSON_ANSWER } from './safe-answers';
import type { FoundPassage } from './found-passage';

const flood: FoundPassage = {
  source: 'service',
  url: '/services/home/flood-insurance',
  title: 'Flood Insurance',
  heading: 'Does homeowners insurance cover flooding?',
  text: 'No: standard homeowners policies exclude flood. Flood damage needs its own policy.',
  rank: 10,
  coverage: 1,
  matched: 10,
};

describe('a reply to a question in Spanish', () => {
  it('opens by saying the guides below are in English when it quotes them', () => {
    const reply = builtInReply('mi seguro de casa cubre inundaciones?', [flood]);
    expect(reply.text).toMatch(/^Nuestras guías están en inglés: abajo está lo que dicen/);
    expect(reply.text).toContain(agency.spanish.phone);
  });

  it('promises no guides when it quotes none: a hand-off, a price, a question outside what we do', () => {
    for (const message of ['quiero hablar con un agente por favor', 'quien gano el partido anoche']) {
      const reply = builtInReply(message, []);
      expect(reply.citations, message).toEqual([]);
      expect(reply.text, message).toMatch(/^Le respondemos en inglés\. Para hablar en español/);
      expect(reply.text, message).not.toMatch(/guías/);
    }
  });
});

describe('a hand-off to an agent', () => {
  it('says a person is there when a person is asked for, and what only an agent can do when a change is', () => {
    expect(builtInReply('can i talk to a real person please', []).text).toBe(PERSON_ANSWER);
    expect(builtInReply('i need to take my ex wife off my car insurance', []).text).toBe(CHANGE_ANSWER);
  });
});
