import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../../../shared/field-errors';
import { sendContact } from '../api/send-contact';
import { checkContact, emptyContact, errorsFromFailure, type ContactValues } from '../state/contact-errors';

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
 * Values, errors, sending and focus for the contact form. What was typed stays after any error;
 * after a refusal focus goes to the first field in error, or to the summary.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [reference, setReference] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  // One key per message: a resend after a lost answer is stored once; a new message gets a new key.
  const key = useRef<string>(undefined);
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
    if (pending) return;
    // The form's own fields are the truth: text typed before the page finished loading (hydration)
    // is in the inputs but never reached state.
    const typed = readForm(formRef.current, values);
    setValues(typed);
    const checked = checkContact(typed);
    if (!checked.ok) return fail(checked.errors);
    setPending(true);
    key.current ??= newKey();
    try {
      const answer = await sendContact(checked.data, key.current);
      key.current = undefined;
      setErrors({});
      setValues(emptyContact);
      setReference(answer.reference);
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
    reference,
    formRef,
    bind,
    set,
    submit,
    reset: () => setReference(undefined),
  };
}
