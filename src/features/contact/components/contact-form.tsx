import { useState } from 'react';
import {
  ChoiceGroup,
  KitForm,
  Honeypot,
  PHONE_HINT,
  QueuedNotice,
  SelectField,
  TextAreaField,
  TextField,
  useKitForm,
  useOutboxForm,
} from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  CONTACT_METHODS,
  CONTACT_TOPICS,
  contactSchema,
  MESSAGE_MAX,
  MESSAGE_MIN,
  type ContactResponse,
} from '../../../shared/contact-schema';
import { deliverContact } from '../api/send-contact';
import { contactMessages } from '../state/contact-errors';
import { ContactConfirmation } from './contact-confirmation';
import '../contact-form.css';
import { formatNumber } from '../../../shared/format-number';

const LABELS = {
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number (optional)',
  topic: 'Topic',
  message: 'Your message',
  preferredContact: 'How should we reply?',
};

/**
 * The contact form; once the message is stored it gives way to the confirmation. What was typed
 * stays after any error and while the message waits in the outbox.
 */
export function ContactForm() {
  const kit = useKitForm({ formId: 'contact', schema: contactSchema, labels: LABELS });
  const [reference, setReference] = useState<string>();
  // One key per message, kept while it is edited and resent: a resend after a lost answer is stored
  // once; only a message that went through frees it. State, not a ref: the outbox watch follows it.
  const [key, setKey] = useState<string>();
  // Before hydration a click would submit natively and put the message in the address: wait.
  const hydrated = useHydrated();

  function done(answer: ContactResponse) {
    setKey(undefined);
    kit.clear();
    setReference(answer.reference);
  }

  // A message written offline waits in the outbox; its answer (reference or refusal) arrives here.
  const { queued, deliver } = useOutboxForm<ContactResponse>(key, {
    onSent: done,
    onRefused: kit.fail,
    messages: contactMessages,
  });

  const onSubmit = kit.onSubmit((data) => {
    const draftKey = key ?? crypto.randomUUID();
    if (!queued) setKey(draftKey);
    return deliver(() => deliverContact(data, draftKey));
  });

  if (reference)
    return <ContactConfirmation reference={reference} onAnother={() => setReference(undefined)} />;

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
      <QueuedNotice queued={queued} what="message" />
      {/* While queued the outbox owns the message: a second send would race it with the same key. */}
      <Button type="submit" disabled={kit.pending || queued || !hydrated}>
        {kit.pending ? 'Sending your message…' : 'Send message'}
      </Button>
    </KitForm>
  );
}
