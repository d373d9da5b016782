// The contact form's logic, apart from its fields: the kit, the message's Idempotency-Key, sending
// now or through the outbox, and the reference once the message is stored.
import { useState } from 'react';
import { useKitForm, useOutboxForm } from '../../../components/form';
import { contactSchema, type ContactResponse } from '../../../shared/contact-schema';
import { deliverContact } from '../api/send-contact';
import { contactMessages } from '../state/contact-errors';

const LABELS = {
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number (optional)',
  topic: 'Topic',
  message: 'Your message',
  preferredContact: 'How should we reply?',
};

export function useContactForm() {
  const kit = useKitForm({ formId: 'contact', schema: contactSchema, labels: LABELS });
  const [reference, setReference] = useState<string>();
  // One key per message, kept while it is edited and resent: a resend after a lost answer is stored
  // once; only a message that went through frees it. State, not a ref: the outbox watch follows it.
  const [key, setKey] = useState<string>();

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

  return { kit, queued, onSubmit, reference, another: () => setReference(undefined) };
}
