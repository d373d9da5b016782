// A form on react-hook-form, checked with the shared zod schema (the one the server uses), with the
// house's errors (one message per field, plus `form`), focus after a failed attempt, and a guard
// against a second send while one is on its way.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import {
  useForm,
  type FieldErrors as HookErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors } from '../../shared/field-errors';
import { errorsFromFailure, FORM_ERROR } from './server-errors';
import { useFocusOnError } from './use-focus-on-error';

/** What a send answers: nothing when it went through, else the messages to show. */
export type SendOutcome = FieldErrors | void;

interface KitFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  formId: string;
  schema: S;
  /** Each field's label, in the order the fields appear (the error summary lists them so). */
  labels: Record<string, string>;
  /**
   * Leave text fields out: a field with no default is read from the page when it is registered,
   * so what someone typed before the page finished loading (hydration) is kept.
   */
  defaultValues?: Partial<z.input<S>>;
}

function flatten(errors: HookErrors): FieldErrors {
  const flat: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') flat[name === '' || name === 'root' ? FORM_ERROR : name] = message;
  }
  return flat;
}

export function useKitForm<S extends z.ZodType<FieldValues, FieldValues>>({
  formId,
  schema,
  labels,
  defaultValues,
}: KitFormOptions<S>) {
  type Input = z.input<S>;
  const form = useForm<Input, unknown, z.output<S>>({
    // The resolver's own generics cannot follow a schema passed in as a type parameter.
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, z.output<S>>,
    defaultValues: defaultValues as never,
    // Focus is the kit's: the first field in error, or the summary when no field is named.
    shouldFocusError: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const { formRef, focusNext } = useFocusOnError();

  function fail(next: FieldErrors) {
    setErrors(next);
    focusNext();
  }

  /** The form's onSubmit: checks with the schema, then hands the checked data to `send`. */
  const onSubmit = (send: (data: z.output<S>) => Promise<SendOutcome>) =>
    form.handleSubmit(
      async (data) => {
        if (sending.current) return;
        sending.current = true;
        setPending(true);
        try {
          const outcome = await send(data);
          if (outcome && Object.keys(outcome).length > 0) fail(outcome);
          else setErrors({});
        } finally {
          sending.current = false;
          setPending(false);
        }
      },
      (found) => fail(flatten(found)),
    );

  /**
   * onSubmit for a send whose failure the server's answer explains: a thrown failure becomes the
   * form's and fields' messages (errorsFromFailure, the default wording).
   */
  const onSend = (send: (data: z.output<S>) => Promise<unknown>) =>
    onSubmit(async (data) => {
      try {
        await send(data);
      } catch (error) {
        return errorsFromFailure(error);
      }
    });

  /** Everything a field of the kit needs: its id's parts, label, register()'s props and message. */
  const field = (name: Path<Input> & string) => ({
    formId,
    label: labels[name] ?? name,
    error: errors[name],
    ...form.register(name),
  });

  /** Empties the form (the page's reset event also tells the update prompt it is clean). */
  function clear() {
    form.reset();
    setErrors({});
  }

  return {
    form,
    formId,
    formRef,
    errors,
    pending,
    field,
    fail,
    onSubmit,
    onSend,
    clear,
    /** The props of the form's ErrorSummary. */
    summary: { errors, formId, labels },
  };
}
