// Which forms on the page hold unsent input, so an update never reloads under someone typing
// (decision 050). Any form counts once something is typed in it, until it leaves the page or is reset:
// a submit does not clear it, because multi-step forms submit on every step. Search boxes never count.

const dirty = new Set<HTMLFormElement>();
const listeners = new Set<() => void>();
let started = false;

function notify() {
  for (const listener of listeners) listener();
}

function formOf(event: Event): HTMLFormElement | null {
  const target = event.target as Element | null;
  if (!target || typeof target.closest !== 'function') return null;
  const form = target instanceof HTMLFormElement ? target : target.closest('form');
  if (!form || form.getAttribute('role') === 'search' || form.querySelector('input[type="search"]'))
    return null;
  return form;
}

/** Starts listening on the document (once). Capture phase: a form's own handlers cannot hide events. */
export function trackDirtyForms(doc: Document = document): void {
  if (started) return;
  started = true;
  const mark = (event: Event) => {
    const form = formOf(event);
    if (!form || dirty.has(form)) return;
    dirty.add(form);
    notify();
  };
  const clean = (event: Event) => {
    const form = formOf(event);
    if (form && dirty.delete(form)) notify();
  };
  doc.addEventListener('input', mark, true);
  doc.addEventListener('change', mark, true);
  doc.addEventListener('reset', clean, true);
}

/** True while a form on the page holds input; forms that left the page no longer count. */
export function hasDirtyForm(): boolean {
  for (const form of dirty) if (!form.isConnected) dirty.delete(form);
  return dirty.size > 0;
}

export function onDirtyFormsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
