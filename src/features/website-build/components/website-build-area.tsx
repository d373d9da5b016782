// /dashboard/WebsiteBuild: the member's newest request when there is one, else the wizard. After
// sending, the request is shown at once with its status and history.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Callout } from '../../../components/ui/callout';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { statusOf } from '../../../lib/api-client';
import type { WebsiteBuildDetail } from '../../../shared/website-build-schemas';
import { getMyBuild, listMyBuilds } from '../api/website-builds';
import { BuildView } from './build-view';
import { BuildWizard } from './build-wizard';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; status: number | undefined }
  | { kind: 'wizard' }
  | { kind: 'build'; build: WebsiteBuildDetail; justSent: boolean };

async function loadLatest(): Promise<State> {
  const { builds } = await listMyBuilds();
  const latest = builds[0];
  if (!latest) return { kind: 'wizard' };
  return { kind: 'build', build: await getMyBuild(latest.id), justSent: false };
}

export function WebsiteBuildArea() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const confirmRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    loadLatest().then(
      (next) => alive && setState(next),
      (error: unknown) => alive && setState({ kind: 'failed', status: statusOf(error) }),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);

  const justSent = state.kind === 'build' && state.justSent;
  useEffect(() => {
    // The form is gone: the reader continues at the confirmation that replaced it.
    if (justSent) confirmRef.current?.focus();
  }, [justSent]);

  if (state.kind === 'loading') return <DelayedLoading label="Loading your website request…" />;
  if (state.kind === 'failed')
    return (
      <Callout tone="warning">
        <p>
          {state.status === undefined
            ? 'Your website request could not be loaded: you appear to be offline.'
            : 'Your website request could not be loaded just now.'}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </Callout>
    );
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
