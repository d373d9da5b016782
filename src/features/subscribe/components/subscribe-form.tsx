// Email updates by topic and frequency. Members at their account address are confirmed at once;
// anyone else gets an email with a confirmation link (double opt-in).
import { useState } from 'react';
import { ChoiceGroup, KitForm, Honeypot, TextField, useKitForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  subscribeSchema,
  type SubscriptionAnswer,
  type SubscriptionTopic,
} from '@/shared/subscription-schemas';
import { subscribe } from '../api/subscriptions';

const LABELS = {
  email: 'Email address',
  topics: 'What would you like to hear about?',
  frequency: 'How often?',
};

interface SubscribeFormProps {
  /** The member's address, filled in for them (they may change it). */
  accountEmail?: string;
  onDone: (answer: SubscriptionAnswer) => void;
}

export function SubscribeForm({ accountEmail, onDone }: SubscribeFormProps) {
  const kit = useKitForm({
    formId: 'subscribe',
    schema: subscribeSchema,
    labels: LABELS,
    defaultValues: { topics: [], frequency: 'monthly' },
  });
  // One key per filled-in form: a double click or a retry is answered once.
  const [key] = useState(() => crypto.randomUUID());
  const topics = kit.form.watch('topics') ?? [];
  const onSubmit = kit.onSend(async (data) => {
    onDone(await subscribe(data, key));
  });
  return (
    <KitForm kit={kit} onSubmit={onSubmit}>
      <TextField
        preset="email"
        autoComplete="email"
        required
        defaultValue={accountEmail}
        hint="We send only what you choose here, and every email has a link to stop them."
        {...kit.field('email')}
      />
      <ChoiceGroup
        multiple
        options={SUBSCRIPTION_TOPICS}
        hint="Choose one or more."
        {...kit.field('topics')}
        value={topics}
        onValueChange={(value) =>
          kit.form.setValue('topics', (Array.isArray(value) ? value : [value]) as SubscriptionTopic[], {
            shouldDirty: true,
          })
        }
      />
      <ChoiceGroup options={SUBSCRIPTION_FREQUENCIES} defaultValue="monthly" {...kit.field('frequency')} />
      <Honeypot {...kit.field('website')} />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Signing you up…' : 'Sign up for email updates'}
      </Button>
    </KitForm>
  );
}
