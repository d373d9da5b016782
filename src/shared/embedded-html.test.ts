import { describe, expect, it } from 'vitest';
import { markdownElementIndex } from './embedded-html';

const body = '<h2 id="a">Part A</h2><p>Hospital cover.</p>';

describe("the embedded page data's html left out where the page shows it", () => {
  it('names the one element that shows the whole html', () => {
    const page = `<main><div class="lead" data-md="">Intro</div><div class="prose" data-md="">${body}</div></main>`;
    expect(markdownElementIndex(page, body)).toBe(1);
  });

  it('keeps the copy when the page shows the html split, twice, or not at all', () => {
    expect(markdownElementIndex(`<div data-md=""><h2 id="a">Part A</h2></div>`, body)).toBeUndefined();
    const twice = `<div data-md="">${body}</div><div data-md="">${body}</div>`;
    expect(markdownElementIndex(twice, body)).toBeUndefined();
    expect(markdownElementIndex('<p>Other</p>', body)).toBeUndefined();
    expect(markdownElementIndex(`<div data-md=""></div>`, '')).toBeUndefined();
  });
});
