import type { FormEvent } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/text-field';
import { CONTACT_METHODS, CONTACT_TOPICS, MESSAGE_MAX, MESSAGE_MIN } from '../../../shared/contact-schema';
import { ContactConfirmation } from './contact-confirmation';
import { RadioGroup, SelectField, TextAreaField } from './contact-fields';
import { useContactForm } from './use-contact-form';
import '../contact-form.css';

const FORM_ID = 'contact';
const FIELDS = ['name', 'email', 'phone', 'topic', 'message', 'preferredContact'];
const LABELS = {
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number (optional)',
  topic: 'Topic',
  message: 'Your message',
  preferredContact: 'How should we reply?',
};
const id = (name: string) => `${FORM_ID}-${name}`;

/** The contact form; once the message is stored it gives way to the confirmation. */
export function ContactForm() {
  const form = useContactForm();
  // Before hydration a click would submit natively and put the message in the address: wait.
  const hydrated = useHydrated();

  if (form.reference) return <ContactConfirmation reference={form.reference} onAnother={form.reset} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <form
      ref={form.formRef}
      className="form contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Send us a message"
    >
      <ErrorSummary errors={form.errors} formId={FORM_ID} fieldOrder={FIELDS} labels={LABELS} />
      <p className="form__intro">Every field is needed unless it says optional.</p>
      <TextField formId={FORM_ID} label={LABELS.name} autoComplete="name" required {...form.bind('name')} />
      <TextField
        formId={FORM_ID}
        label={LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.bind('email')}
      />
      <TextField
        formId={FORM_ID}
        label={LABELS.phone}
        hint="Needed only if you would like us to call you. A US number, like (207) 555-0148."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...form.bind('phone')}
      />
      <SelectField id={id('topic')} label={LABELS.topic} {...form.bind('topic')}>
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic.value} value={topic.value}>
            {topic.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={id('message')}
        label={LABELS.message}
        hint={`${MESSAGE_MIN} to ${MESSAGE_MAX.toLocaleString('en-US')} characters. Please do not include Social Security or Medicare numbers.`}
        maxLength={MESSAGE_MAX}
        {...form.bind('message')}
      />
      <RadioGroup
        id={id('preferredContact')}
        label={LABELS.preferredContact}
        name="preferredContact"
        value={form.values.preferredContact}
        error={form.errors.preferredContact}
        options={CONTACT_METHODS}
        onChange={(value) => form.set('preferredContact', value)}
      />
      {/* Honeypot: people never see or reach it; form-filling bots fill it and are refused. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={id('website')}>Leave this field empty</label>
        <input
          id={id('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          name="website"
          value={form.values.website}
          onChange={form.bind('website').onChange}
        />
      </div>
      {/* Always in the page, so the queued message is announced when it appears. */}
      <div role="status" className="contact-form__queued">
        {form.queued && (
          <p className="notice">
            <strong>Queued — it will be sent when you are online.</strong> Your message is kept on this device
            and goes to our agents by itself once the connection is back. You will see your reference number
            then.
          </p>
        )}
      </div>
      {/* While queued the outbox owns the message: a second send would race it with the same key. */}
      <Button type="submit" disabled={form.pending || form.queued || !hydrated}>
        {form.pending ? 'Sending your message…' : 'Send message'}
      </Button>
    </form>
  );
}
