// The form kit: every form of the site is built from these (docs/forms.md, decision 060).
export { ChoiceGroup, type ChoiceOption } from './choice-group';
export { ErrorSummary } from './error-summary';
export { KitForm } from './kit-form';
export { describedBy, fieldId, FieldMessages } from './field-shell';
export {
  CheckboxField,
  DateField,
  NumberField,
  PHONE_HINT,
  SelectField,
  TextAreaField,
  TextField,
} from './fields';
export { Honeypot, HONEYPOT_NAME } from './honeypot';
export { OutboxSubmit } from './outbox-submit';
export { QueuedNotice } from './queued-notice';
export {
  checkWith,
  defaultMessages,
  errorsFromFailure,
  errorsFromRefusal,
  FORM_ERROR,
  type FailureMessages,
  type RenameField,
} from './server-errors';
export { DraftNotice } from './draft-notice';
export {
  DRAFT_MAX_AGE_MS,
  DRAFT_PREFIX,
  draftOnOpen,
  useDeviceDraft,
  type DraftOwner,
  type OwnedDraft,
} from './use-device-draft';
export { useFocusOnError } from './use-focus-on-error';
export { useKitForm, type SendOutcome } from './use-kit-form';
export { useOutboxForm } from './use-outbox-form';
export { useStepDraft, type StepDraft } from './use-step-draft';
