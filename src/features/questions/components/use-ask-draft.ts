import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDeviceDraft } from '../../../components/form';
import type { CreateQuestionInput } from '../../../shared/questions-schemas';
import { askDraftAtom, newAskDraft, type AskDraft } from '../state/ask-draft';

/**
 * Keeps the ask form and its draft on the device in step: the stored draft fills the form once it
 * is read, and every change is saved. Returns the draft (its key is the Idempotency-Key) and a
 * way to start a fresh one after the question went through.
 */
export function useAskDraft(form: UseFormReturn<CreateQuestionInput, unknown, unknown>) {
  const { draft, setDraft, ready } = useDeviceDraft<AskDraft>(askDraftAtom, newAskDraft);
  const filled = useRef(false);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });

  useEffect(() => {
    if (!ready || filled.current || !latest.current) return;
    filled.current = true;
    const { title, body, topic, notifyByEmail = true } = latest.current;
    form.reset({ title, body, topic: topic as CreateQuestionInput['topic'], notifyByEmail });
  }, [ready, form]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      const current = latest.current;
      if (!filled.current || !current) return;
      setDraft({
        ...current,
        title: values.title ?? '',
        body: values.body ?? '',
        topic: values.topic ?? '',
        notifyByEmail: values.notifyByEmail ?? true,
      });
    });
    return () => subscription.unsubscribe();
  }, [form, setDraft]);

  return {
    draft,
    ready,
    /** After sending: a blank draft with a new key, so the next question is a new one. */
    startOver: () => {
      setDraft(newAskDraft());
      filled.current = true;
    },
  };
}
