import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../../../../../scripts/content/compile';
import { staff } from '../../../../shared/staff';
import { ArticleByline } from './article-byline';

describe('article bylines', () => {
  it('name the author and the reviewer with credentials, the review date and a link to About', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/articles/medicare/part-d-explained">
        <ArticleByline author="denise-arsenault" reviewer="priya-raman" reviewed="2026-10-27" />
      </Router>,
    );
    expect(html).toContain('Written by');
    expect(html).toContain('href="/about-us#staff-denise-arsenault"');
    expect(html).toContain('AHIP Medicare certified for 2026');
    expect(html).toContain('Reviewed by');
    expect(html).toContain('<time dateTime="2026-10-27">October 27, 2026</time>');
    // Portraits are decoration beside a printed name.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('are on every article, written and reviewed by two different people on the staff', () => {
    const ids = new Set(staff.map((member) => member.id));
    const articles = [...compileContent().values()].filter((page) => page.kind === 'article');
    expect(articles.length).toBeGreaterThanOrEqual(30);
    for (const article of articles) {
      expect(ids.has(article.author) && ids.has(article.reviewer)).toBe(true);
      expect(article.author).not.toBe(article.reviewer);
      expect(article.reviewed >= article.published).toBe(true);
    }
  });
});
