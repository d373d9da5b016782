import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../../../shared/field-errors';
import type { ContactResponse } from '../../../shared/contact-schema';
import { deliverContact } from '../api/send-contact';
import { checkContact, emptyContact, errorsFromFailure, type ContactValues } from '../state/contact-errors';
import { useQueuedContact } from './use-queued-contact';

const newKey = () => crypto.randomUUID();

function readForm(form: HTMLFormElement | null, fallback: ContactValues): ContactValues {
  if (!form) return fallback;
  const data = new FormData(form);
  const read = (name: keyof ContactValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : fallback[name];
  };
  return {
    name: read('name'),
    email: read('email'),
    phone: read('phone'),
    topic: read('topic'),
    message: read('message'),
    preferredContact: read('preferredContact'),
    website: read('website'),
  };
}

/**
 * Values, errors, sending and focus for the contact form. What was typed stays after any error and
 * while the message waits in the outbox; after a refusal focus goes to the first field in error, or
 * to the summary.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [reference, setReference] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  // One key per message, kept while it is edited and resent: a resend after a lost answer is stored
  // once; only a message that went through frees it, so the next one gets a new key. State, not a
  // ref: the outbox watch below follows it.
  const [key, setKey] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.error-summary');
    target?.focus();
  }, [attempt]);

  function fail(next: FieldErrors) {
    setErrors(next);
    setAttempt((count) => count + 1);
  }

  function done(answer: ContactResponse) {
    setKey(undefined);
    setErrors({});
    setValues(emptyContact);
    setReference(answer.reference);
  }

  // A message written offline waits in the outbox; its answer (reference or refusal) arrives here.
  const { queued, setQueued } = useQueuedContact(key, { onSent: done, onRefused: fail });

  function set(name: keyof ContactValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  const bind = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value),
  });

  async function submit() {
    if (pending || queued) return;
    // The form's own fields are the truth: text typed before the page finished loading (hydration)
    // is in the inputs but never reached state.
    const typed = readForm(formRef.current, values);
    setValues(typed);
    const checked = checkContact(typed);
    if (!checked.ok) return fail(checked.errors);
    setPending(true);
    const draftKey = key ?? newKey();
    setKey(draftKey);
    try {
      const sent = await deliverContact(checked.data, draftKey);
      if (sent.status === 'queued') {
        setErrors({});
        setQueued(true);
        return;
      }
      done(sent.result);
    } catch (error) {
      fail(errorsFromFailure(error));
    } finally {
      setPending(false);
    }
  }

  return {
    values,
    errors,
    pending,
    queued,
    reference,
    formRef,
    bind,
    set,
    submit,
    reset: () => setReference(undefined),
  };
}
