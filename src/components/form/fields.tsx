// The field family. Each takes the form's id and the field's name (which make the control's id),
// its words (label, hint, error), and passes everything else to the control: the props of
// react-hook-form's register(), or value and onChange for a form that keeps its own state.
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { controlAria, FieldMessages, FieldShell, fieldClass, fieldId, type FieldText } from './field-shell';

interface Named extends FieldText {
  formId: string;
  name: string;
}

type InputProps = Named &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & { ref?: Ref<HTMLInputElement> };

/** What the browser and phone keyboards need for the kinds of text every form asks for. */
const presets = {
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
  },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

/** The hint of every US phone field. */
export const PHONE_HINT = 'A US number: 10 digits, with the area code.';

export function TextField({
  formId,
  name,
  label,
  hint,
  error,
  preset,
  ...input
}: InputProps & { preset?: keyof typeof presets }) {
  const id = fieldId(formId, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        {...(preset && presets[preset])}
        {...controlAria(id, hint, error)}
        {...input}
      />
    </FieldShell>
  );
}

/**
 * A number typed as text (inputMode decimal), so "$150,000" stays as typed and the schema explains
 * what is wrong with it; the unit, when given, is shown after the box and read with it; a currency
 * sign (`prefix`) is shown before it, for the eye only (the label says "dollars" to a screen reader).
 */
export function NumberField({ unit, prefix, ...props }: InputProps & { unit?: string; prefix?: string }) {
  const id = fieldId(props.formId, props.name);
  const unitId = unit ? `${id}-unit` : undefined;
  return (
    <FieldShell id={id} label={props.label} hint={props.hint} error={props.error}>
      <span className={unit || prefix ? 'field__with-unit' : undefined}>
        {prefix && (
          <span className="field__unit field__unit--before" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          {...controlAria(id, props.hint, props.error, unitId)}
          {...withoutWords(props)}
        />
        {unit && (
          <span className="field__unit" id={unitId}>
            {unit}
          </span>
        )}
      </span>
    </FieldShell>
  );
}

export function DateField(props: InputProps) {
  return <TextField type="date" {...props} />;
}

export function TextAreaField({
  formId,
  name,
  label,
  hint,
  error,
  ...area
}: Named &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = fieldId(formId, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea id={id} name={name} rows={7} {...controlAria(id, hint, error)} {...area} />
    </FieldShell>
  );
}

/** A drop-down; `placeholder` is the empty first option ("Choose one"). */
export function SelectField({
  formId,
  name,
  label,
  hint,
  error,
  options,
  placeholder,
  children,
  ...select
}: Named &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
    ref?: Ref<HTMLSelectElement>;
    options?: readonly { value: string; label: string }[];
    placeholder?: string;
    children?: ReactNode;
  }) {
  const id = fieldId(formId, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select id={id} name={name} {...controlAria(id, hint, error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}

/** One checkbox whose label is a sentence (a consent, "remember me"); the error sits above it. */
export function CheckboxField({ formId, name, label, hint, error, ...input }: InputProps) {
  const id = fieldId(formId, name);
  return (
    <div className={fieldClass(error, 'field--checkbox')}>
      <FieldMessages id={id} hint={hint} error={error} />
      <label className="choice" htmlFor={id}>
        <input id={id} name={name} type="checkbox" {...controlAria(id, hint, error)} {...input} />
        {label}
      </label>
    </div>
  );
}

function withoutWords<T extends Named>(props: T) {
  const { formId: _formId, label: _label, hint: _hint, error: _error, ...rest } = props;
  return rest;
}
