// The list half of the website-builds section: requests waiting on us first, the oldest at the top.
import { useAtom } from '@/lib/atom-hooks';
import { formatAgencyDateTime } from '../../../shared/format-date';
import { BUILD_STATUS_LABELS, BUILD_TEMPLATES } from '../../../shared/website-build-choices';
import type { BuildQueueResponse } from '../../../shared/website-build-schemas';
import { buildFilterAtom } from '../state/build-filter';
import { ConsoleQueue } from './console-queue';

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
    <ConsoleQueue
      name="builds"
      heading="Website builds"
      allLabel="All requests, waiting ones first"
      noun={['website request', 'website requests']}
      statusLabels={BUILD_STATUS_LABELS}
      filter={filter}
      setFilter={setFilter}
      queue={queue}
      empty="No website requests here. New ones appear as members send them."
      selectedId={selectedId}
      row={(item) => ({
        href: `/dashboard/agent/website-builds/${item.id}`,
        title: item.businessName,
        meta: (
          <>
            <span className={`badge badge--build-${item.status}`}>{BUILD_STATUS_LABELS[item.status]}</span>{' '}
            {item.owner.name} · {templateLabel(item.template)} look · sent{' '}
            {formatAgencyDateTime(item.createdAt)}
          </>
        ),
      })}
    />
  );
}
