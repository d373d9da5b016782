import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';

describe('highlighted search text', () => {
  it('puts the matched words in <mark> and the rest as plain text', () => {
    const html = renderToStaticMarkup(
      <HighlightedText
        segments={[
          { text: 'Is my ', match: false },
          { text: 'boat', match: true },
          { text: ' covered?', match: false },
        ]}
      />,
    );
    expect(html).toBe('<span>Is my </span><mark>boat</mark><span> covered?</span>');
  });

  it('shows markup a member typed as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      <HighlightedText
        segments={[
          { text: '<img src=x onerror=alert(1)>', match: true },
          { text: ' <mark>not ours</mark>', match: false },
        ]}
      />,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('<mark>&lt;img src=x onerror=alert(1)&gt;</mark>');
    expect(html).toContain('<span> &lt;mark&gt;not ours&lt;/mark&gt;</span>');
  });
});
