// Topics and frequency of a member's email updates; saving also starts them when they were stopped.
import { ChoiceGroup, KitForm, useKitForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  updateSubscriptionSchema,
  type MySubscription,
  type SubscriptionTopic,
} from '@/shared/subscription-schemas';
import { updateMySubscription } from '../api/my-subscription';

const LABELS = { topics: 'Topics', frequency: 'How often?' };

interface EmailUpdatesFormProps {
  subscription: MySubscription | null;
  onSaved: (subscription: MySubscription | null, message: string) => void;
}

export function EmailUpdatesForm({ subscription, onSaved }: EmailUpdatesFormProps) {
  const kit = useKitForm({
    formId: 'email-updates',
    schema: updateSubscriptionSchema,
    labels: LABELS,
    defaultValues: {
      topics: subscription?.topics ?? [],
      frequency: subscription?.frequency ?? 'monthly',
      subscribed: true,
    },
  });
  const topics = kit.form.watch('topics') ?? [];
  const onSubmit = kit.onSend(async (data) => {
    onSaved(await updateMySubscription({ ...data, subscribed: true }), 'Your email updates are saved.');
  });
  return (
    <KitForm kit={kit} onSubmit={onSubmit}>
      <ChoiceGroup
        multiple
        options={SUBSCRIPTION_TOPICS}
        {...kit.field('topics')}
        value={topics}
        onValueChange={(value) =>
          kit.form.setValue('topics', (Array.isArray(value) ? value : [value]) as SubscriptionTopic[])
        }
      />
      <ChoiceGroup
        options={SUBSCRIPTION_FREQUENCIES}
        defaultValue={subscription?.frequency ?? 'monthly'}
        {...kit.field('frequency')}
      />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending
          ? 'Saving…'
          : subscription?.status === 'confirmed'
            ? 'Save my choices'
            : 'Start email updates'}
      </Button>
    </KitForm>
  );
}
