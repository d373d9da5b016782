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
  const id = `${FORM_ID}-consent`;
  const version = (values.consentVersion as ConsentVersion | undefined) ?? CURRENT_CONSENT_VERSION;
  const text = consentTexts[version] ?? consentTexts[CURRENT_CONSENT_VERSION];
  return (
    <div className={error ? 'field quote-consent field--invalid' : 'field quote-consent'}>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <label className="quote-choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="consent"
          checked={values.consent === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            // Agreeing to the wording on screen: record that version, not an older draft's.
            onChange({ consent: event.target.checked, consentVersion: CURRENT_CONSENT_VERSION });
          }}
        />
        {text}
      </label>
      {/* Honeypot: people never see or reach it; form-filling bots fill it and are refused. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${FORM_ID}-website`}>Leave this field empty</label>
        <input
          id={`${FORM_ID}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          name="website"
          value={typeof values.website === 'string' ? values.website : ''}
          onChange={(event) => onChange({ website: event.target.value })}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending your request…' : 'Send my quote request'}
      </Button>
    </div>
  );
}
