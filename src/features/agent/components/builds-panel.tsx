// The website-builds section: the queue beside the open request on a wide screen; on a phone, the
// queue alone, or the request alone with a way back (the questions section's layout).
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import type { WebsiteBuildDetail } from '../../../shared/website-build-schemas';
import { getBuild, getBuildQueue } from '../api/website-builds';
import { useRemote } from '../../../lib/use-remote';
import { buildFilterAtom, buildQueueVersionAtom } from '../state/build-filter';
import { BuildQueue } from './build-queue';
import { LoadProblem } from './load-problem';

// The open request, with its forms (and so zod and the field rules): loaded with the request's data,
// not with the list (issue 19, decision 242).
const loadBuildDetail = () => import('./build-detail');
const BuildDetail = lazy(() => loadBuildDetail().then((module) => ({ default: module.BuildDetail })));

function OpenBuild({ id }: { id: string }) {
  // Its code loads beside its data, not after it.
  useEffect(() => void loadBuildDetail(), []);
  const bump = useSetAtom(buildQueueVersionAtom);
  const build = useRemote(`build:${id}`, () => getBuild(id));
  if (build.failure === 404) return <p>This website request does not exist, or it was removed.</p>;
  if (build.failure !== undefined)
    return <LoadProblem failure={build.failure} what="this website request" onRetry={build.reload} />;
  const loading = <DelayedLoading label="Loading the request…" />;
  if (!build.data) return loading;
  const onChange = (next: WebsiteBuildDetail) => {
    build.setData(next);
    bump((value) => value + 1);
  };
  return (
    <Suspense fallback={loading}>
      <BuildDetail build={build.data} onChange={onChange} />
    </Suspense>
  );
}

export function BuildsPanel({ selectedId }: { selectedId?: string }) {
  const filter = useAtomValue(buildFilterAtom);
  const version = useAtomValue(buildQueueVersionAtom);
  const queue = useRemote(`builds:${filter.status}:${filter.page}:${version}`, () =>
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
