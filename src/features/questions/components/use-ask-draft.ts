import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDeviceDraft, type DraftOwner } from '../../../components/form';
import type { CreateQuestionInput } from '../../../shared/questions-schemas';
import { askDraftAtom, askDraftHasAnswers, newAskDraft, type AskDraft } from '../state/ask-draft';

const formValues = (draft: AskDraft): CreateQuestionInput => ({
  title: draft.title,
  body: draft.body,
  topic: draft.topic as CreateQuestionInput['topic'],
  notifyByEmail: draft.notifyByEmail ?? true,
});

/** The fields a person changed on the empty form before its draft was read. */
export function typedBeforeReady(values: Partial<CreateQuestionInput>): Partial<CreateQuestionInput> {
  const typed: Partial<CreateQuestionInput> = {};
  if (values.title) typed.title = values.title;
  if (values.body) typed.body = values.body;
  if (values.topic) typed.topic = values.topic;
  // Not the checkbox: before the draft fills it, it reads unticked whatever the person wants, and
  // taking that for a choice turned the emailed answer off (the draft's default is on).
  return typed;
}

/**
 * Keeps the ask form and its draft on the device in step: the stored draft fills the form once it
 * is read (and again whenever another draft takes its place: start over, or the member who typed
 * it logged out), and every change is saved. Returns the draft (its key is the Idempotency-Key),
 * the day of left-over answers on offer, and a way to start a fresh draft.
 */
export function useAskDraft(form: UseFormReturn<CreateQuestionInput, unknown, unknown>, owner: DraftOwner) {
  const { draft, setDraft, ready, restored, keep, startOver } = useDeviceDraft<AskDraft>(
    askDraftAtom,
    newAskDraft,
    {
      owner,
      hasAnswers: askDraftHasAnswers,
    },
  );
  /** The key of the draft the form shows; typing is saved only into that draft. */
  const filledKey = useRef<string | null>(null);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });

  useEffect(() => {
    if (!ready || !draft || filledKey.current === draft.idempotencyKey) return;
    // What was typed before the stored draft was read (the form shows at once) wins over it, field
    // by field, and is saved: reading the device must never empty a field under someone's fingers.
    const typed = filledKey.current === null ? typedBeforeReady(form.getValues()) : {};
    filledKey.current = draft.idempotencyKey;
    form.reset({ ...formValues(draft), ...typed });
    if (Object.keys(typed).length > 0) setDraft({ ...draft, ...typed });
  }, [ready, draft, form, setDraft]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      const current = latest.current;
      if (!current || filledKey.current !== current.idempotencyKey) return;
      const next = {
        title: values.title ?? '',
        body: values.body ?? '',
        topic: values.topic ?? '',
        notifyByEmail: values.notifyByEmail ?? true,
      };
      // The form filled from the draft is not an edit: nothing to save, and the day it was started stays.
      const same = (Object.keys(next) as (keyof typeof next)[]).every(
        (name) => next[name] === (name === 'notifyByEmail' ? (current.notifyByEmail ?? true) : current[name]),
      );
      if (!same) setDraft({ ...current, ...next });
    });
    return () => subscription.unsubscribe();
  }, [form, setDraft]);

  return {
    draft,
    ready,
    restored,
    keep,
    /** A blank draft with a new key (the form empties with it): after sending, or to start over. */
    startOver,
  };
}
