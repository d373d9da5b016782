import { Link } from 'wouter';
import { filterQuery } from '@/features/content/model/article-filter';
import { formatCalendarDate } from '@/shared/format-date';
import { minutesLabel, topicLabel } from '@/features/content/model/labels';

interface ArticleMetaProps {
  published: string;
  updated?: string;
  readingMinutes: number;
}

/** Dates and reading time under an article's heading. */
export function ArticleMeta({ published, updated, readingMinutes }: ArticleMetaProps) {
  const showUpdated = updated && updated !== published;
  return (
    <div className="kb-article-meta">
      <p className="kb-meta">
        <span>
          Published <time dateTime={published}>{formatCalendarDate(published)}</time>
        </span>
        {showUpdated && (
          <span>
            Updated <time dateTime={updated}>{formatCalendarDate(updated)}</time>
          </span>
        )}
        <span>{minutesLabel(readingMinutes)}</span>
      </p>
    </div>
  );
}

/** The article's topics, after its text: each links to every article on it, whatever its category. */
export function ArticleTopics({ topics }: { topics: string[] }) {
  if (topics.length === 0) return null;
  return (
    <div className="kb-topics">
      <p className="kb-topics__label" id="article-topics">
        Topics:
      </p>
      <ul className="kb-topics__list" aria-labelledby="article-topics">
        {topics.map((topic) => (
          <li key={topic}>
            <Link href={`/articles/overview${filterQuery({ category: '', topic })}`}>
              {topicLabel(topic)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
