import { labelOf, type QuoteLine } from '../../../shared/quote-options';
import { findService } from '../../../shared/services-catalog';
import type { DraftValue, DraftValues } from '../state/quote-draft';
import type { Question, QuoteStep } from '../state/quote-steps';

function shown(line: QuoteLine, question: Question, value: DraftValue | undefined): string {
  if (question.kind === 'service') {
    return typeof value === 'string' && value
      ? (findService(line, value)?.service.title ?? value)
      : 'Not sure, or several';
  }
  if (Array.isArray(value)) {
    return value.length
      ? value.map((v) => (question.options ? labelOf(question.options, v) : v)).join(', ')
      : 'None chosen';
  }
  if (typeof value !== 'string' || value.trim() === '') return 'Not given';
  return question.options ? labelOf(question.options, value) : value;
}

interface ReviewProps {
  line: QuoteLine;
  steps: QuoteStep[];
  values: DraftValues;
  onEdit: (step: number) => void;
}

/** Every answer before sending, each step with a way back to change it. */
export function QuoteReview({ line, steps, values, onEdit }: ReviewProps) {
  return (
    <div className="quote-review">
      {steps.map((step, index) =>
        step.questions.length === 0 ? null : (
          <section key={step.id} aria-labelledby={`quote-review-${step.id}`}>
            <h3 id={`quote-review-${step.id}`}>{step.title}</h3>
            <dl>
              {step.questions.map((question) => (
                <div key={question.name} className="quote-review__row">
                  <dt>{question.label}</dt>
                  <dd>{shown(line, question, values[question.name])}</dd>
                </div>
              ))}
            </dl>
            <button type="button" className="button button--secondary" onClick={() => onEdit(index)}>
              Change {step.title.toLowerCase()}
            </button>
          </section>
        ),
      )}
    </div>
  );
}
