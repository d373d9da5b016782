import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { emptyFormState, type FormState } from '../state/form-state';

/** Values, errors and focus handling shared by the login and register forms. */
export function useAuthForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<FormState>(emptyFormState);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    // Move focus to the first field with an error; with only a form-level error, to the summary.
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.error-summary');
    target?.focus();
  }, [attempt]);

  function bind(name: keyof V & string) {
    return {
      name,
      value: values[name] ?? '',
      error: state.errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  function fail(next: FormState) {
    setState(next);
    setAttempt((count) => count + 1);
  }

  return { values, state, pending, setPending, bind, fail, formRef, clear: () => setState(emptyFormState) };
}
