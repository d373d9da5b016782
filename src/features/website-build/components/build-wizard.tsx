// The website wizard: seven steps of questions and a review, on the form kit. Answers are kept on
// this device as they are typed; Back and Next keep them; focus goes to the step's heading on a
// move and to the first problem when a step is not complete.
import type { FormEvent } from 'react';
import { ErrorSummary } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { WebsiteBuildDetail } from '../../../shared/website-build-schemas';
import { FIELD_LABELS, FORM_ID, REVIEW_STEP, STEP_TITLES } from '../state/build-steps';
import { BuildReview } from './build-review';
import { BuildStepFields } from './build-step-fields';
import { useBuildWizard } from './use-build-wizard';
import '../website-build.css';

export function BuildWizard({ onDone }: { onDone: (build: WebsiteBuildDetail) => void }) {
  // The ref is taken apart from the rest so the render reads plain values only (react-hooks/refs).
  const { formRef, ...wizard } = useBuildWizard(onDone);
  if (!wizard.ready) return <Skeleton size="wizard" />;
  const review = wizard.step === REVIEW_STEP;
  const title = STEP_TITLES[wizard.step] ?? '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    wizard.next();
  }

  return (
    <form
      ref={formRef}
      className="form build-wizard"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="build-step-heading"
    >
      <div className="build-progress">
        <p className="build-progress__label" id="build-progress-label">
          Step {wizard.step + 1} of {STEP_TITLES.length}
        </p>
        <progress max={STEP_TITLES.length} value={wizard.step + 1} aria-labelledby="build-progress-label" />
      </div>
      <h2 id="build-step-heading" tabIndex={-1} data-focus-after-move>
        {title}
      </h2>
      <ErrorSummary errors={wizard.errors} formId={FORM_ID} labels={FIELD_LABELS} />
      {review ? (
        <>
          <p className="form__intro">
            Check your answers. Change any step, then send the request to our team.
          </p>
          <BuildReview values={wizard.values} onEdit={wizard.edit} />
        </>
      ) : (
        <BuildStepFields
          step={wizard.step}
          values={wizard.values}
          errors={wizard.errors}
          onChange={wizard.setValue}
        />
      )}
      <div className="build-wizard__nav">
        {wizard.step > 0 && (
          <Button variant="secondary" onClick={wizard.back} disabled={wizard.pending}>
            Back
          </Button>
        )}
        <Button type="submit" aria-disabled={wizard.pending}>
          {review ? (wizard.pending ? 'Sending…' : 'Send my request') : 'Next'}
        </Button>
      </div>
      <p className="form__intro">Your answers are saved on this device until you send them.</p>
    </form>
  );
}
