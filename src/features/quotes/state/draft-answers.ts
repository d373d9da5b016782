// What a quote in progress holds that the person answered, and what they typed into the page before
// the stored draft was read. Free of the store, so the entry can ask it of a stored draft before the
// app runs (main.tsx: a quote page with answers kept on the device starts its app at once).
import type { Question } from './quote-steps';

type Value = string | string[] | boolean;

/** Fields every new draft carries before anyone types: not answers. */
const PRESET = new Set(['service', 'consentVersion', 'website']);

interface DraftShape {
  step: number;
  values: Record<string, Value>;
}

/** True once the person answered something (a name, a birth date, a health answer ...). */
export function quoteDraftHasAnswers(draft: DraftShape): boolean {
  if (draft.step > 0) return true;
  return Object.entries(draft.values).some(([name, value]) => {
    if (PRESET.has(name)) return false;
    return Array.isArray(value) ? value.length > 0 : value !== '' && value !== false;
  });
}

/**
 * The same, of whatever the device holds under a page's key (main.tsx, `data-stored`): a quote's
 * draft (or an older shape), or anything without `values` that a page keeps only while it holds
 * answers (the calculator's changed values: true when there).
 */
export function storedDraftHasAnswers(stored: unknown): boolean {
  const draft = stored as Partial<DraftShape> | null | undefined;
  if (!draft || typeof draft !== 'object') return false;
  if (!('values' in draft)) return true;
  if (!draft.values || typeof draft.values !== 'object') return false;
  return quoteDraftHasAnswers({ step: Number(draft.step) || 0, values: draft.values });
}

/**
 * The answers to `questions` that the form's fields hold although nothing was rendered into them:
 * typed or picked in the page's HTML before the app ran (hydration keeps what the fields show).
 */
export function answersInPage(
  form: HTMLFormElement | null,
  questions: readonly Question[],
): Record<string, Value> {
  const found: Record<string, Value> = {};
  if (!form) return found;
  for (const question of questions) {
    const fields = [...form.elements].filter(
      (el): el is HTMLInputElement | HTMLSelectElement =>
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.name === question.name,
    );
    if (question.kind === 'checkboxes') {
      const picked = fields
        .filter((el) => el instanceof HTMLInputElement && el.checked)
        .map((el) => el.value);
      if (picked.length) found[question.name] = picked;
    } else if (question.kind === 'radio') {
      const picked = fields.find((el) => el instanceof HTMLInputElement && el.checked);
      if (picked) found[question.name] = picked.value;
    } else if (fields[0] && fields[0].value !== '') found[question.name] = fields[0].value;
  }
  return found;
}
