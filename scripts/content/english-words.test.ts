import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dictionary } from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import { COMMON_WORDS, COMMONEST } from '../../src/shared/chat-engine/english-words';
import { decodeWords } from '../../src/shared/chat-engine/spelling';
import { englishWordsModule, frontCode } from './english-words';

const generated = fileURLToPath(new URL('../../src/shared/chat-engine/english-words.ts', import.meta.url));

describe("the chat engine's English words", () => {
  it('are what the installed zxcvbn package holds (else run scripts/content/english-words.ts)', () => {
    expect(readFileSync(generated, 'utf8')).toBe(englishWordsModule());
  });

  it('decode to every common word, and the commonest keep their order', () => {
    const common = dictionary['commonWords-en'];
    expect(new Set(decodeWords(COMMON_WORDS))).toEqual(new Set(common));
    expect(COMMONEST.split(' ')).toEqual(common.slice(0, 300));
  });

  it('front-code a sorted list and decode it back', () => {
    expect(decodeWords(frontCode(['care', 'cards', 'card', "can't"]))).toEqual([
      "can't",
      'card',
      'cards',
      'care',
    ]);
  });
});
