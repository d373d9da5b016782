import { Link } from 'wouter';
import { findStaff } from '../../../../shared/staff';
import { StaffPortrait } from '../people/staff-portrait';
import '../../styles/people.css';
import { formatCalendarDate } from '@/shared/format-date';

interface ArticleBylineProps {
  author: string;
  reviewer: string;
  reviewed: string;
}

/**
 * Who wrote the article and who checked it, with their credentials and the date of the last
 * review: readers weighing advice on money and health deserve to know who stands behind it.
 */
export function ArticleByline({ author, reviewer, reviewed }: ArticleBylineProps) {
  const writer = findStaff(author);
  const checker = findStaff(reviewer);
  if (!writer || !checker) return null;
  return (
    <div className="kb-byline">
      <div className="kb-byline__person">
        <StaffPortrait look={writer.portrait} size={48} />
        <p>
          <span className="kb-byline__label">Written by </span>
          <Link href={`/about-us#staff-${writer.id}`} className="kb-byline__name">
            {writer.name}
          </Link>
          <span className="kb-byline__credentials">{writer.credentials}</span>
        </p>
      </div>
      <div className="kb-byline__person">
        <StaffPortrait look={checker.portrait} size={48} />
        <p>
          <span className="kb-byline__label">Reviewed by </span>
          <Link href={`/about-us#staff-${checker.id}`} className="kb-byline__name">
            {checker.name}
          </Link>
          <span className="kb-byline__credentials">
            {checker.credentials}, on <time dateTime={reviewed}>{formatCalendarDate(reviewed)}</time>
          </span>
        </p>
      </div>
    </div>
  );
}
