// Payloads of the knowledge base: articles, categories, series and the episode player.
import type { ArticleCard, Episode, LinkRef, PagePayload } from '../../src/shared/content-types';
import { articleSchema, categorySchema, seriesSchema, transcriptSchema } from './schemas';
import type { StaffMember } from '../../src/shared/agency-people';
import { findStaff, staff } from '../../src/shared/staff';
import { agencyOverridesJson } from '../agency-file.mjs';
import { ContentError, join, listFolders, listMarkdown, loadContent, readingMinutes } from './load';

// Words a minute when a device's voice reads a transcript aloud at normal speed.
const SPOKEN_WORDS_PER_MINUTE = 155;

type ArticlePayload = Extract<PagePayload, { kind: 'article' }>;

function card(article: ArticlePayload): ArticleCard {
  const { path, title, description, category, topics, published, readingMinutes: minutes } = article;
  return { path, title, description, category, topics, published, readingMinutes: minutes };
}

/**
 * The staff the pages are built with: AGENCY_FILE's own, else the sample. Read here because tsx
 * compiles nothing in (src/shared/staff.ts gives the sample in this process whatever the file says).
 */
function staffOfBuild(): readonly StaffMember[] {
  return (JSON.parse(agencyOverridesJson()) as { staff?: readonly StaffMember[] }).staff ?? staff;
}

function loadArticles(root: string, categories: Map<string, LinkRef>): ArticlePayload[] {
  const articles: ArticlePayload[] = [];
  const members = staffOfBuild();
  for (const folder of listFolders(join(root, 'articles'))) {
    for (const slug of listMarkdown(join(root, 'articles', folder))) {
      const article = loadContent(join(root, 'articles', folder, `${slug}.md`), articleSchema);
      for (const field of ['author', 'reviewer'] as const) {
        if (!findStaff(article.data[field], members))
          throw new ContentError(
            `${article.file}: field "${field}": no staff member "${article.data[field]}" (the agency's staff: AGENCY_FILE "staff", README)`,
          );
      }
      const category = categories.get(article.data.category);
      if (!category)
        throw new ContentError(`${article.file}: field "category": no category "${article.data.category}"`);
      articles.push({
        kind: 'article',
        path: `/articles/${folder}/${slug}`,
        title: article.data.title,
        description: article.data.description,
        html: article.html,
        headings: article.headings,
        category,
        topics: article.data.topics,
        published: article.data.published,
        updated: article.data.updated,
        readingMinutes: readingMinutes(article.words),
        author: article.data.author,
        reviewer: article.data.reviewer,
        reviewed: article.data.reviewed,
        related: [],
        ...(article.data.glance ? { glance: article.data.glance } : {}),
      });
    }
  }
  return articles.sort((a, b) => b.published.localeCompare(a.published));
}

function relate(articles: ArticlePayload[]): void {
  for (const article of articles) {
    article.related = articles
      .filter((other) => other !== article)
      .map((other) => ({
        other,
        score:
          (other.category.path === article.category.path ? 2 : 0) +
          other.topics.filter((topic) => article.topics.includes(topic)).length,
      }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map(({ other }) => ({ path: other.path, title: other.title }));
  }
}

export function compileKnowledgeBase(root: string): PagePayload[] {
  const categoryPayloads = listMarkdown(join(root, 'categories')).map((name) => {
    const category = loadContent(join(root, 'categories', `${name}.md`), categorySchema);
    return { name, path: `/categories/${name}`, ...category };
  });
  const categoryLinks = new Map(categoryPayloads.map((c) => [c.name, { path: c.path, title: c.data.title }]));
  const articles = loadArticles(root, categoryLinks);
  relate(articles);
  const byPath = new Map(articles.map((article) => [article.path, article]));
  const series = compileSeries(root, byPath);

  const payloads: PagePayload[] = [...articles, ...series];
  for (const category of categoryPayloads) {
    payloads.push({
      kind: 'category',
      path: category.path,
      title: category.data.title,
      description: category.data.description,
      html: category.html,
      headings: category.headings,
      articles: articles.filter((a) => a.category.path === category.path).map(card),
    });
  }
  payloads.push({
    kind: 'categories',
    path: '/categories',
    title: 'Categories',
    description:
      'Browse our plain-language articles by subject: Medicare, health, life, retirement, auto, home and business.',
    html: '',
    headings: [],
    categories: categoryPayloads.map((c) => ({
      path: c.path,
      title: c.data.title,
      description: c.data.description,
      count: articles.filter((a) => a.category.path === c.path).length,
    })),
  });
  payloads.push({
    kind: 'articles-overview',
    path: '/articles/overview',
    title: 'Articles',
    description:
      'Every Harbor Point article in one place: Medicare, health, life, retirement, auto, home and business cover explained.',
    html: '',
    headings: [],
    articles: articles.map(card),
    categories: [...categoryLinks.values()],
  });
  return payloads;
}

type SeriesPayload = Extract<PagePayload, { kind: 'series' }>;

function compileSeries(root: string, articles: Map<string, ArticlePayload>): PagePayload[] {
  const all: SeriesPayload[] = listMarkdown(join(root, 'series')).map((name) => {
    const series = loadContent(join(root, 'series', `${name}.md`), seriesSchema);
    const path = `/series/${name}`;
    const parts = series.data.parts.map((part) => {
      const article = articles.get(`/articles/${part}`);
      if (!article) throw new ContentError(`${series.file}: field "parts": no article "${part}"`);
      article.series = { path, title: series.data.title, parts: [] };
      return article;
    });
    for (const part of parts) part.series!.parts = parts.map((p) => ({ path: p.path, title: p.title }));
    const episodes: Episode[] = series.data.episodes.map((episode) => {
      const transcript = loadContent(join(root, 'series', name, `${episode.slug}.md`), transcriptSchema);
      return {
        ...episode,
        minutes: readingMinutes(transcript.words),
        listenMinutes: Math.max(1, Math.round(transcript.words / SPOKEN_WORDS_PER_MINUTE)),
        playerPath: `/player?series=${name}&episode=${episode.slug}`,
        transcriptHtml: transcript.html,
      };
    });
    return {
      kind: 'series',
      path,
      title: series.data.title,
      description: series.data.description,
      html: series.html,
      headings: series.headings,
      parts: parts.map(card),
      episodes,
    };
  });
  const index: PagePayload = {
    kind: 'series-index',
    path: '/series',
    title: 'Series',
    description:
      'Short series that walk you through one big decision step by step, with articles and written-out conversations.',
    html: '',
    headings: [],
    series: all.map((s) => ({
      path: s.path,
      title: s.title,
      description: s.description,
      partCount: s.parts.length,
      episodeCount: s.episodes.length,
    })),
  };
  const player: PagePayload = {
    kind: 'player',
    path: '/player',
    title: 'Player',
    description:
      'Read Harbor Point conversations about Medicare, retirement income and protecting your family, or have your device read them aloud.',
    html: '',
    headings: [],
    series: all.map((s) => ({
      name: s.path.split('/').pop()!,
      path: s.path,
      title: s.title,
      episodes: s.episodes,
    })),
  };
  return [...all, index, player];
}
