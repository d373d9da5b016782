import type { ChoiceFieldConfig } from './field-config';
import { FORM_ID } from './field-config';

interface ChoiceFieldProps {
  config: ChoiceFieldConfig;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A short set of radio buttons: large targets, and the legend read with each option. */
export function ChoiceField({ config, value, error, onChange }: ChoiceFieldProps) {
  const id = `${FORM_ID}-${config.name}`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      id={id}
      className={error ? 'field choice-field field--invalid' : 'field choice-field'}
      aria-describedby={errorId}
    >
      <legend>{config.legend}</legend>
      {error && (
        <p className="field__error" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {config.options.map((option) => (
        <label key={option.value} className="choice-field__option">
          <input
            type="radio"
            name={config.name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
