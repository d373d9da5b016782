import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { useHydrated } from '../../../../lib/use-hydrated';
import type { GlossaryTerm, LinkRef } from '../../../../shared/content-types';
import { filterTerms, groupByLetter, letterId, matchSummary } from '@/features/content/model/glossary';
import { GlossaryNav } from './glossary-nav';
import '../../styles/services-guides.css';

interface GlossaryProps {
  terms: GlossaryTerm[];
  /** The glossary page's own path: see-also links into this page become plain #anchors. */
  path: string;
}

/**
 * The glossary: A–Z navigation, a filter box and a definition list where every term is a
 * deep-linkable anchor (id = term.id). The prerendered HTML holds the complete list; the filter
 * appears only after hydration, because without script it could not work.
 */
export function Glossary({ terms, path }: GlossaryProps) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const groups = groupByLetter(filterTerms(terms, query));

  // A see-also target may be hidden by the filter: show every term again before the browser jumps.
  function onSeeAlso() {
    if (!query) return;
    flushSync(() => setQuery(''));
  }
  function seeAlsoLink(link: LinkRef) {
    const [linkPath, hash] = link.path.split('#');
    if (linkPath === path && hash) {
      return (
        <a href={`#${hash}`} onClick={onSeeAlso}>
          {link.title}
        </a>
      );
    }
    return <Link href={link.path}>{link.title}</Link>;
  }

  return (
    <div className="glossary">
      <GlossaryNav groups={groups} />
      {hydrated && (
        <div className="glossary__filter field" role="search" aria-label="Glossary terms">
          <label htmlFor={inputId}>Find a term</label>
          <p className="field__hint" id={`${inputId}-hint`}>
            Type a word to show only the terms that use it.
          </p>
          <input
            id={inputId}
            type="search"
            aria-describedby={`${inputId}-hint`}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className="glossary__count" role="status">
            {matchSummary(
              groups.reduce((sum, group) => sum + group.terms.length, 0),
              query,
            )}
          </p>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.letter} className="glossary__letter" aria-labelledby={letterId(group.letter)}>
          <h2 id={letterId(group.letter)}>{group.letter === '#' ? 'Numbers and symbols' : group.letter}</h2>
          <dl className="glossary__terms">
            {group.terms.map((term) => (
              <div key={term.id} className="glossary__entry">
                <dt id={term.id}>{term.term}</dt>
                <dd>
                  <p>{term.definition}</p>
                  {term.seeAlso.length > 0 && (
                    <p className="glossary__see-also">
                      See also:{' '}
                      {term.seeAlso.map((link, index) => (
                        <span key={link.path}>
                          {index > 0 && ', '}
                          {seeAlsoLink(link)}
                        </span>
                      ))}
                    </p>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
