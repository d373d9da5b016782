import { frequencyLabel, topicLabel, type Chosen } from '../chosen';

/** The topics and frequency someone chose, as a short list. */
export function ChosenSummary({ chosen }: { chosen: Pick<Chosen, 'topics' | 'frequency'> }) {
  return (
    <dl className="subscribe-chosen">
      <dt>Topics</dt>
      <dd>{chosen.topics.map(topicLabel).join(', ')}</dd>
      <dt>How often</dt>
      <dd>{frequencyLabel(chosen.frequency)}</dd>
    </dl>
  );
}
