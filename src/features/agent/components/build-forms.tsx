// The agent's two changes to a website request: move its status (with an optional note in the same
// email), or add a note alone. Both tell the member by email; the history shows who and when.
import { ErrorSummary, SelectField, TextAreaField, useKitForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import {
  addBuildNoteSchema,
  BUILD_STATUS_LABELS,
  BUILD_STATUSES,
  NOTE_MAX,
  updateBuildStatusSchema,
  type BuildStatus,
  type WebsiteBuildDetail,
} from '../../../shared/website-build-schemas';
import { addBuildNote, moveBuild } from '../api/website-builds';
import { formatNumber } from '../../../shared/format-number';

const NOTE_HINT = `The member reads it on their page and in an email. At most ${formatNumber(NOTE_MAX)} characters.`;

interface FormProps {
  build: WebsiteBuildDetail;
  onSaved: (build: WebsiteBuildDetail, done: string) => void;
}

/** The stage after the current one, offered first; live has none, so it offers going back a stage. */
const suggested = (status: BuildStatus): BuildStatus =>
  BUILD_STATUSES[BUILD_STATUSES.indexOf(status) + 1] ?? 'in_review';

export function MoveStatusForm({ build, onSaved }: FormProps) {
  const options = BUILD_STATUSES.filter((status) => status !== build.status).map((status) => ({
    value: status,
    label: BUILD_STATUS_LABELS[status],
  }));
  const kit = useKitForm({
    formId: `build-status-${build.id}`,
    schema: updateBuildStatusSchema,
    labels: { status: 'New status', note: 'Note to the member (optional)' },
    defaultValues: { status: suggested(build.status) },
  });
  const onSubmit = kit.onSend(async (data) => {
    const next = await moveBuild(build.id, data);
    kit.clear();
    onSaved(next, `Moved to ${BUILD_STATUS_LABELS[next.status].toLowerCase()}. The member was emailed.`);
  });
  return (
    <form ref={kit.formRef} className="form console__answer-form" noValidate onSubmit={onSubmit}>
      <h3>Move the status</h3>
      <ErrorSummary {...kit.summary} />
      <SelectField options={options} {...kit.field('status')} />
      <TextAreaField rows={3} hint={NOTE_HINT} {...kit.field('note')} />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Saving…' : 'Move and email the member'}
      </Button>
    </form>
  );
}

export function AddNoteForm({ build, onSaved }: FormProps) {
  const kit = useKitForm({
    formId: `build-note-${build.id}`,
    schema: addBuildNoteSchema,
    labels: { body: 'Your note' },
  });
  const onSubmit = kit.onSend(async (data) => {
    const next = await addBuildNote(build.id, data);
    kit.clear();
    onSaved(next, 'Note added. The member was emailed.');
  });
  return (
    <form ref={kit.formRef} className="form console__answer-form" noValidate onSubmit={onSubmit}>
      <h3>Add a note</h3>
      <ErrorSummary {...kit.summary} />
      <TextAreaField rows={4} hint={NOTE_HINT} required {...kit.field('body')} />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Saving…' : 'Add the note'}
      </Button>
    </form>
  );
}
