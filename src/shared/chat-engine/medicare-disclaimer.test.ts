import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEDICARE_DISCLAIMER } from '../medicare-disclaimer';
import { concernsMedicare } from './compliance';

describe('the Medicare disclaimer', () => {
  it('is word for word the text the info page carries', () => {
    const info = readFileSync('src/content/pages/info.md', 'utf8');
    expect(info).toContain(MEDICARE_DISCLAIMER);
  });
});

describe('which replies carry it', () => {
  const unit = (text: string) => ({ url: '/services/health/dental', title: 'Dental Insurance', text });
  it('names Medicare or one of its parts, not the word "part" before "and"', () => {
    expect(concernsMedicare('does part b cover it', [])).toBe(true);
    expect(concernsMedicare('dental for my kids', [unit('Medicare does not cover most dental care.')])).toBe(
      true,
    );
    expect(concernsMedicare('dental for my kids', [unit('The plan pays part and you pay the rest.')])).toBe(
      false,
    );
    expect(concernsMedicare('a part bought for the car', [])).toBe(false);
  });
});
