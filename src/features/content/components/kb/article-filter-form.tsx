import { useId } from 'react';
import type { LinkRef } from '../../../../shared/content-types';
import type { ArticleFilter, TopicOption } from '@/features/content/model/article-filter';
import { lastSegment } from '@/features/content/model/labels';

interface ArticleFilterFormProps {
  filter: ArticleFilter;
  categories: LinkRef[];
  topics: TopicOption[];
  onChange: (filter: ArticleFilter) => void;
  /** A new category: the page decides whether the chosen topic still fits. */
  onCategory: (category: string) => void;
}

/**
 * Two drop-downs that narrow the list at once. Changing one only updates the list below (no new
 * page, no focus move), and the results line announces the new count.
 */
export function ArticleFilterForm({
  filter,
  categories,
  topics,
  onChange,
  onCategory,
}: ArticleFilterFormProps) {
  const id = useId();
  return (
    <form
      className="kb-filter"
      role="search"
      aria-label="Filter articles"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="kb-filter__fields">
        <legend className="kb-filter__legend">Show articles by category or topic</legend>
        <div className="field kb-filter__field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            value={filter.category}
            onChange={(event) => onCategory(event.target.value)}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.path} value={lastSegment(category.path)}>
                {category.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field kb-filter__field">
          <label htmlFor={`${id}-topic`}>Topic</label>
          <select
            id={`${id}-topic`}
            value={filter.topic}
            onChange={(event) => onChange({ ...filter, topic: event.target.value })}
          >
            <option value="">All topics</option>
            {topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label} ({topic.count})
              </option>
            ))}
          </select>
        </div>
        {/* Always there (not only while a filter is on), so focus is not lost when it is used. */}
        <button
          type="button"
          className="button button--secondary kb-filter__clear"
          onClick={() => onChange({ category: '', topic: '' })}
        >
          Show all articles
        </button>
      </fieldset>
    </form>
  );
}
