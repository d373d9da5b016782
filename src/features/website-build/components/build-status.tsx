import {
  BUILD_STATUS_LABELS,
  BUILD_STATUSES,
  type BuildEvent,
  type BuildStatus,
} from '../../../shared/website-build-schemas';
import { formatAgencyDateTime } from '../../../shared/format-date';

/** The four stages in a row, the current one marked; words carry the meaning, colour only helps. */
export function BuildStages({ status }: { status: BuildStatus }) {
  const current = BUILD_STATUSES.indexOf(status);
  return (
    <ol className="build-stages" aria-label="Stages of your website">
      {BUILD_STATUSES.map((stage, index) => (
        <li
          key={stage}
          className={`build-stages__item${index < current ? ' build-stages__item--done' : ''}${index === current ? ' build-stages__item--current' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="build-stages__mark" aria-hidden="true">
            {index < current ? '✓' : index + 1}
          </span>
          <span>
            {BUILD_STATUS_LABELS[stage]}
            {index < current && <span className="visually-hidden"> (done)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function describe(event: BuildEvent): string {
  if (event.kind === 'created') return 'Request sent';
  if (event.kind === 'note') return 'Note';
  return `Status: ${event.toStatus ? BUILD_STATUS_LABELS[event.toStatus] : 'changed'}`;
}

/** The history, oldest first: the request, each status change and each note, with who and when. */
export function BuildTimeline({ history }: { history: BuildEvent[] }) {
  return (
    <ol className="build-timeline">
      {history.map((event) => (
        <li key={event.id} className={`build-timeline__item build-timeline__item--${event.kind}`}>
          <p className="build-timeline__what">
            <strong>{describe(event)}</strong>
          </p>
          <p className="build-timeline__meta">
            {event.authorName}, {formatAgencyDateTime(event.createdAt)}
          </p>
          {event.note && <p className="build-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
