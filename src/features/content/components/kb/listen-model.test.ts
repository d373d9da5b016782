import { describe, expect, it } from 'vitest';
import { initialListenState, listenReducer, minutesLeft, readingPlan, splitSentences } from './listen-model';

const texts = (text: string) => splitSentences(text).map((s) => s.text);

describe('splitting a transcript into sentences', () => {
  it('cuts at full stops, question marks and exclamation marks followed by a space', () => {
    expect(texts('Host: Welcome back. Ready to start? Great! Let us begin.')).toEqual([
      'Host: Welcome back.',
      'Ready to start?',
      'Great!',
      'Let us begin.',
    ]);
  });

  it('keeps abbreviations, decimals and amounts inside their sentence', () => {
    expect(
      texts('Ask Dr. Lee about e.g. statins. Rates rose 2.5 percent to $1,234.56 this year. Done.'),
    ).toEqual(['Ask Dr. Lee about e.g. statins.', 'Rates rose 2.5 percent to $1,234.56 this year.', 'Done.']);
  });

  it('ends a sentence after a plan letter and keeps closing quotes with it', () => {
    expect(texts('Most people get Part A. She said "wait." Then she called.')).toEqual([
      'Most people get Part A.',
      'She said "wait."',
      'Then she called.',
    ]);
  });

  it('gives offsets that point at the sentence in the original text, spaces trimmed', () => {
    const text = '  First one.   Second one without a stop';
    for (const sentence of splitSentences(text, 3)) {
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
      expect(sentence.block).toBe(3);
    }
    expect(texts(text)).toEqual(['First one.', 'Second one without a stop']);
  });

  it('numbers blocks in order and skips blocks with no words', () => {
    const plan = readingPlan(['One. Two.', '—', 'Three.']);
    expect(plan.map((s) => [s.block, s.text])).toEqual([
      [0, 'One.'],
      [0, 'Two.'],
      [2, 'Three.'],
    ]);
  });

  it('estimates the time left from the words still to be read and the speed', () => {
    const plan = readingPlan([Array.from({ length: 310 }, () => 'word').join(' ') + '.']);
    expect(minutesLeft(plan, 0, 1)).toBe(2);
    expect(minutesLeft(plan, 0, 2)).toBe(1);
  });
});

describe('the listen control', () => {
  const start = initialListenState(3);

  it('plays from the first sentence and moves on as each sentence is spoken', () => {
    let state = listenReducer(start, { type: 'play' });
    expect(state).toMatchObject({ status: 'playing', index: 0 });
    state = listenReducer(state, { type: 'spoken' });
    state = listenReducer(state, { type: 'spoken' });
    expect(state).toMatchObject({ status: 'playing', index: 2 });
    state = listenReducer(state, { type: 'spoken' });
    expect(state).toMatchObject({ status: 'finished', index: 2 });
    expect(listenReducer(state, { type: 'play' })).toMatchObject({ status: 'playing', index: 0 });
  });

  it('pauses on the current sentence and resumes there', () => {
    let state = listenReducer(listenReducer(start, { type: 'play' }), { type: 'spoken' });
    state = listenReducer(state, { type: 'pause' });
    expect(state).toMatchObject({ status: 'paused', index: 1 });
    // A sentence cancelled by the pause must not move the place on.
    expect(listenReducer(state, { type: 'spoken' })).toBe(state);
    expect(listenReducer(state, { type: 'play' })).toMatchObject({ status: 'playing', index: 1 });
  });

  it('skips forward and back within the transcript, showing the place when not playing', () => {
    let state = listenReducer(start, { type: 'previous' });
    expect(state.index).toBe(0);
    state = listenReducer(state, { type: 'next' });
    expect(state).toMatchObject({ status: 'paused', index: 1 });
    state = listenReducer(listenReducer(state, { type: 'next' }), { type: 'next' });
    expect(state.index).toBe(2);
    state = listenReducer(listenReducer(state, { type: 'play' }), { type: 'previous' });
    expect(state).toMatchObject({ status: 'playing', index: 1 });
  });

  it('keeps the place and says why when the device cannot speak, and stop goes back to the start', () => {
    let state = listenReducer(listenReducer(start, { type: 'next' }), { type: 'play' });
    state = listenReducer(state, { type: 'failed', problem: 'No voice.' });
    expect(state).toMatchObject({ status: 'paused', index: 1, problem: 'No voice.' });
    expect(listenReducer(state, { type: 'play' }).problem).toBeUndefined();
    expect(listenReducer(state, { type: 'stop' })).toMatchObject({ status: 'stopped', index: 0 });
  });

  it('starts over at the top of a newly loaded transcript, keeping the chosen speed', () => {
    const state = listenReducer(listenReducer(start, { type: 'rate', rate: 1.5 }), { type: 'next' });
    expect(listenReducer(state, { type: 'load', count: 9 })).toEqual({
      status: 'stopped',
      index: 0,
      count: 9,
      rate: 1.5,
    });
  });

  it('does nothing on play when the transcript has no sentences', () => {
    const empty = initialListenState(0);
    expect(listenReducer(empty, { type: 'play' })).toBe(empty);
  });
});
