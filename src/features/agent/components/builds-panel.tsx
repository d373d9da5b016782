// The website-builds section: the queue beside the open request on a wide screen; on a phone, the
// queue alone, or the request alone with a way back (the questions section's layout).
import { useSetAtom } from 'jotai';
import { useAtomValue } from '@/lib/atom-hooks';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import type { WebsiteBuildDetail } from '../../../shared/website-build-schemas';
import { getBuild, getBuildQueue } from '../api/website-builds';
import { useRemote } from '../../../lib/use-remote';
import { consoleKeys } from '../../../shared/console-loads';
import { buildFilterAtom, buildQueueVersionAtom } from '../state/build-filter';
import { BuildDetail } from './build-detail';
import { BuildQueue } from './build-queue';
import { LoadProblem } from './load-problem';

function OpenBuild({ id }: { id: string }) {
  const bump = useSetAtom(buildQueueVersionAtom);
  const build = useRemote(consoleKeys.build(id), () => getBuild(id));
  if (build.failure === 404) return <p>This website request does not exist, or it was removed.</p>;
  if (build.failure !== undefined)
    return <LoadProblem failure={build.failure} what="this website request" onRetry={build.reload} />;
  if (!build.data) return <DelayedLoading label="Loading the request…" />;
  const onChange = (next: WebsiteBuildDetail) => {
    build.setData(next);
    bump((value) => value + 1);
  };
  return <BuildDetail build={build.data} onChange={onChange} />;
}

export function BuildsPanel({ selectedId }: { selectedId?: string }) {
  const filter = useAtomValue(buildFilterAtom);
  const version = useAtomValue(buildQueueVersionAtom);
  const queue = useRemote(consoleKeys.builds(filter.status, filter.page, version), () =>
    getBuildQueue(filter.status, filter.page),
  );
  if (queue.failure !== undefined)
    return <LoadProblem failure={queue.failure} what="the website builds" onRetry={queue.reload} />;
  return (
    <div className={selectedId ? 'console__split console__split--detail' : 'console__split'}>
      <BuildQueue queue={queue.data} selectedId={selectedId} />
      {selectedId ? (
        <OpenBuild key={selectedId} id={selectedId} />
      ) : (
        <div className="console__detail console__placeholder">
          <p>Choose a request from the list to read it, move its status or add a note.</p>
        </div>
      )}
    </div>
  );
}
