import { describe, expect, it } from 'vitest';
import type { ArticleCard, LinkRef } from '@/shared/content-types';
import {
  filterArticles,
  filterQuery,
  readFilter,
  resultSummary,
  topicOptions,
  withCategory,
} from './article-filter';

const categories: LinkRef[] = [
  { path: '/categories/medicare', title: 'Medicare' },
  { path: '/categories/life', title: 'Life Insurance' },
];

function article(slug: string, category: string, topics: string[]): ArticleCard {
  return {
    path: `/articles/${category}/${slug}`,
    title: slug,
    description: '',
    category: { path: `/categories/${category}`, title: category },
    topics,
    published: '2026-01-01',
    readingMinutes: 3,
  };
}

const articles = [
  article('part-d', 'medicare', ['part-d', 'costs']),
  article('costs', 'medicare', ['costs', 'premiums']),
  article('term', 'life', ['term-life', 'costs']),
];

describe('readFilter', () => {
  it('reads a known category and topic from the query string', () => {
    expect(readFilter('?category=medicare&topic=costs', categories, articles)).toEqual({
      category: 'medicare',
      topic: 'costs',
    });
  });

  it('drops values that match no category or topic', () => {
    expect(readFilter('category=boats&topic=sails', categories, articles)).toEqual({
      category: '',
      topic: '',
    });
    expect(readFilter('', categories, articles)).toEqual({ category: '', topic: '' });
  });
});

describe('filterQuery', () => {
  it('writes only the chosen parts', () => {
    expect(filterQuery({ category: 'medicare', topic: '' })).toBe('?category=medicare');
    expect(filterQuery({ category: 'life', topic: 'term-life' })).toBe('?category=life&topic=term-life');
    expect(filterQuery({ category: '', topic: '' })).toBe('');
  });
});

describe('filterArticles', () => {
  it('keeps everything with no filter', () => {
    expect(filterArticles(articles, { category: '', topic: '' })).toHaveLength(3);
  });

  it('narrows by category, by topic, and by both', () => {
    expect(filterArticles(articles, { category: 'medicare', topic: '' }).map((a) => a.title)).toEqual([
      'part-d',
      'costs',
    ]);
    expect(filterArticles(articles, { category: '', topic: 'costs' })).toHaveLength(3);
    expect(filterArticles(articles, { category: 'life', topic: 'costs' }).map((a) => a.title)).toEqual([
      'term',
    ]);
  });
});

describe('topicOptions', () => {
  it('lists the topics of the chosen category with counts, in alphabetical order', () => {
    expect(topicOptions(articles, { category: 'medicare', topic: '' })).toEqual([
      { value: 'costs', label: 'Costs', count: 2 },
      { value: 'part-d', label: 'Part D', count: 1 },
      { value: 'premiums', label: 'Premiums', count: 1 },
    ]);
  });

  it('keeps a chosen topic that the category does not have', () => {
    const options = topicOptions(articles, { category: 'life', topic: 'part-d' });
    expect(options.find((option) => option.value === 'part-d')).toEqual({
      value: 'part-d',
      label: 'Part D',
      count: 0,
    });
  });
});

describe('resultSummary', () => {
  it('says all articles are shown when nothing is chosen', () => {
    expect(resultSummary(3, 3, { category: '', topic: '' }, categories)).toBe('Showing all 3 articles.');
  });

  it('names the category and topic that narrow the list', () => {
    expect(resultSummary(1, 3, { category: 'medicare', topic: 'part-d' }, categories)).toBe(
      'Showing 1 of 3 articles in Medicare about Part D.',
    );
  });
});

describe('withCategory', () => {
  it('keeps the topic when the new category has articles on it', () => {
    expect(withCategory(articles, { category: 'medicare', topic: 'costs' }, 'life')).toEqual({
      category: 'life',
      topic: 'costs',
    });
  });

  it('drops the topic when the new category has none on it', () => {
    expect(withCategory(articles, { category: 'medicare', topic: 'part-d' }, 'life')).toEqual({
      category: 'life',
      topic: '',
    });
  });
});
