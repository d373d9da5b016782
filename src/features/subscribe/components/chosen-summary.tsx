import { frequencyLabel, topicLabel, type Chosen } from '../chosen';

/** The topics and frequency someone chose, as a short list; the address they go to, when given. */
export function ChosenSummary({
  chosen,
  email,
}: {
  chosen: Pick<Chosen, 'topics' | 'frequency'>;
  email?: string;
}) {
  return (
    <dl className="subscribe-chosen">
      {email && (
        <>
          <dt>Sent to</dt>
          {/* A long address wraps after its @, not inside a word (<wbr> is not copied with it). */}
          <dd>
            {email.split('@')[0]}@<wbr />
            {email.split('@').slice(1).join('@')}
          </dd>
        </>
      )}
      <dt>Topics</dt>
      <dd>{chosen.topics.map(topicLabel).join(', ')}</dd>
      <dt>How often</dt>
      <dd>{frequencyLabel(chosen.frequency)}</dd>
    </dl>
  );
}
