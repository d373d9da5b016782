// Frontmatter schemas of the content collection (docs/content-format.md). The build fails on the
// first file that does not fit, naming the file and the field.
import { z } from 'zod';

const text = z.string().trim().min(1);
const description = z.string().trim().min(50).max(170);
const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)));
const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * The at-a-glance box a Medicare page starts with: the dates, the costs, what to do now;
 * a few short lines each. Figures only from docs/content-format.md's checked list.
 */
const glanceSchema = z.object({
  dates: z.array(text).min(1).max(4),
  costs: z.array(text).max(4).default([]),
  now: z.array(text).min(1).max(3),
});

export const serviceSchema = z.object({
  title: text,
  description,
  summary: text,
  faqs: z
    .array(z.object({ question: text, answer: text }))
    .min(1)
    .max(8),
  relatedGuides: z.array(kebab).default([]),
  relatedArticles: z.array(z.string()).default([]),
  glance: glanceSchema.optional(),
});

export const serviceCategorySchema = z.object({ title: text, description, summary: text });

export const guideSchema = z.object({
  title: text,
  description,
  updated: isoDate,
  terms: z.array(z.object({ term: text, definition: text, seeAlso: z.array(text).default([]) })).default([]),
  checklist: z.array(z.object({ id: kebab, stage: text, text, detail: text })).default([]),
  glance: glanceSchema.optional(),
});

export const categorySchema = z.object({ title: text, description });

export const articleSchema = z.object({
  title: text,
  description,
  category: kebab,
  topics: z.array(kebab).min(1).max(4),
  published: isoDate,
  updated: isoDate.optional(),
  // Bylines: ids on the agency's staff (src/shared/staff.ts), and the date the reviewer last checked the facts.
  author: kebab,
  reviewer: kebab,
  reviewed: isoDate,
  glance: glanceSchema.optional(),
});

export const seriesSchema = z.object({
  title: text,
  description,
  parts: z.array(z.string()).min(1),
  episodes: z.array(z.object({ slug: kebab, title: text, summary: text })).min(1),
});

export const transcriptSchema = z.object({ title: text });

export const pageSchema = z.object({
  title: text,
  description,
  /** The sentence under the heading, when it should differ from the description. */
  lead: text.optional(),
  // The home page's reviews are an agency fact (src/shared/reviews.ts): a list left here would be
  // dropped without a word, and the sample shown in its place.
  reviews: z
    .never({ error: 'reviews are set in AGENCY_FILE\'s "reviews" (README), not in markdown' })
    .optional(),
  reasons: z.array(z.object({ title: text, text })).default([]),
  disclaimers: z.array(z.object({ title: text, text })).default([]),
});
