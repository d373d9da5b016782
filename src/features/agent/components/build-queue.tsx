// The list half of the website-builds section: a status filter, the queue (requests waiting on us
// first, the oldest at the top), paging. Each row links to the request's own address.
import { useAtom } from 'jotai';
import { Link } from 'wouter';
import { SelectField } from '../../../components/form';
import { formatAgencyDateTime } from '../../../shared/format-date';
import {
  BUILD_STATUS_LABELS,
  BUILD_STATUSES,
  BUILD_TEMPLATES,
  type BuildQueueResponse,
  type BuildStatus,
} from '../../../shared/website-build-schemas';
import { buildFilterAtom } from '../state/build-filter';
import { Pager } from './pager';

const statusOptions = BUILD_STATUSES.map((status) => ({ value: status, label: BUILD_STATUS_LABELS[status] }));
const templateLabel = (value: string) => BUILD_TEMPLATES.find((t) => t.value === value)?.label ?? value;

export function BuildQueue({
  queue,
  selectedId,
}: {
  queue: BuildQueueResponse | undefined;
  selectedId?: string;
}) {
  const [filter, setFilter] = useAtom(buildFilterAtom);
  return (
    <section className="console__list" aria-labelledby="builds-heading">
      <h2 id="builds-heading">Website builds</h2>
      <div className="console__filters">
        <SelectField
          formId="builds"
          name="status"
          label="Show"
          placeholder="All requests, waiting ones first"
          options={statusOptions}
          value={filter.status}
          onChange={(event) => setFilter({ status: event.target.value as BuildStatus | '', page: 1 })}
        />
      </div>
      {queue && (
        <p className="console__count">
          {queue.total === 1 ? '1 request' : `${queue.total} requests`}
          {filter.status ? `, ${BUILD_STATUS_LABELS[filter.status].toLowerCase()}` : ''}
        </p>
      )}
      {queue && queue.items.length === 0 && (
        <p>No website requests here. New ones appear as members send them.</p>
      )}
      <ul className="console__rows">
        {queue?.items.map((item) => (
          <li
            key={item.id}
            className={item.id === selectedId ? 'console__row console__row--selected' : 'console__row'}
          >
            <Link
              href={`/dashboard/agent/website-builds/${item.id}`}
              aria-current={item.id === selectedId ? 'true' : undefined}
            >
              {item.businessName}
            </Link>
            <p className="console__meta">
              <span className={`badge badge--build-${item.status}`}>{BUILD_STATUS_LABELS[item.status]}</span>{' '}
              {item.owner.name} · {templateLabel(item.template)} look · sent{' '}
              {formatAgencyDateTime(item.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      {queue && (
        <Pager
          label="Pages of website requests"
          of={queue}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      )}
    </section>
  );
}
