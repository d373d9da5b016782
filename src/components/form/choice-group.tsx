// Radio buttons or checkboxes in a fieldset. The legend is read with each option; the first input
// carries the id the error summary links to, and aria-invalid, so focus can land on the group.
import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { describedBy, FieldMessages, fieldClass, fieldId, type FieldText } from './field-shell';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceGroupProps extends FieldText {
  formId: string;
  name: string;
  options: readonly ChoiceOption[];
  /** Radios pick one; checkboxes pick any number. */
  multiple?: boolean;
  /** Controlled: the chosen value (radios) or values (checkboxes). */
  value?: string | readonly string[];
  onValueChange?: (value: string | string[]) => void;
  /** Uncontrolled: react-hook-form's register(name) props (kit.field(name)), given to every input. */
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  onBlur?: InputHTMLAttributes<HTMLInputElement>['onBlur'];
  ref?: Ref<HTMLInputElement>;
  /** The option checked before hydration and before any value is set (uncontrolled only). */
  defaultValue?: string;
}

/**
 * Uncontrolled radios keep the option someone picked before hydration. react-hook-form 7.92 registers
 * a group one input at a time and, from the second on, sets the whole group to the value read from
 * the inputs seen so far (updateValidAndValue; its isEdited() leaves radios out), which unchecks an
 * option picked before the script ran, and the default with it. The picks are read as the first
 * input is registered, before react-hook-form touches any, and clicked back after.
 */
function useChoicesKeptOverHydration(register: Ref<HTMLInputElement> | undefined) {
  const picked = useRef<HTMLInputElement[] | null>(null);
  const group = useRef<HTMLInputElement[]>([]);
  useEffect(() => {
    if (!picked.current) return;
    for (const input of group.current) {
      if (input.checked !== picked.current.includes(input)) input.click();
    }
  }, []);
  if (!register) return undefined;
  return (node: HTMLInputElement | null) => {
    if (node && picked.current === null) {
      // Every input of the group is in the page by the time the first one is registered.
      group.current = [...(node.closest('fieldset')?.querySelectorAll('input') ?? [node])];
      picked.current = group.current.filter((input) => input.checked);
    }
    if (typeof register === 'function') register(node);
    else if (register) register.current = node;
  };
}

export function ChoiceGroup(props: ChoiceGroupProps) {
  const { formId, name, label, hint, error, options, multiple = false } = props;
  const id = fieldId(formId, name);
  const registerKeepingChoices = useChoicesKeptOverHydration(props.ref);
  const chosen = props.value;
  const isChosen = (option: string) => (Array.isArray(chosen) ? chosen.includes(option) : chosen === option);

  function change(option: string, event: ChangeEvent<HTMLInputElement>) {
    if (!props.onValueChange) return;
    if (!multiple) return props.onValueChange(option);
    const current = Array.isArray(chosen) ? chosen : [];
    props.onValueChange(
      event.target.checked ? [...current, option] : current.filter((value) => value !== option),
    );
  }

  return (
    <fieldset className={fieldClass(error, 'field--choices')} aria-describedby={describedBy(id, hint, error)}>
      <legend>{label}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {options.map((option, index) => (
        <label key={option.value} className="choice">
          <input
            name={name}
            id={index === 0 ? id : `${id}-${option.value}`}
            type={multiple ? 'checkbox' : 'radio'}
            value={option.value}
            aria-invalid={error && index === 0 ? true : undefined}
            {...(props.onValueChange
              ? { checked: isChosen(option.value), onChange: (event) => change(option.value, event) }
              : {
                  defaultChecked: props.defaultValue === option.value,
                  onChange: props.onChange,
                  onBlur: props.onBlur,
                  ref: registerKeepingChoices,
                })}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
