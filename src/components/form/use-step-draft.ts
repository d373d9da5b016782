// The moving parts every multi-step form shares (the quote forms, the website wizard): a draft
// with a step and answers, kept on the device; errors shown for the step; focus to the first
// field in error, else the summary, after a failed step, and to the step heading after a move.
import { useState } from 'react';
import type { FieldErrors } from '../../shared/field-errors';
import { useFocusOnError } from './use-focus-on-error';

export interface StepDraft {
  step: number;
  values: Record<string, unknown>;
  updatedAt: string;
}

export function useStepDraft<D extends StepDraft>(draft: D | null | undefined, setDraft: (next: D) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, focusNext } = useFocusOnError();

  function update(next: Partial<D>) {
    if (!draft) return;
    setDraft({ ...draft, ...next, updatedAt: new Date().toISOString() });
  }

  return {
    errors,
    setErrors,
    formRef,
    update,
    setValues: (patch: Partial<D['values']>) => {
      if (draft) update({ values: { ...draft.values, ...patch } } as Partial<D>);
    },
    fail: (found: FieldErrors) => {
      setErrors(found);
      focusNext();
    },
    goTo: (index: number) => {
      update({ step: index } as Partial<D>);
      setErrors({});
      focusNext();
    },
  };
}
