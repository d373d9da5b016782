// The contact form's select, text area and radio group, wired like TextField: label, hint and
// error tied to the control for screen readers, the id the error summary links to.
import type { ChangeEvent, ReactNode } from 'react';

interface FieldBase {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function HintAndError({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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

const fieldClass = (error?: string, extra = '') =>
  ['field', extra, error ? 'field--invalid' : ''].filter(Boolean).join(' ');

export function SelectField({
  id,
  label,
  hint,
  error,
  name,
  value,
  onChange,
  children,
}: FieldBase & {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}) {
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={id}>{label}</label>
      <HintAndError id={id} hint={hint} error={error} />
      <select
        id={id}
        name={name}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={onChange}
      >
        {children}
      </select>
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  name,
  value,
  maxLength,
  onChange,
}: FieldBase & {
  name: string;
  value: string;
  maxLength: number;
  onChange: (e: ChangeEvent<HTMLTextAreaElement>) => void;
}) {
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={id}>{label}</label>
      <HintAndError id={id} hint={hint} error={error} />
      <textarea
        id={id}
        name={name}
        value={value}
        rows={7}
        maxLength={maxLength}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={onChange}
      />
    </div>
  );
}

export function RadioGroup({
  id,
  label,
  hint,
  error,
  name,
  value,
  options,
  onChange,
}: FieldBase & {
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset
      className={fieldClass(error, 'contact-choices')}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend>{label}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      {options.map((option, index) => (
        <label key={option.value} className="contact-choice">
          <input
            id={index === 0 ? id : `${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error && index === 0 ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
