import { CheckboxField, ErrorSummary, TextAreaField, useKitForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ANSWER_MAX, createAnswerSchema } from '../../../shared/answer-schema';
import type { QuestionDetail } from '../../../shared/questions-schemas';
import { answerQuestion } from '../api/answer-question';
import { formatNumber } from '../../../shared/format-number';

const LABELS = { body: 'Your answer', markAnswered: 'Mark the question answered' };

interface AnswerFormProps {
  questionId: string;
  onAnswered: (question: QuestionDetail) => void;
}

/** The agent's reply. Unticking "mark answered" adds a note and leaves the question in the queue. */
export function AnswerForm({ questionId, onAnswered }: AnswerFormProps) {
  const kit = useKitForm({
    formId: `answer-${questionId}`,
    schema: createAnswerSchema,
    labels: LABELS,
    defaultValues: { markAnswered: true },
  });
  const onSubmit = kit.onSend(async (data) => {
    const question = await answerQuestion(questionId, data);
    kit.clear();
    onAnswered(question);
  });
  return (
    <form ref={kit.formRef} className="form console__answer-form" noValidate onSubmit={onSubmit}>
      <h3>Write an answer</h3>
      <ErrorSummary {...kit.summary} />
      <TextAreaField
        hint={`The member sees this with your name. Plain words; at most ${formatNumber(ANSWER_MAX)} characters.`}
        required
        {...kit.field('body')}
      />
      <CheckboxField {...kit.field('markAnswered')} />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Sending…' : 'Send answer'}
      </Button>
    </form>
  );
}
