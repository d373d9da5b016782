import { ChoiceGroup, NumberField, SelectField, TextField } from '../../../components/form';
import { options as optionLists, type Option, type QuoteLine } from '../../../shared/quote-options';
import { findCategory } from '../../../shared/services-catalog';
import type { DraftValue } from '../state/quote-draft';
import type { Question } from '../state/quote-steps';

export const FORM_ID = 'quote';

interface QuestionProps {
  line: QuoteLine;
  question: Question;
  value: DraftValue | undefined;
  error: string | undefined;
  onChange: (value: DraftValue) => void;
}

const asOptions = (list: readonly Option[]) => list.map(([value, label]) => ({ value, label }));
const text = (value: DraftValue | undefined) => (typeof value === 'string' ? value : '');

/** One question of a quote step, drawn by its kind with the form kit's fields. */
export function QuoteQuestion({ line, question, value, error, onChange }: QuestionProps) {
  const common = { formId: FORM_ID, name: question.name, label: question.label, hint: question.hint, error };
  if (question.kind === 'service' || question.kind === 'select') {
    const services = findCategory(line)?.services.map((s) => ({ value: s.slug, label: s.title })) ?? [];
    const isService = question.kind === 'service';
    return (
      <SelectField
        {...common}
        placeholder={isService ? 'Not sure, or several' : 'Choose one'}
        options={isService ? services : asOptions(question.options ? optionLists[question.options] : [])}
        value={text(value)}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (question.kind === 'radio' || question.kind === 'checkboxes') {
    const many = question.kind === 'checkboxes';
    return (
      <ChoiceGroup
        {...common}
        options={asOptions(question.options ? optionLists[question.options] : [])}
        multiple={many}
        value={many ? (Array.isArray(value) ? value : []) : text(value)}
        onValueChange={onChange}
      />
    );
  }
  const control = {
    ...common,
    value: text(value),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    autoComplete: question.autoComplete ?? 'off',
    required: !question.optional,
  };
  if (question.kind === 'number' || question.name === 'zip')
    return <NumberField {...control} inputMode="numeric" />;
  const preset = question.name === 'email' ? 'email' : question.name === 'phone' ? 'tel' : undefined;
  return <TextField {...control} preset={preset} />;
}
