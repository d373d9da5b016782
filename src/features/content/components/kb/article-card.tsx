import { Link } from 'wouter';
import type { ArticleCard as ArticleCardData } from '../../../../shared/content-types';
import '../../styles/kb.css';
import { formatCalendarDate } from '@/shared/format-date';
import { minutesLabel } from '@/features/content/model/labels';

interface ArticleCardProps {
  article: ArticleCardData;
  /** h2 on a plain list page, h3 under a section heading: headings must not skip a level. */
  headingLevel?: 2 | 3;
  /** Off on a category's own page, where every card would repeat the same name. */
  showCategory?: boolean;
  /** A short line above the title, e.g. "Part 2" in a series. */
  label?: string;
}

/** One article in a list: its title as the link, what it covers, and when and how long. */
export function ArticleCard({ article, headingLevel = 2, showCategory = true, label }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card kb-card">
      {label && <p className="kb-card__label">{label}</p>}
      <Heading className="kb-card__title">
        <Link href={article.path}>{article.title}</Link>
      </Heading>
      <p className="kb-card__text">{article.description}</p>
      <p className="kb-meta">
        {showCategory && <span>{article.category.title}</span>}
        <span>
          <time dateTime={article.published}>{formatCalendarDate(article.published)}</time>
        </span>
        <span>{minutesLabel(article.readingMinutes)}</span>
      </p>
    </li>
  );
}

type ListProps = Omit<ArticleCardProps, 'article' | 'label'> & {
  articles: ArticleCardData[];
  /** Parts of a series: an ordered list, each card labelled with its part number. */
  ordered?: boolean;
};

export function ArticleCardList({ articles, ordered = false, ...rest }: ListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="card-grid kb-cards">
      {articles.map((article, index) => (
        <ArticleCard
          key={article.path}
          article={article}
          label={ordered ? `Part ${index + 1}` : undefined}
          {...rest}
        />
      ))}
    </List>
  );
}
