import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailLink } from './email';

describe('EmailLink', () => {
  it('offers a line break before the @ and after each dot, and links the whole address', () => {
    const html = renderToStaticMarkup(<EmailLink email="pat.mcallister@harbor-mail.example.com" />);
    expect(html).toBe(
      '<a href="mailto:pat.mcallister@harbor-mail.example.com">pat.<wbr/>mcallister<wbr/>@harbor-mail.<wbr/>example.<wbr/>com</a>',
    );
  });
});
