// The honeypot every public form carries: people never see or reach it; form-filling bots fill it
// and the server refuses them (the shared schemas require `website` to be empty).
import type { InputHTMLAttributes, Ref } from 'react';
import { fieldId } from './field-shell';

export const HONEYPOT_NAME = 'website';

type HoneypotProps = { formId: string; error?: string; ref?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
>;

/** Pass kit.field('website') (its error, if any, shows in the summary), or value and onChange. */
export function Honeypot({ formId, error: _error, ...input }: HoneypotProps) {
  const id = fieldId(formId, HONEYPOT_NAME);
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
