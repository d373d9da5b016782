import { useLocation } from 'wouter';
import {
  CheckboxField,
  DraftNotice,
  KitForm,
  OutboxSubmit,
  SelectField,
  TextAreaField,
  TextField,
  useKitForm,
  useOutboxForm,
  type DraftOwner,
} from '../../../components/form';
import {
  BODY_MAX,
  BODY_MIN,
  createQuestionSchema,
  QUESTION_TOPICS,
  TITLE_MAX,
  type QuestionDetail,
} from '../../../shared/questions-schemas';
import { deliverQuestion } from '../api/create-question';
import { questionMessages } from '../state/question-messages';
import { useAskDraft } from './use-ask-draft';
import '../questions.css';
import { formatNumber } from '../../../shared/format-number';

// In the order the fields appear: the error summary lists problems in this order.
const LABELS = {
  title: 'Your question in one line',
  body: 'Details',
  topic: 'Topic',
  notifyByEmail: 'Email me when an agent answers',
};

/**
 * Asks the agency a question. The draft stays on this device while it is written (it is the
 * member's: their logout deletes it; `owner` is who is logged in, null until the session is known); sending goes
 * through the outbox, so a question asked offline is sent once the connection is back, and once only
 * (its Idempotency-Key is the draft's). When it is stored, the question's own page opens.
 */
export function AskForm({ owner }: { owner: DraftOwner }) {
  const kit = useKitForm({ formId: 'ask', schema: createQuestionSchema, labels: LABELS });
  const { draft, ready, restored, keep, startOver } = useAskDraft(kit.form, owner);
  const [, navigate] = useLocation();

  function done(question: QuestionDetail) {
    startOver();
    navigate(`/dashboard/question/${question.id}`);
  }

  const { queued, deliver } = useOutboxForm<QuestionDetail>(draft?.idempotencyKey, {
    onSent: done,
    onRefused: kit.fail,
    messages: questionMessages,
  });

  const onSubmit = kit.onSubmit(async (data) => {
    if (draft) return deliver(() => deliverQuestion(data, draft.idempotencyKey));
  });

  return (
    <KitForm kit={kit} onSubmit={onSubmit} label="Ask a question">
      <DraftNotice startedAt={restored} onContinue={keep} onStartOver={startOver} />
      <TextField
        hint="For example: Does my homeowners policy cover my boat?"
        maxLength={TITLE_MAX}
        required
        {...kit.field('title')}
      />
      <TextAreaField
        hint={`${BODY_MIN} to ${formatNumber(BODY_MAX)} characters. Tell us what you have now and what you want to know. Please leave out Social Security, Medicare and policy numbers.`}
        maxLength={BODY_MAX}
        rows={8}
        required
        {...kit.field('body')}
      />
      <SelectField placeholder="Choose a topic" options={QUESTION_TOPICS} required {...kit.field('topic')} />
      <CheckboxField
        hint="One short email with a link to the answer. The answer itself stays behind your login."
        {...kit.field('notifyByEmail')}
      />
      <p className="form__intro">Your question is saved on this device as you type.</p>
      <OutboxSubmit pending={kit.pending} queued={queued} ready={ready} what="question" />
    </KitForm>
  );
}
