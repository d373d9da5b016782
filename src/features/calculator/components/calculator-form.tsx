import { memo } from 'react';
import { ChoiceGroup, NumberField } from '../../../components/form';
import type { FieldName, RawInputs } from '../model/inputs-schema';
import { groupedDollars } from './format';
import {
  FIELD_GROUPS,
  FIRST_FIELDS,
  FORM_ID,
  type FieldConfig,
  type NumberFieldConfig,
} from './field-config';

interface CalculatorFormProps {
  raw: RawInputs;
  errors: Partial<Record<FieldName, string>>;
  onChange: (name: FieldName, value: string) => void;
}

/** "$" before a dollar amount's box, "%" after a percentage's. */
function measured(field: NumberFieldConfig, raw: RawInputs): { prefix?: string; unit?: string } {
  const measure = typeof field.measure === 'function' ? field.measure(raw) : field.measure;
  if (measure === 'dollars') return { prefix: '$' };
  return measure === 'percent' ? { unit: '%' } : {};
}

/**
 * The inputs. Results update as the person types, so there is no submit; the numbers are typed as
 * text (the kit's NumberField) so "$150,000" is kept exactly as typed and explained if wrong.
 */
function Field({ field, raw, errors, onChange }: { field: FieldConfig } & CalculatorFormProps) {
  return field.kind === 'choice' ? (
    <ChoiceGroup
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
      formId={FORM_ID}
      name={field.name}
      label={field.label}
      hint={field.hint}
      {...measured(field, raw)}
      error={errors[field.name]}
      value={raw[field.name]}
      onChange={(event) => onChange(field.name, event.target.value)}
      onBlur={(event) => {
        const grouped = groupedDollars(event.target.value);
        if (measured(field, raw).prefix && grouped !== event.target.value) onChange(field.name, grouped);
      }}
    />
  );
}

const allFields = FIELD_GROUPS.flatMap((group) => group.fields);
const firstFields = FIRST_FIELDS.map((name) => allFields.find((field) => field.name === name)!);
const refineGroups = FIELD_GROUPS.map((group) => ({
  ...group,
  fields: group.fields.filter((field) => !FIRST_FIELDS.includes(field.name)),
})).filter((group) => group.fields.length > 0);
const refineCount = refineGroups.reduce((count, group) => count + group.fields.length, 0);

/**
 * The inputs. Results update as the person types, so there is no submit; the numbers are typed as
 * text (the kit's NumberField) so "$150,000" is kept exactly as typed and explained if wrong. The
 * few answers that matter most come first; the rest wait under "Refine", open when one of them
 * needs a change.
 */
export const CalculatorForm = memo(function CalculatorForm(props: CalculatorFormProps) {
  const refineError = refineGroups.some((group) => group.fields.some((field) => props.errors[field.name]));
  return (
    // Nothing here waits to be sent (the inputs are kept on the device): an update may reload under it.
    <form
      id={FORM_ID}
      className="calculator__form"
      noValidate
      data-nothing-to-send
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="calculator__group">
        <legend>The essentials</legend>
        {firstFields.map((field) => (
          <Field key={field.name} field={field} {...props} />
        ))}
      </fieldset>
      {/* Keyed by the error, so a wrong answer inside opens it (a details element keeps its own state). */}
      <details className="calculator__refine" open={refineError || undefined} key={String(refineError)}>
        <summary>
          Refine: your pay and saving, growth, Social Security and pension ({refineCount} answers)
        </summary>
        {refineGroups.map((group) => (
          <fieldset key={group.id} className="calculator__group">
            <legend>{group.legend}</legend>
            {group.fields.map((field) => (
              <Field key={field.name} field={field} {...props} />
            ))}
          </fieldset>
        ))}
      </details>
    </form>
  );
});
