import type { FormEvent } from 'react';
import { DraftNotice, ErrorSummary, QueuedNotice, type DraftOwner } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import type { CreateQuoteResponse } from '../../../shared/quote-schemas';
import type { QuoteLine } from '../../../shared/quote-options';
import { QuoteConsent } from './quote-consent';
import { QuoteProgress } from './quote-progress';
import { FORM_ID, QuoteQuestion } from './quote-question';
import { QuoteReview } from './quote-review';
import { useQuoteForm } from './use-quote-form';
import './quote-form.css';

interface QuoteFormProps {
  line: QuoteLine;
  service: string | undefined;
  onDone: (result: CreateQuoteResponse) => void;
  /** Who is logged in (null until the session is known): a draft is theirs, and leaves with their logout. */
  owner: DraftOwner;
}

/** The multi-step quote form of one line; answers are saved on the device as they are typed. */
export function QuoteForm({ line, service, onDone, owner }: QuoteFormProps) {
  // The ref is taken apart from the rest so the render reads plain values only (react-hooks/refs).
  const { formRef, ...form } = useQuoteForm(line, service, onDone, owner);
  const current = form.steps[form.step]!;
  const last = form.step === form.steps.length - 1;
  const questions = form.steps.flatMap((step) => step.questions);
  const labels = Object.fromEntries([
    ...questions.map((q) => [q.name, q.label.replace(/\?$/, '')]),
    ['consent', 'Consent'],
  ]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.next();
  }

  return (
    <form
      ref={formRef}
      className="form quote-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="quote-step-heading"
    >
      <DraftNotice startedAt={form.restored} onContinue={form.keep} onStartOver={form.startOver} />
      {/* In the prerendered HTML the first step shows as it will be, and takes typing at once: what is
          typed before the device's draft is read is kept, and Next pressed meanwhile moves on once it is
          (use-quote-form.ts). */}
      <fieldset className="quote-form__fields" aria-busy={!form.ready}>
        <QuoteProgress step={form.step} total={form.steps.length} title={current.title} />
        <h2 id="quote-step-heading" tabIndex={-1} data-focus-after-move>
          {current.title}
        </h2>
        <ErrorSummary errors={form.errors} formId={FORM_ID} labels={labels} />
        {current.questions.map((question) => (
          <QuoteQuestion
            key={question.name}
            line={line}
            question={question}
            value={form.values[question.name]}
            error={form.errors[question.name]}
            onChange={(value) => form.setValue(question.name, value)}
          />
        ))}
        {last && (
          <>
            <QuoteReview line={line} steps={form.steps} values={form.values} onEdit={form.edit} />
            <QuoteConsent
              values={form.values}
              error={form.errors.consent}
              pending={form.pending || form.queued}
              onChange={form.setValues}
            />
          </>
        )}
        <QueuedNotice queued={form.queued} what="request" />
        <div className="quote-form__nav">
          {form.step > 0 && (
            <Button variant="secondary" onClick={form.back} disabled={form.pending}>
              Back
            </Button>
          )}
          {!last && <Button type="submit">Next</Button>}
        </div>
      </fieldset>
      <p className="form__intro">Your answers are saved on this device until you send them.</p>
    </form>
  );
}
