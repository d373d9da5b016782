// The look step's radio group: each option a card with its drawn preview, built from the form
// kit's pieces (fieldset, legend, messages, the id the error summary links to) like ChoiceGroup.
import { describedBy, FieldMessages, fieldId } from '../../../components/form';
import { BUILD_TEMPLATES, type BuildTemplate } from '../../../shared/website-build-schemas';
import { FORM_ID } from '../state/build-steps';
import { TemplatePreview } from './template-preview';

interface TemplateChoiceProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: BuildTemplate) => void;
}

export function TemplateChoice({ label, value, error, onChange }: TemplateChoiceProps) {
  const id = fieldId(FORM_ID, 'template');
  const hint = 'You can change colours and wording later; this sets the layout.';
  return (
    <fieldset
      className={`field field--choices template-choice${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend>{label}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="template-choice__options">
        {BUILD_TEMPLATES.map((template, index) => (
          <label key={template.value} className="template-choice__option">
            <TemplatePreview template={template.value} />
            <span className="template-choice__text">
              <input
                type="radio"
                name="template"
                id={index === 0 ? id : `${id}-${template.value}`}
                value={template.value}
                checked={value === template.value}
                aria-invalid={error && index === 0 ? true : undefined}
                onChange={() => onChange(template.value)}
              />
              <span>
                <strong>{template.label}</strong>
                <span className="template-choice__description">{template.description}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
