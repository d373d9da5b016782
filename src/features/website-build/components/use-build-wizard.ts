import { useState } from 'react';
import {
  errorsFromFailure,
  FORM_ERROR,
  useDeviceDraft,
  useFocusOnError,
  type FailureMessages,
} from '../../../components/form';
import { statusOf } from '../../../lib/api-client';
import type { FieldErrors } from '../../../shared/field-errors';
import type { WebsiteBuildDetail } from '../../../shared/website-build-schemas';
import { submitBuild } from '../api/website-builds';
import { buildDraftAtom, newBuildDraft, type BuildDraft, type BuildValue } from '../state/build-draft';
import { REVIEW_STEP, stepOfField, toRequestBody, validateStep } from '../state/build-steps';

const messages: FailureMessages = {
  offline:
    'You appear to be offline. Your answers are saved on this device: send them again once you are back online.',
  tooMany: 'Too many requests from your connection. Please wait a little, then try again.',
  busy: 'Our service is busy right now. Please try again in a minute.',
  fallback: 'Something went wrong while sending your request. Your answers are saved; please try again.',
};

const ALREADY_ACTIVE = 'You already have a website request in progress. Reload this page to see it.';

/**
 * The website wizard's state: the draft (kept on the device on every change), the step, errors
 * and focus. Back and Next only move the step; every answer stays in the draft either way.
 */
export function useBuildWizard(onDone: (build: WebsiteBuildDetail) => void) {
  const { draft, setDraft, ready } = useDeviceDraft<BuildDraft>(buildDraftAtom, newBuildDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // After a failed step: the first field in error, else the summary; after a move: the step heading.
  const { formRef, focusNext } = useFocusOnError();
  const step = draft ? Math.min(Math.max(draft.step, 0), REVIEW_STEP) : 0;

  function update(next: Partial<BuildDraft>) {
    if (!draft) return;
    setDraft({ ...draft, ...next, updatedAt: new Date().toISOString() });
  }

  function fail(found: FieldErrors) {
    setErrors(found);
    focusNext();
  }

  function goTo(index: number) {
    update({ step: index });
    setErrors({});
    focusNext();
  }

  async function submit() {
    if (!draft || pending) return;
    // Every step again: a draft from an older version of the form may miss something.
    for (let index = 0; index < REVIEW_STEP; index += 1) {
      const found = validateStep(index, draft.values);
      if (Object.keys(found).length > 0) {
        update({ step: index });
        return fail(found);
      }
    }
    setPending(true);
    try {
      const build = await submitBuild(toRequestBody(draft.values), draft.idempotencyKey);
      setDraft(null);
      onDone(build);
    } catch (error) {
      const found =
        statusOf(error) === 409 ? { [FORM_ERROR]: ALREADY_ACTIVE } : errorsFromFailure(error, messages);
      const first = Object.keys(found)
        .map(stepOfField)
        .find((index) => index >= 0);
      if (first !== undefined && statusOf(error) === 400) update({ step: first });
      fail(found);
    } finally {
      setPending(false);
    }
  }

  function next() {
    if (!draft) return;
    if (step === REVIEW_STEP) return void submit();
    const found = validateStep(step, draft.values);
    if (Object.keys(found).length > 0) return fail(found);
    goTo(step + 1);
  }

  return {
    ready,
    values: draft?.values ?? {},
    step,
    errors,
    pending,
    formRef,
    setValue: (name: string, value: BuildValue) => {
      if (draft) update({ values: { ...draft.values, [name]: value } });
    },
    next,
    back: () => goTo(Math.max(0, step - 1)),
    edit: (index: number) => goTo(index),
  };
}

export type BuildWizardState = ReturnType<typeof useBuildWizard>;
