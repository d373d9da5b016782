import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEDICARE_DISCLAIMER } from '../../shared/medicare-disclaimer';

describe('the Medicare disclaimer', () => {
  it('is word for word the text the info page carries', () => {
    const info = readFileSync('src/content/pages/info.md', 'utf8');
    expect(info).toContain(MEDICARE_DISCLAIMER);
  });
});
