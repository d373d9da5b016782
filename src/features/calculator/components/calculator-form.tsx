import { memo } from 'react';
import { ChoiceGroup, NumberField } from '../../../components/form';
import type { FieldName, RawInputs } from '../model/inputs-schema';
import { FIELD_GROUPS, FORM_ID } from './field-config';

interface CalculatorFormProps {
  raw: RawInputs;
  errors: Partial<Record<FieldName, string>>;
  onChange: (name: FieldName, value: string) => void;
}

/**
 * The inputs. Results update as the person types, so there is no submit; the numbers are typed as
 * text (the kit's NumberField) so "$150,000" is kept exactly as typed and explained if wrong.
 */
export const CalculatorForm = memo(function CalculatorForm({ raw, errors, onChange }: CalculatorFormProps) {
  return (
    // Nothing here waits to be sent (the inputs are kept on the device): an update may reload under it.
    <form
      id={FORM_ID}
      className="calculator__form"
      noValidate
      data-nothing-to-send
      onSubmit={(event) => event.preventDefault()}
    >
      {FIELD_GROUPS.map((group) => (
        <fieldset key={group.id} className="calculator__group">
          <legend>{group.legend}</legend>
          {group.fields.map((field) =>
            field.kind === 'choice' ? (
              <ChoiceGroup
                key={field.name}
                formId={FORM_ID}
                name={field.name}
                label={field.legend}
                error={errors[field.name]}
                options={field.options}
                value={raw[field.name]}
                onValueChange={(value) => onChange(field.name, String(value))}
              />
            ) : (
              <NumberField
                key={field.name}
                formId={FORM_ID}
                name={field.name}
                label={field.label}
                hint={field.hint}
                error={errors[field.name]}
                value={raw[field.name]}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            ),
          )}
        </fieldset>
      ))}
    </form>
  );
});
