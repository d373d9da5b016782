import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from '../../../shared/field-errors';
import type { CreateQuoteResponse } from '../../../shared/quote-schemas';
import type { QuoteLine } from '../../../shared/quote-options';
import { sendQuote } from '../api/create-quote';
import { useQueuedQuote } from './use-queued-quote';
import { draftAtoms, newDraft, type DraftValue, type DraftValues } from '../state/quote-draft';
import { stepOfField, stepsFor } from '../state/quote-steps';
import { serverFieldErrors, toRequestBody, validateStep } from '../state/quote-validation';

/**
 * The multi-step quote form's state: the draft (persisted on every change), the step, errors and
 * focus. Back and Next only move the step; answers stay in the draft either way.
 */
export function useQuoteForm(
  line: QuoteLine,
  service: string | undefined,
  onDone: (result: CreateQuoteResponse) => void,
) {
  const persisted = draftAtoms[line];
  const [stored, setStored] = useAtom(persisted.valueAtom);
  const loaded = useAtomValue(persisted.loadedAtom);
  const load = useSetAtom(persisted.loadAtom);
  const steps = useMemo(() => stepsFor(line), [line]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);

  const serviceApplied = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    if (!stored) {
      serviceApplied.current = true;
      setStored(newDraft(line, service));
      return;
    }
    // A link from a service page names the service: it wins over an older draft's, once.
    if (serviceApplied.current) return;
    serviceApplied.current = true;
    if (service && stored.values.service !== service)
      setStored({ ...stored, values: { ...stored.values, service } });
  }, [loaded, stored, line, service, setStored]);

  useEffect(() => {
    if (attempt === 0) return;
    // After a failed step: the first field with an error, else the summary; after a move: the step heading.
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.error-summary') ??
      form?.querySelector<HTMLElement>('[data-step-heading]');
    target?.focus();
  }, [attempt]);

  const draft = stored;
  const step = draft ? Math.min(draft.step, steps.length - 1) : 0;
  // A submission made offline waits in the outbox; its answer (reference or refusal) arrives here.
  const { queued, setQueued } = useQueuedQuote(draft?.idempotencyKey, {
    onSent: (result) => {
      setStored(null);
      onDone(result);
    },
    onRefused: (found) => fail(found),
  });

  function update(next: Partial<NonNullable<typeof draft>>) {
    if (!draft) return;
    setStored({ ...draft, ...next, updatedAt: new Date().toISOString() });
  }

  function setValues(patch: DraftValues) {
    if (draft) update({ values: { ...draft.values, ...patch } });
  }

  function fail(next: FieldErrors) {
    setErrors(next);
    setAttempt((n) => n + 1);
  }

  function goTo(index: number) {
    update({ step: index });
    setErrors({});
    setAttempt((n) => n + 1);
  }

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
      setStored(null);
      onDone(sent.result);
    } catch (error) {
      const found = serverFieldErrors(error);
      const first = Object.keys(found)
        .map((name) => stepOfField(steps, name))
        .find((index) => index >= 0);
      if (first !== undefined && first !== step) update({ step: first });
      fail(found);
    } finally {
      setPending(false);
    }
  }

  async function next() {
    if (!draft) return;
    const found = validateStep(steps[step]!, draft.values);
    if (Object.keys(found).length > 0) return fail(found);
    if (step === steps.length - 1) return submit();
    goTo(step + 1);
  }

  return {
    ready: Boolean(loaded && draft),
    values: draft?.values ?? {},
    steps,
    step,
    errors,
    pending,
    queued,
    formRef,
    setValues,
    setValue: (name: string, value: DraftValue) => setValues({ [name]: value }),
    next,
    back: () => goTo(Math.max(0, step - 1)),
    edit: (index: number) => goTo(index),
  };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;
