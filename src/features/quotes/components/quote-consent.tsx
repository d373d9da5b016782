import { CheckboxField, Honeypot } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { consentTexts, CURRENT_CONSENT_VERSION, type ConsentVersion } from '../../../shared/quote-consent';
import type { DraftValues } from '../state/quote-draft';
import { FORM_ID } from './quote-question';

interface ConsentProps {
  values: DraftValues;
  error: string | undefined;
  pending: boolean;
  onChange: (patch: DraftValues) => void;
}

/** The consent the agency needs before calling, right beside the button that sends the request. */
export function QuoteConsent({ values, error, pending, onChange }: ConsentProps) {
  const version = (values.consentVersion as ConsentVersion | undefined) ?? CURRENT_CONSENT_VERSION;
  const text = consentTexts[version] ?? consentTexts[CURRENT_CONSENT_VERSION];
  return (
    <div className="quote-consent">
      <CheckboxField
        formId={FORM_ID}
        name="consent"
        label={text}
        error={error}
        checked={values.consent === true}
        // Agreeing to the wording on screen: record that version, not an older draft's.
        onChange={(event) =>
          onChange({ consent: event.target.checked, consentVersion: CURRENT_CONSENT_VERSION })
        }
      />
      <Honeypot
        formId={FORM_ID}
        value={typeof values.website === 'string' ? values.website : ''}
        onChange={(event) => onChange({ website: event.target.value })}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending your request…' : 'Send my quote request'}
      </Button>
    </div>
  );
}
