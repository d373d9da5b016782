// The author's reply on their own question page (the answer email sends them here): it goes to
// the agents as a follow-up and puts the question back in their queue.
import { useState } from 'react';
import { ErrorSummary, TextAreaField, useKitForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../shared/format-number';
import {
  BODY_MAX,
  BODY_MIN,
  createFollowUpSchema,
  type QuestionDetail,
} from '../../../shared/questions-schemas';
import { postFollowUp } from '../api/follow-up-question';

const LABELS = { body: 'Your follow-up' };

interface FollowUpFormProps {
  question: QuestionDetail;
  onSent: (question: QuestionDetail) => void;
}

export function FollowUpForm({ question, onSent }: FollowUpFormProps) {
  const kit = useKitForm({
    formId: `follow-up-${question.id}`,
    schema: createFollowUpSchema,
    labels: LABELS,
  });
  // One key per follow-up: a resend of the same one (a retry after a dropped answer) is applied once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState(false);
  const onSubmit = kit.onSend(async (data) => {
    const next = await postFollowUp(question.id, data, key);
    kit.clear();
    setKey(crypto.randomUUID());
    setSent(true);
    onSent(next);
  });
  return (
    <section className="follow-up" aria-labelledby="follow-up-heading">
      <h2 id="follow-up-heading">Ask a follow-up</h2>
      <p>
        Something unclear, or more to tell us? Your follow-up goes to our agents, and you hear from us as you
        did for the first answer.
      </p>
      <form ref={kit.formRef} className="form" noValidate onSubmit={onSubmit}>
        <ErrorSummary {...kit.summary} />
        <TextAreaField
          hint={`${BODY_MIN} to ${formatNumber(BODY_MAX)} characters. Please leave out Social Security, Medicare and policy numbers.`}
          maxLength={BODY_MAX}
          rows={5}
          required
          {...kit.field('body')}
        />
        <Button type="submit" disabled={kit.pending}>
          {kit.pending ? 'Sending…' : 'Send follow-up'}
        </Button>
      </form>
      {sent && (
        <p role="status">Your follow-up is with our agents. The question is open again until they answer.</p>
      )}
    </section>
  );
}
