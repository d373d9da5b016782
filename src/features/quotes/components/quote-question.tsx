import { TextField } from '../../../components/ui/text-field';
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

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

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

/** Radio buttons or checkboxes in a fieldset; the first input carries the id the summary links to. */
function ChoiceGroup({
  question,
  value,
  error,
  onChange,
  list,
}: QuestionProps & { list: readonly Option[] }) {
  const id = `${FORM_ID}-${question.name}`;
  const many = question.kind === 'checkboxes';
  const chosen = many ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : '';
  const toggle = (option: string, checked: boolean) => {
    const current = Array.isArray(chosen) ? chosen : [];
    onChange(checked ? [...current, option] : current.filter((v) => v !== option));
  };
  return (
    <fieldset
      className={error ? 'field quote-choices field--invalid' : 'field quote-choices'}
      aria-describedby={describedBy(id, question.hint, error)}
    >
      <legend>{question.label}</legend>
      <HintAndError id={id} hint={question.hint} error={error} />
      {list.map(([option, label], index) => (
        <label key={option} className="quote-choice">
          <input
            id={index === 0 ? id : `${id}-${option}`}
            type={many ? 'checkbox' : 'radio'}
            name={question.name}
            value={option}
            checked={many ? chosen.includes(option) : chosen === option}
            aria-invalid={error && index === 0 ? true : undefined}
            onChange={(event) => (many ? toggle(option, event.target.checked) : onChange(option))}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function SelectField({
  question,
  value,
  error,
  onChange,
  list,
  emptyLabel,
}: QuestionProps & { list: readonly Option[]; emptyLabel: string }) {
  const id = `${FORM_ID}-${question.name}`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{question.label}</label>
      <HintAndError id={id} hint={question.hint} error={error} />
      <select
        id={id}
        name={question.name}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, question.hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {list.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One question of a quote step, drawn by its kind. */
export function QuoteQuestion(props: QuestionProps) {
  const { question, value, error, onChange, line } = props;
  if (question.kind === 'service') {
    const services = findCategory(line)?.services.map((s) => [s.slug, s.title] as const) ?? [];
    return <SelectField {...props} list={services} emptyLabel="Not sure, or several" />;
  }
  const list = question.options ? optionLists[question.options] : [];
  if (question.kind === 'radio' || question.kind === 'checkboxes')
    return <ChoiceGroup {...props} list={list} />;
  if (question.kind === 'select') return <SelectField {...props} list={list} emptyLabel="Choose one" />;
  const isEmail = question.name === 'email';
  return (
    <TextField
      formId={FORM_ID}
      name={question.name}
      label={question.label}
      hint={question.hint}
      error={error}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      type={isEmail ? 'email' : question.name === 'phone' ? 'tel' : 'text'}
      inputMode={
        question.kind === 'number' || question.name === 'zip' ? 'numeric' : isEmail ? 'email' : undefined
      }
      autoComplete={question.autoComplete ?? 'off'}
      required={!question.optional}
      spellCheck={isEmail ? false : undefined}
    />
  );
}
