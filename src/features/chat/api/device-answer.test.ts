import { describe, expect, it } from 'vitest';
import * as engine from '../../../shared/chat-engine/answer-from-index';
import type { Passage } from '../../../shared/chat-engine/passage';
import { deviceAnswerer, ON_DEVICE_NOTE, turnsOf } from './device-answer';

const PASSAGES: Passage[] = [
  {
    source: 'guide',
    url: '/resources/medicare-guide#nursing-homes',
    title: 'Medicare Guide',
    heading: 'Nursing homes',
    text: 'Medicare does not pay for long-term custodial care in a nursing home. It pays for up to 100 days in a skilled nursing facility after a qualifying hospital stay of three days.',
  },
  {
    source: 'service',
    url: '/flood-insurance',
    title: 'Flood Insurance',
    heading: 'What flood insurance covers',
    text: 'A homeowners policy does not cover flood damage. Flood insurance covers the building and its contents when water rises from outside.',
  },
];

describe('answering on the device', () => {
  const answer = deviceAnswerer(engine, PASSAGES);

  it('answers a question from a small list of passages, citing the page that answers it', () => {
    const reply = answer('does medicare pay for a nursing home', []);
    expect(reply.citations.map((c) => c.url)).toContain('/resources/medicare-guide#nursing-homes');
    expect(reply.text).toMatch(/nursing/i);
  });

  it('opens each reply with the one sentence saying it was answered here, unseen by an agent', () => {
    const reply = answer('is flood damage covered by my homeowners policy', []);
    expect(reply.text.startsWith(`${ON_DEVICE_NOTE}\n\n`)).toBe(true);
    expect(ON_DEVICE_NOTE).toMatch(/^[^.]+\.$/);
    expect(ON_DEVICE_NOTE).toMatch(/on this device/);
    expect(ON_DEVICE_NOTE).toMatch(/agent will not see it until you are back online/);
  });

  it('gives the engine the same reply as the shared engine, after the note', () => {
    const index = engine.indexPassages(PASSAGES);
    const direct = engine.answerFromIndex(index, 'does medicare pay for a nursing home', []);
    const here = answer('does medicare pay for a nursing home', []);
    expect(here).toEqual({ ...direct, text: `${ON_DEVICE_NOTE}\n\n${direct.text}` });
  });

  it("reads the conversation's member and assistant turns only, as the server does", () => {
    const at = '2026-12-02T00:00:00.000Z';
    const base = { citations: [], suggestions: [], stopped: false, createdAt: at, author: null };
    expect(
      turnsOf([
        { ...base, id: '1', role: 'user', text: 'a' },
        { ...base, id: '2', role: 'assistant', text: 'b' },
        { ...base, id: '3', role: 'agent', text: 'c', author: 'Sam' },
      ]),
    ).toEqual([
      { role: 'user', text: 'a' },
      { role: 'assistant', text: 'b' },
    ]);
  });
});
