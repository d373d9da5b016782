import { describe, expect, it } from 'vitest';
import { agency } from '../agency';
import { builtInReply } from './built-in-reply';
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
