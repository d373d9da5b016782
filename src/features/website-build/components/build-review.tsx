import { BUILD_STEPS } from '../../../shared/website-build-schemas';
import type { BuildValues } from '../state/build-draft';
import { FIELD_LABELS, fieldsOf, shownAnswer } from '../state/build-steps';

interface BuildReviewProps {
  values: BuildValues;
  onEdit: (step: number) => void;
}

/** Every answer before sending, each step with a way back to change it. */
export function BuildReview({ values, onEdit }: BuildReviewProps) {
  return (
    <div className="build-review">
      {BUILD_STEPS.map((step, index) => (
        <section key={step.id} aria-labelledby={`build-review-${step.id}`}>
          <div className="build-review__head">
            <h3 id={`build-review-${step.id}`}>{step.title}</h3>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onEdit(index)}
              aria-label={`Change ${step.title.toLowerCase()}`}
            >
              Change
            </button>
          </div>
          <dl>
            {fieldsOf(index)
              .filter((name) => !(name === 'domainName' && values.domainChoice === 'help'))
              .map((name) => (
                <div key={name} className="build-review__row">
                  <dt>{(FIELD_LABELS[name] ?? name).replace(/ \(optional\)$/, '')}</dt>
                  <dd>{shownAnswer(name, values[name])}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
