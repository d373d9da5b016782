// The list half of a console section (questions, website builds): a status filter, the count, the
// rows (each links to its own address, the open one marked), and paging. The rows are dense and
// worked through from the keyboard (state/queue-keys.ts).
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { SelectField } from '../../../components/form';
import { markOpenedFromQueue, rowForKey } from '../state/queue-keys';
import { Pager } from './pager';

/** Arrow keys and j/k move focus from row to row; the rows stay ordinary links (Tab reaches each). */
function moveBetweenRows(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const list = event.currentTarget.closest('ul');
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('.console__row-link') ?? [])];
  const index = links.indexOf(event.currentTarget);
  if (index < 0) return;
  const next = rowForKey(event.key, index, links.length);
  if (next === undefined) return;
  event.preventDefault();
  links[next]?.focus();
}

export interface QueueFilter<S extends string> {
  status: S | '';
  page: number;
}

interface ConsoleQueueProps<S extends string, T extends { id: string }> {
  /** Names the filter's form and the heading's id. */
  name: string;
  heading: string;
  /** What "all" means in the filter, e.g. "All questions, open first". */
  allLabel: string;
  /** The row noun, singular and plural: the count reads "1 question", "3 questions". */
  noun: [string, string];
  statusLabels: Record<S, string>;
  filter: QueueFilter<S>;
  setFilter: (filter: QueueFilter<S>) => void;
  queue: { page: number; pageSize: number; total: number; items: T[] } | undefined;
  empty: string;
  selectedId?: string | undefined;
  row: (item: T) => { href: string; title: string; meta: ReactNode };
}

export function ConsoleQueue<S extends string, T extends { id: string }>(props: ConsoleQueueProps<S, T>) {
  const { name, filter, setFilter, queue, selectedId, statusLabels } = props;
  const options = (Object.keys(statusLabels) as S[]).map((value) => ({ value, label: statusLabels[value] }));
  return (
    <section className="console__list" aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{props.heading}</h2>
      <div className="console__filters">
        <SelectField
          formId={name}
          name="status"
          label="Show"
          placeholder={props.allLabel}
          options={options}
          value={filter.status}
          onChange={(event) => setFilter({ status: event.target.value as S | '', page: 1 })}
        />
      </div>
      {queue && (
        <p className="console__count">
          {queue.total === 1 ? `1 ${props.noun[0]}` : `${queue.total} ${props.noun[1]}`}
          {filter.status ? `, ${statusLabels[filter.status].toLowerCase()}` : ''}
        </p>
      )}
      {queue && queue.items.length === 0 && <p>{props.empty}</p>}
      {queue && queue.items.length > 1 && (
        <p className="console__keys">
          <kbd>↑</kbd> <kbd>↓</kbd> or <kbd>j</kbd> <kbd>k</kbd> move between rows; <kbd>Enter</kbd> opens
          one.
        </p>
      )}
      <ul className="console__rows">
        {queue?.items.map((item) => {
          const { href, title, meta } = props.row(item);
          const selected = item.id === selectedId;
          return (
            <li key={item.id} className={selected ? 'console__row console__row--selected' : 'console__row'}>
              <Link
                href={href}
                className="console__row-link"
                aria-current={selected ? 'true' : undefined}
                onClick={markOpenedFromQueue}
                onKeyDown={moveBetweenRows}
              >
                {title}
              </Link>
              <p className="console__meta">{meta}</p>
            </li>
          );
        })}
      </ul>
      {queue && (
        <Pager
          label={`Pages of ${props.noun[1]}`}
          of={queue}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      )}
    </section>
  );
}
