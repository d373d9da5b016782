// A submitted request as its member sees it: where it stands, the history with our notes, and
// what was asked for.
import { Button } from '../../../components/ui/button';
import {
  BUILD_STATUS_LABELS,
  BUILD_STEPS,
  type WebsiteBuildDetail,
} from '../../../shared/website-build-schemas';
import type { BuildValues } from '../state/build-draft';
import { FIELD_LABELS, fieldsOf, shownAnswer } from '../state/build-steps';
import { BuildStages, BuildTimeline } from './build-status';
import '../website-build.css';

const nextStep: Record<WebsiteBuildDetail['status'], string> = {
  submitted: 'We have your request. One of our team will be in touch within two working days.',
  in_progress: 'Our team is building your website. We will write here when there is something to see.',
  in_review: 'Your website is ready for you to look over. Tell us what to change before it goes live.',
  live: 'Your website is live. You can ask us for another one whenever you like.',
};

interface BuildViewProps {
  build: WebsiteBuildDetail;
  /** Offered once the build is live: the wizard again, for another website. */
  onStartAnother?: () => void;
}

export function BuildView({ build, onStartAnother }: BuildViewProps) {
  const values = build.answers as unknown as BuildValues;
  return (
    <div className="build-view">
      <section aria-labelledby="build-status-heading" className="build-view__section">
        <h2 id="build-status-heading" tabIndex={-1}>
          {build.businessName}: {BUILD_STATUS_LABELS[build.status]}
        </h2>
        <BuildStages status={build.status} />
        <p>{nextStep[build.status]}</p>
        {build.status === 'live' && onStartAnother && (
          <Button variant="secondary" onClick={onStartAnother}>
            Ask for another website
          </Button>
        )}
      </section>
      <section aria-labelledby="build-history-heading" className="build-view__section">
        <h2 id="build-history-heading">History and notes</h2>
        <BuildTimeline history={build.history} />
      </section>
      <details className="build-view__section build-view__answers">
        <summary>What you asked for</summary>
        <dl>
          {BUILD_STEPS.flatMap((_, index) => fieldsOf(index)).map((name) => (
            <div key={name} className="build-review__row">
              <dt>{(FIELD_LABELS[name] ?? name).replace(/ \(optional\)$/, '')}</dt>
              <dd>{shownAnswer(name, values[name])}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
