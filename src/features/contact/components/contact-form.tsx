import {
  ChoiceGroup,
  KitForm,
  Honeypot,
  PHONE_HINT,
  OutboxSubmit,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { CONTACT_METHODS, CONTACT_TOPICS, MESSAGE_MAX, MESSAGE_MIN } from '../../../shared/contact-schema';
import { ContactConfirmation } from './contact-confirmation';
import { useContactForm } from './use-contact-form';
import '../contact-form.css';
import { formatNumber } from '../../../shared/format-number';

/**
 * The contact form; once the message is stored it gives way to the confirmation. What was typed
 * stays after any error and while the message waits in the outbox.
 */
export function ContactForm() {
  const { kit, queued, onSubmit, reference, another } = useContactForm();

  if (reference) return <ContactConfirmation reference={reference} onAnother={another} />;

  return (
    <KitForm kit={kit} onSubmit={onSubmit} label="Send us a message">
      <p className="form__intro">Every field is needed unless it says optional.</p>
      <TextField autoComplete="name" required {...kit.field('name')} />
      <TextField preset="email" required {...kit.field('email')} />
      <TextField
        hint={`Needed only if you would like us to call you. ${PHONE_HINT}`}
        preset="tel"
        {...kit.field('phone')}
      />
      <SelectField placeholder="Choose a topic" options={CONTACT_TOPICS} required {...kit.field('topic')} />
      <TextAreaField
        hint={`${MESSAGE_MIN} to ${formatNumber(MESSAGE_MAX)} characters. Please do not include Social Security or Medicare numbers.`}
        maxLength={MESSAGE_MAX}
        required
        {...kit.field('message')}
      />
      <ChoiceGroup options={CONTACT_METHODS} defaultValue="email" {...kit.field('preferredContact')} />
      <Honeypot {...kit.field('website')} />
      <OutboxSubmit pending={kit.pending} queued={queued} ready what="message" />
    </KitForm>
  );
}
