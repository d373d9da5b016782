import { useLocation } from 'wouter';
import { ErrorSummary, SelectField, TextField, useKitForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { QUESTION_TOPICS, questionSearchQuerySchema } from '../../../shared/questions-schemas';
import { searchHref, type SearchRequest } from '../state/search-params';

const LABELS = { q: 'Search for', topic: 'Topic' };
// The query's own rules (2 to 200 characters) from the schema the server checks with.
const searchFormSchema = questionSearchQuerySchema.pick({ q: true, topic: true });

/**
 * The search box. It writes the search into the address and the results follow the address, so
 * back, forward and reload work; the page remounts it with the address's values (its `key`).
 */
export function SearchForm({ path, current }: { path: string; current: SearchRequest }) {
  const kit = useKitForm({
    formId: 'search',
    schema: searchFormSchema,
    labels: LABELS,
    defaultValues: { q: current.q, topic: current.topic ?? '' },
  });
  const [, navigate] = useLocation();

  const onSubmit = kit.onSubmit(async ({ q, topic }) => {
    navigate(searchHref(path, { q, topic, page: 1 }));
  });

  return (
    <form
      ref={kit.formRef}
      className="form search-form"
      noValidate
      role="search"
      aria-label="Questions"
      onSubmit={onSubmit}
    >
      <ErrorSummary {...kit.summary} />
      <div className="search-form__fields">
        <TextField
          type="search"
          hint="Words from the question or answer, like “flood” or “Part B”."
          enterKeyHint="search"
          {...kit.field('q')}
        />
        <SelectField placeholder="Any topic" options={QUESTION_TOPICS} {...kit.field('topic')} />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
