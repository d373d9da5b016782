import { Link } from 'wouter';
import type { ReactNode } from 'react';
import type { StaffMember } from '../../../../shared/agency-people';
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
      <BylinePerson label="Written by" person={writer}>
        {writer.credentials}
      </BylinePerson>
      <BylinePerson label="Reviewed by" person={checker}>
        {checker.credentials}, on <time dateTime={reviewed}>{formatCalendarDate(reviewed)}</time>
      </BylinePerson>
    </div>
  );
}

function BylinePerson({
  label,
  person,
  children,
}: {
  label: string;
  person: StaffMember;
  children: ReactNode;
}) {
  return (
    <div className="kb-byline__person">
      <StaffPortrait look={person.portrait} size={48} />
      <p>
        <span className="kb-byline__label">{label} </span>
        <Link href={`/about-us#staff-${person.id}`} className="kb-byline__name">
          {person.name}
        </Link>
        <span className="kb-byline__credentials">{children}</span>
      </p>
    </div>
  );
}
