import { describe, expect, it } from 'vitest';
import { chunk, plainText, sectionsOf } from './passages';

describe('passages', () => {
  it('leaves no space where a link or bold text ended before a stop or a comma', () => {
    expect(
      plainText(
        '<p>See <a href="/services/retirement/pensions">pension planning</a>. <strong>Renewability</strong>, which lasts.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('See pension planning. Renewability, which lasts.\nOne\nTwo');
  });

  it('cuts long text into passages of a few sentences and splits HTML at its headings', () => {
    const text = Array.from(
      { length: 20 },
      (_, i) => `Sentence number ${i} says something useful here.`,
    ).join(' ');
    const pieces = chunk(text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= 650)).toBe(true);
    const html =
      '<p>Intro.</p><h2 id="a">First &amp; best</h2><p>One.</p><h3 id="b">Sub</h3><ul><li>Two</li></ul>';
    expect(sectionsOf(html)).toEqual([
      { id: undefined, heading: '', text: 'Intro.' },
      { id: 'a', heading: 'First & best', text: 'One.' },
      { id: 'b', heading: 'Sub', text: 'Two' },
    ]);
  });
});
