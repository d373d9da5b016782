import { Fragment, type ReactNode } from 'react';
import { MarkdownBody } from '../markdown-body';
import { splitSections } from '@/features/content/model/sections';
import '../../styles/agency.css';

interface SectionedBodyProps {
  html: string;
  /** Rendered right after the section with this heading id (e.g. a form after its intro text). */
  after?: Record<string, ReactNode>;
  /** Rendered instead of the section with this heading id. */
  replace?: Record<string, ReactNode>;
}

/** A page's markdown, section by section, with the page's own parts placed in between. */
export function SectionedBody({ html, after = {}, replace = {} }: SectionedBodyProps) {
  return (
    <>
      {splitSections(html).map((section) => (
        <Fragment key={section.id || 'intro'}>
          {section.id in replace ? replace[section.id] : <MarkdownBody html={section.html} />}
          {after[section.id]}
        </Fragment>
      ))}
    </>
  );
}
