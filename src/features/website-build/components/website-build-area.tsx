// /dashboard/WebsiteBuild: the member's newest request when there is one, else the wizard. After
// sending, the request is shown at once with its status and history.
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Callout } from '../../../components/ui/callout';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRemote } from '../../../lib/use-remote';
import type { WebsiteBuildDetail } from '../../../shared/website-build-schemas';
import { getMyBuild, listMyBuilds } from '../api/website-builds';
import { BuildView } from './build-view';
import { BuildWizard } from './build-wizard';

type State = { kind: 'wizard' } | { kind: 'build'; build: WebsiteBuildDetail; justSent: boolean };

async function loadLatest(): Promise<State> {
  const { builds } = await listMyBuilds();
  const latest = builds[0];
  if (!latest) return { kind: 'wizard' };
  return { kind: 'build', build: await getMyBuild(latest.id), justSent: false };
}

export function WebsiteBuildArea() {
  // Loaded once; after that the wizard and the request replace each other in place.
  const remote = useRemote('latest', loadLatest);
  const state = remote.data;
  const setState = remote.setData;
  const confirmRef = useRef<HTMLDivElement>(null);

  const justSent = state?.kind === 'build' && state.justSent;
  useEffect(() => {
    // The form is gone: the reader continues at the confirmation that replaced it.
    if (justSent) confirmRef.current?.focus();
  }, [justSent]);

  if (remote.failure !== undefined)
    return (
      <Callout tone="warning">
        <p>
          {remote.failure === 0
            ? 'Your website request could not be loaded: you appear to be offline.'
            : 'Your website request could not be loaded just now.'}
        </p>
        <Button variant="secondary" onClick={remote.retry}>
          Try again
        </Button>
      </Callout>
    );
  if (remote.loading || !state) return <Skeleton size="wizard" />;
  if (state.kind === 'wizard')
    return <BuildWizard onDone={(build) => setState({ kind: 'build', build, justSent: true })} />;
  return (
    <>
      {state.justSent && (
        <div className="notice" role="status" tabIndex={-1} ref={confirmRef}>
          <strong>Thank you: your request is with our team.</strong> We will email you at each step.
        </div>
      )}
      <BuildView build={state.build} onStartAnother={() => setState({ kind: 'wizard' })} />
    </>
  );
}
