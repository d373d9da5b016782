import { Button } from '../../../components/ui/button';
import { Callout } from '../../../components/ui/callout';
import { StaffOnly } from './staff-only';

/** A failed load: the server's refusal as the staff-only page, anything else with a retry. */
export function LoadProblem({
  failure,
  what,
  onRetry,
}: {
  failure: number;
  what: string;
  onRetry: () => void;
}) {
  if (failure === 401) return <StaffOnly expired />;
  if (failure === 403) return <StaffOnly />;
  return (
    <Callout tone="warning">
      <p>
        {failure === 0
          ? `We could not load ${what}: the network seems to be down.`
          : `We could not load ${what} (the server answered ${failure}).`}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Callout>
  );
}
