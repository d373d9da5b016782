// What every field shares: the label, the hint and the error, tied to the control for screen
// readers (aria-describedby, aria-invalid), and the id the error summary links to.
import type { ReactNode } from 'react';

export interface FieldText {
  label: string;
  hint?: string;
  error?: string;
}

/** The id of a field's control: the error summary links to `#${formId}-${name}`. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/** The ids a control is described by, in reading order; undefined when there are none. */
export function describedBy(id: string, hint?: string, error?: string, extra?: string): string | undefined {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined
  );
}

export function fieldClass(error: string | undefined, extra?: string): string {
  return ['field', extra, error ? 'field--invalid' : ''].filter(Boolean).join(' ');
}

/** The aria-* a control carries. */
export function controlAria(id: string, hint?: string, error?: string, extra?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error, extra),
  };
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled single control: label, hint, error, then the control. */
export function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: FieldText & { id: string; children: ReactNode }) {
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={id}>{label}</label>
      <FieldMessages id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}
