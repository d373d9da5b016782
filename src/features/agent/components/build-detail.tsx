// One website request in the console: whose it is, what they asked for, its history, and the
// forms that move its status or add a note.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { formatAgencyDateTime } from '../../../shared/format-date';
import {
  BUILD_LINES,
  BUILD_PAGES,
  BUILD_STATES,
  BUILD_STATUS_LABELS,
  BUILD_TEMPLATES,
  BUSINESS_KINDS,
  DOMAIN_CHOICES,
} from '../../../shared/website-build-choices';
import type { BuildEvent, WebsiteBuildDetail } from '../../../shared/website-build-schemas';
import { useAnnounce } from '../state/console-status';
import { formatPhone } from '../../../shared/format-phone';
import { consumeOpenedFromQueue } from '../state/queue-keys';
import { EmailLink } from '../../../components/ui/email';

// The two forms (and so zod and the field rules) load after the request is drawn (decision 242):
// the first paint is the request itself. Below the facts, so on a phone they arrive
// under the fold.
const loadForms = () => import('./build-forms');
const MoveStatusForm = lazy(() => loadForms().then((module) => ({ default: module.MoveStatusForm })));
const AddNoteForm = lazy(() => loadForms().then((module) => ({ default: module.AddNoteForm })));

const labelIn = (list: readonly { value: string; label: string }[], value: string | null) =>
  value ? (list.find((item) => item.value === value)?.label ?? value) : '';
const labelsIn = (list: readonly { value: string; label: string }[], values: string[]) =>
  values.map((value) => labelIn(list, value)).join(', ');
const orDash = (value: string) => value || '—';

function eventText(event: BuildEvent): string {
  if (event.kind === 'created') return 'Request sent';
  if (event.kind === 'note') return 'Note';
  return `Moved from ${labelIn(statusList, event.fromStatus)} to ${labelIn(statusList, event.toStatus)}`;
}
const statusList = Object.entries(BUILD_STATUS_LABELS).map(([value, label]) => ({ value, label }));

interface BuildDetailProps {
  build: WebsiteBuildDetail;
  onChange: (build: WebsiteBuildDetail) => void;
}

export function BuildDetail({ build, onChange }: BuildDetailProps) {
  const announce = useAnnounce();
  const historyRef = useRef<HTMLHeadingElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Opened from the queue (Enter on a row): the reader continues at the build, not the page top.
  useEffect(() => {
    if (consumeOpenedFromQueue()) titleRef.current?.focus();
  }, []);
  const a = build.answers;

  function saved(next: WebsiteBuildDetail, done: string) {
    onChange(next);
    announce(done);
    // The form is emptied; the reader continues at the history, where the change now is.
    historyRef.current?.focus();
  }

  const facts: [string, string][] = [
    ['Kind', labelIn(BUSINESS_KINDS, a.businessKind)],
    ['Where', `${a.city}, ${labelIn(BUILD_STATES, a.state)}`],
    ['About', orDash(a.description)],
    ['NPN', orDash(a.npn)],
    [
      'Resident licence',
      a.licenceNumber ? `${a.licenceNumber} (${labelIn(BUILD_STATES, a.licenceState)})` : '—',
    ],
    ['Other licences', orDash(a.otherLicences)],
    ['Lines', labelsIn(BUILD_LINES, a.lines)],
    ['Look', labelIn(BUILD_TEMPLATES, a.template)],
    ['Pages', labelsIn(BUILD_PAGES, a.pages)],
    ['Domain', `${labelIn(DOMAIN_CHOICES, a.domainChoice)}${a.domainName ? `: ${a.domainName}` : ''}`],
    ['Contact', `${a.contactName}, ${a.contactEmail}, ${formatPhone(a.contactPhone)}`],
    ['Their notes', orDash(a.notes)],
  ];

  return (
    <section className="console__detail" aria-labelledby="build-title">
      <p className="console__back">
        <Link href="/dashboard/agent/website-builds">Back to the website builds</Link>
      </p>
      <h2 id="build-title" ref={titleRef} tabIndex={-1}>
        {build.businessName}
      </h2>
      <dl className="console__facts">
        <dt>Status</dt>
        <dd>
          <span className={`badge badge--build-${build.status}`}>{BUILD_STATUS_LABELS[build.status]}</span>
        </dd>
        {build.owner && (
          <>
            <dt>Member</dt>
            <dd>
              {build.owner.name}, <EmailLink email={build.owner.email} />
            </dd>
          </>
        )}
        <dt>Sent</dt>
        <dd>{formatAgencyDateTime(build.createdAt)}</dd>
        {facts.map(([term, value]) => (
          <div key={term} className="console__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={null}>
        <MoveStatusForm key={`${build.id}:${build.status}`} build={build} onSaved={saved} />
      </Suspense>
      <h3 ref={historyRef} tabIndex={-1}>
        History ({build.history.length})
      </h3>
      <ol className="console__timeline">
        {build.history.map((event) => (
          <li key={event.id}>
            <p className="console__meta">
              <strong>{eventText(event)}</strong> · {event.authorName},{' '}
              {formatAgencyDateTime(event.createdAt)}
            </p>
            {event.note && <div className="console__body">{event.note}</div>}
          </li>
        ))}
      </ol>
      <Suspense fallback={null}>
        <AddNoteForm build={build} onSaved={saved} />
      </Suspense>
    </section>
  );
}
