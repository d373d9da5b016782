// The "form is dirty" signal lives in lib (src/lib/dirty-forms.ts) so the form kit can use it
// without importing this feature; the update prompt reads it from here.
export { hasDirtyForm, onDirtyFormsChange, trackDirtyForms } from '../../../lib/dirty-forms';
