// Which forms on the page hold typed text not yet sent, so an update never reloads under someone
// typing (decision 050). A form counts while a text field someone typed into is still on the page
// and still holds text: a chat message that was sent (the box empties) or a quote step left behind
// (its fields leave the page; the draft keeps them) does not count. A submit does not clear it,
// because multi-step forms submit on every step. Never counted: search boxes, and forms marked
// `data-nothing-to-send` (the calculator: its inputs are kept on the device and nothing waits to be
// sent), which would otherwise hold back the update for good.

/** Text fields typed into, still to be checked for what they hold. */
const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
const listeners = new Set<() => void>();
let started = false;

const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'hidden',
  'image',
  'range',
  'color',
  'search',
]);

function notify() {
  for (const listener of listeners) listener();
}

function formOf(element: Element): HTMLFormElement | null {
  const form = element instanceof HTMLFormElement ? element : element.closest('form');
  if (!form || form.getAttribute('role') === 'search' || form.querySelector('input[type="search"]'))
    return null;
  if (form.hasAttribute('data-nothing-to-send')) return null;
  return form;
}

function textFieldOf(event: Event): HTMLInputElement | HTMLTextAreaElement | null {
  const target = event.target;
  if (target instanceof HTMLTextAreaElement) return formOf(target) ? target : null;
  if (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type)) return formOf(target) ? target : null;
  return null;
}

/** Starts listening on the document (once). Capture phase: a form's own handlers cannot hide events. */
export function trackDirtyForms(doc: Document = document): void {
  if (started) return;
  started = true;
  doc.addEventListener(
    'input',
    (event) => {
      const field = textFieldOf(event);
      if (!field) return;
      typed.add(field);
      notify();
    },
    true,
  );
  doc.addEventListener(
    'reset',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!form) return;
      for (const field of typed) if (field.form === form || form.contains(field)) typed.delete(field);
      notify();
    },
    true,
  );
}

/** True while a text field someone typed into is on the page with text in it (not yet sent). */
export function hasDirtyForm(): boolean {
  let dirty = false;
  for (const field of typed) {
    if (!field.isConnected) typed.delete(field);
    else if (field.value.trim() !== '') dirty = true;
  }
  return dirty;
}

export function onDirtyFormsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
