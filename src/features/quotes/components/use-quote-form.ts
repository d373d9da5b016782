import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  errorsFromFailure,
  useDeviceDraft,
  useOutboxForm,
  useStepDraft,
  type DraftOwner,
} from '../../../components/form';
import type { CreateQuoteResponse } from '../../../shared/quote-schemas';
import type { QuoteLine } from '../../../shared/quote-options';
import { sendQuote } from '../api/create-quote';
import {
  draftAtoms,
  newDraft,
  quoteDraftHasAnswers,
  type DraftValue,
  type DraftValues,
  type QuoteDraft,
} from '../state/quote-draft';
import { answersInPage } from '../state/draft-answers';
import { stepOfField, stepsFor } from '../state/quote-steps';
import { formFieldName, quoteMessages, toRequestBody, validateStep } from '../state/quote-validation';

/**
 * The multi-step quote form's state: the draft (kept on the device on every change), the step,
 * errors and focus. Back and Next only move the step; answers stay in the draft either way.
 */
export function useQuoteForm(
  line: QuoteLine,
  service: string | undefined,
  onDone: (result: CreateQuoteResponse) => void,
  owner: DraftOwner,
) {
  const steps = useMemo(() => stepsFor(line), [line]);
  const { draft, setDraft, ready, restored, keep, startOver } = useDeviceDraft<QuoteDraft>(
    draftAtoms[line],
    () => newDraft(line, service),
    {
      // A link from a service page names the service: it wins over an older draft's, once.
      adjust: (stored) =>
        service && stored.values.service !== service
          ? { ...stored, values: { ...stored.values, service } }
          : undefined,
      owner,
      hasAnswers: quoteDraftHasAnswers,
    },
  );
  const { errors, setErrors, formRef, update, setValues, fail, goTo } = useStepDraft(draft, setDraft);
  const [pending, setPending] = useState(false);

  // Answers given before the device's draft is read: typed into the page's HTML before the app ran
  // (read from the fields as the app takes the page over), or after. The fields take typing from
  // the first paint; what was typed wins over the stored draft's answers, field by field, and is
  // saved into it (as use-ask-draft.ts does).
  const [early, setEarly] = useState<DraftValues>({});
  useLayoutEffect(() => {
    const typed = answersInPage(formRef.current, steps[0]!.questions);
    if (Object.keys(typed).length) setEarly(typed);
  }, [formRef, steps]);
  useEffect(() => {
    if (!ready || !draft || Object.keys(early).length === 0) return;
    setDraft({ ...draft, values: { ...draft.values, ...early }, updatedAt: new Date().toISOString() });
    setEarly({});
  }, [ready, draft, early, setDraft]);
  const setAnswers = (patch: DraftValues) =>
    draft ? setValues(patch) : setEarly((current) => ({ ...current, ...patch }));

  const step = draft ? Math.min(draft.step, steps.length - 1) : 0;
  // A submission made offline waits in the outbox; its answer (reference or refusal) arrives here.
  const { queued, setQueued } = useOutboxForm<CreateQuoteResponse>(draft?.idempotencyKey, {
    onSent: (result) => {
      setDraft(null);
      onDone(result);
    },
    onRefused: (found) => fail(found),
    messages: quoteMessages,
    rename: formFieldName,
  });

  async function submit() {
    if (!draft || pending) return;
    setPending(true);
    try {
      const sent = await sendQuote(toRequestBody(line, draft.values), draft.idempotencyKey);
      if (sent.status === 'queued') {
        setErrors({});
        setQueued(true);
        return;
      }
      setDraft(null);
      onDone(sent.result);
    } catch (error) {
      const found = errorsFromFailure(error, quoteMessages, formFieldName);
      const first = Object.keys(found)
        .map((name) => stepOfField(steps, name))
        .find((index) => index >= 0);
      if (first !== undefined && first !== step) update({ step: first });
      fail(found);
    } finally {
      setPending(false);
    }
  }

  // Next pressed before the device's draft is read (or before the app ran: hydrate-on-demand.ts
  // presses it again) moves on once it is, with what was typed meanwhile merged in.
  const [nextWhenReady, setNextWhenReady] = useState(false);
  const nextRef = useRef<() => Promise<void>>(async () => {});
  const waitingDone = nextWhenReady && ready && Object.keys(early).length === 0;
  useEffect(() => {
    if (!waitingDone) return;
    setNextWhenReady(false);
    void nextRef.current();
  }, [waitingDone]);

  async function next() {
    if (!draft) return setNextWhenReady(true);
    const found = validateStep(steps[step]!, draft.values);
    if (Object.keys(found).length > 0) return fail(found);
    if (step === steps.length - 1) return submit();
    goTo(step + 1);
  }

  useLayoutEffect(() => {
    nextRef.current = next;
  });

  return {
    ready,
    restored,
    keep,
    startOver: () => {
      startOver();
      setErrors({});
    },
    values: draft?.values ?? early,
    steps,
    step,
    errors,
    pending,
    queued,
    formRef,
    setValues: setAnswers,
    setValue: (name: string, value: DraftValue) => setAnswers({ [name]: value }),
    next,
    back: () => goTo(Math.max(0, step - 1)),
    edit: (index: number) => goTo(index),
  };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;
