import { describe, expect, it } from 'vitest';
import { splitSections } from './sections';

describe('splitSections', () => {
  it('cuts the HTML before each second-level heading and keeps every character', () => {
    const html = '<p>intro</p><h2 id="one">One</h2><p>a</p><h3 id="x">X</h3><h2 id="two">Two</h2><p>b</p>';
    const sections = splitSections(html);
    expect(sections.map((s) => s.id)).toEqual(['', 'one', 'two']);
    expect(sections[1]?.html).toBe('<h2 id="one">One</h2><p>a</p><h3 id="x">X</h3>');
    expect(sections.map((s) => s.html).join('')).toBe(html);
  });

  it('has no intro part when the HTML starts with a heading, and one part without headings', () => {
    expect(splitSections('<h2 id="a">A</h2>').map((s) => s.id)).toEqual(['a']);
    expect(splitSections('<p>only</p>')).toEqual([{ id: '', html: '<p>only</p>' }]);
    expect(splitSections('')).toEqual([]);
  });
});
