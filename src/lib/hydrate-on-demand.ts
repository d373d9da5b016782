// A page whose first screen needs no script (text, links, <details>, the colour switch's own inline
// script) is not hydrated as it loads: React DOM and the app are evaluated only once the visitor
// reaches for something that needs them, or the page has something to say that only the app can
// show (decision 261). Until then a link is a link (the next prerendered page, from the worker's
// cache offline) and the browser's main thread stays free.

/** The page's mount element says so (the prerender writes it for routes marked `hydrate: 'on-demand'`). */
export const isOnDemand = (container: HTMLElement) => container.dataset.hydrate === 'on-demand';

/**
 * The controls that need the app: a click or focus on one starts it (a link or a <summary> does not).
 * So does a press anywhere in a form: a disabled control in it (a button while a send is on its way)
 * reports no press of its own.
 */
const NEEDS_APP = 'button, input, select, textarea, [contenteditable], form';

/** What another part of the page dispatches when it has news only the app can show (an update). */
export const WANT_APP_EVENT = 'harbor:want-app';
/** Set on <html> by the boot script when it held a send (src/shared/color-mode-script.ts spells it out). */
const WANTED_ATTRIBUTE = 'data-want-app';

/** Asks for the app on an on-demand page (a no-op once it runs, or on a page hydrated at once). */
export const wantApp = () => window.dispatchEvent(new Event(WANT_APP_EVENT));

export interface DemandSignals {
  /**
   * Resolves true when the page has something to show at once that only the app can (main.tsx: a
   * member signed in on this device, an address only the app answers, a draft kept on the device).
   */
  wanted: () => Promise<boolean>;
  /** The channel another tab announces a login or logout on. */
  sessionChannel: string;
}

/**
 * Calls `start` once, at the first of: a key pressed; a press on or focus of a control that needs the
 * app; `signals.wanted()`; the page offline or going offline; a login or logout in another tab;
 * `wantApp()`; a send the boot script held. A button clicked before the app owned it is clicked again
 * once the page is hydrated; a form of the app's sent before then (its send button pressed, Enter in
 * a field) is held and sent again by the boot script, from the first byte of the page (so a form's
 * send button can be enabled in the HTML, and no press is lost).
 */
export function hydrateOnDemand(start: () => void, signals: DemandSignals): () => void {
  let started = false;
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(signals.sessionChannel);
  const controlOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(NEEDS_APP) : null;
  let pressed: HTMLElement | null = null;

  const onKey = () => go();
  const onReach = (event: Event) => {
    if (controlOf(event.target)) go();
  };
  const onClick = (event: Event) => {
    const control = controlOf(event.target);
    // A plain button's press is kept for the app; a submit is the boot script's. Kept only: React
    // may own the button already (the page is hydrated a moment before it says so), and handling
    // the press now as well as on the replay pressed it twice.
    if (control instanceof HTMLButtonElement && control.type === 'button') {
      event.stopPropagation();
      pressed = control;
    }
  };
  const listeners: [EventTarget, string, EventListener][] = [
    [document, 'keydown', onKey],
    // A field filled without a key or a focus (a password manager's autofill) needs the app too.
    [document, 'input', onKey],
    [document, 'pointerdown', onReach],
    [document, 'focusin', onReach],
    [window, 'offline', () => go()],
    [window, WANT_APP_EVENT, () => go()],
  ];
  for (const [target, type, listener] of listeners)
    target.addEventListener(type, listener, { capture: true });
  // Kept after the start: a press between the start and the hydration is replayed too.
  document.addEventListener('click', onClick, { capture: true });
  if (channel) channel.onmessage = () => go();

  let stopWaiting = () => {};
  const stopListening = () => {
    for (const [target, type, listener] of listeners)
      target.removeEventListener(type, listener, { capture: true });
    channel?.close();
  };
  const stopReplay = () => {
    document.removeEventListener('click', onClick, { capture: true });
  };

  function go() {
    if (started) return;
    started = true;
    stopListening();
    stopWaiting = whenHydrated(() => {
      stopReplay();
      if (pressed?.isConnected) pressed.click();
      pressed = null;
    });
    start();
  }

  // A send the boot script held before this ran asked for the app already.
  if (!navigator.onLine || document.documentElement.hasAttribute(WANTED_ATTRIBUTE)) go();
  else
    void signals.wanted().then(
      (yes) => yes && go(),
      () => go(),
    );
  // Stops listening (the tests; a page never needs to).
  return () => {
    started = true;
    stopListening();
    stopReplay();
    stopWaiting();
  };
}

/**
 * Whether a field in `root` holds something other than the HTML gave it: typed, ticked or chosen
 * before this script ran, when no listener was there to hear it (the app starts at once for it).
 */
export function fieldsChanged(root: ParentNode): boolean {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLSelectElement) {
      if (field.selectedIndex !== initialIndex(field)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}

/** The option a drop-down shows as the HTML gave it: the last one marked selected, else the first. */
function initialIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.map((option) => option.defaultSelected).lastIndexOf(true);
  return marked >= 0 ? marked : options.length ? 0 : -1;
}

declare global {
  interface Window {
    /** A form of the app's sent before the page was hydrated, held by the boot script. */
    __heldSend?: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  }
}

/**
 * Sends again, once the page is hydrated, the form the boot script held (its submit cancelled and
 * kept on window: src/shared/color-mode-script.ts), with the button that sent it: one send, the
 * app's. On every page, on demand or not: the scripts of any page start after its first paint.
 */
export function sendHeldFormOnceHydrated(): () => void {
  return whenHydrated(() => {
    const held = window.__heldSend;
    window.__heldSend = undefined;
    if (!held?.form.isConnected) return;
    const { form, submitter } = held;
    form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null);
  });
}

/** Runs `then` once the routed page has marked the document hydrated (route-view.tsx); returns a stop. */
function whenHydrated(then: () => void): () => void {
  const root = document.documentElement;
  if (root.hasAttribute('data-hydrated')) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => observer.disconnect();
}
