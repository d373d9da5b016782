// The fields of one wizard step, drawn with the form kit and kept in the draft as they change.
import type { ChangeEvent } from 'react';
import { ChoiceGroup, PHONE_HINT, SelectField, TextAreaField, TextField } from '../../../components/form';
import type { FieldErrors } from '../../../shared/field-errors';
import {
  BUILD_LINES,
  BUILD_PAGES,
  BUILD_STATES,
  BUSINESS_KINDS,
  DOMAIN_CHOICES,
} from '../../../shared/website-build-schemas';
import type { BuildValue, BuildValues } from '../state/build-draft';
import { FIELD_LABELS, FORM_ID } from '../state/build-steps';
import { TemplateChoice } from './template-choice';

interface StepFieldsProps {
  step: number;
  values: BuildValues;
  errors: FieldErrors;
  onChange: (name: string, value: BuildValue) => void;
}

export function BuildStepFields({ step, values, errors, onChange }: StepFieldsProps) {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const list = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []);
  /** The shared props of a text-like field bound to the draft. */
  const bound = (name: string) => ({
    formId: FORM_ID,
    name,
    label: FIELD_LABELS[name] ?? name,
    error: errors[name],
    value: text(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(name, event.target.value),
  });
  const choices = (name: string) => ({
    formId: FORM_ID,
    name,
    label: FIELD_LABELS[name] ?? name,
    error: errors[name],
    onValueChange: (value: string | string[]) => onChange(name, value),
  });

  switch (step) {
    case 0:
      return (
        <>
          <TextField autoComplete="organization" required {...bound('businessName')} />
          <ChoiceGroup options={BUSINESS_KINDS} value={text('businessKind')} {...choices('businessKind')} />
          <TextField autoComplete="address-level2" required {...bound('city')} />
          <SelectField options={BUILD_STATES} placeholder="Choose a state" {...bound('state')} />
          <TextAreaField
            rows={4}
            hint="A sentence or two for the home page. We can help with the wording."
            {...bound('description')}
          />
        </>
      );
    case 1:
      return (
        <>
          <p className="form__intro">
            Insurance websites show the agent&rsquo;s licence details. If you do not sell insurance, leave
            this step empty.
          </p>
          <TextField
            inputMode="numeric"
            autoComplete="off"
            hint="Digits only, as on the NIPR record, like 19283746."
            {...bound('npn')}
          />
          <SelectField options={BUILD_STATES} placeholder="Choose a state" {...bound('licenceState')} />
          <TextField
            autoComplete="off"
            hint="Letters, digits and dashes, like PRR123456."
            {...bound('licenceNumber')}
          />
          <TextAreaField rows={3} hint="For example: NH 2209187, MA 1877402." {...bound('otherLicences')} />
        </>
      );
    case 2:
      return (
        <ChoiceGroup
          multiple
          hint="Choose all that apply. Each line gets its own section on the site."
          options={BUILD_LINES}
          value={list('lines')}
          {...choices('lines')}
        />
      );
    case 3:
      return (
        <TemplateChoice
          label={FIELD_LABELS.template ?? 'Choose a look'}
          value={text('template')}
          error={errors.template}
          onChange={(value) => onChange('template', value)}
        />
      );
    case 4:
      return (
        <ChoiceGroup
          multiple
          hint="Every site has a home page. Choose the others you want; you can add more later."
          options={BUILD_PAGES}
          value={list('pages')}
          {...choices('pages')}
        />
      );
    case 5:
      return (
        <>
          <ChoiceGroup options={DOMAIN_CHOICES} value={text('domainChoice')} {...choices('domainChoice')} />
          {text('domainChoice') !== 'help' && (
            <TextField
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              hint="Like harborinsurance.com, without www."
              {...bound('domainName')}
            />
          )}
        </>
      );
    case 6:
      return (
        <>
          <TextField autoComplete="name" required {...bound('contactName')} />
          <TextField preset="email" required {...bound('contactEmail')} />
          <TextField preset="tel" hint={PHONE_HINT} required {...bound('contactPhone')} />
          <TextAreaField rows={4} {...bound('notes')} />
        </>
      );
    default:
      return null;
  }
}
