// Colour mode rules (docs/decisions/012-colour-mode-and-csp.md). src/shared/color-mode-script.ts repeats resolve + apply in plain JS
// because it runs inline before first paint, before any module loads; boot-script.test.ts keeps both in step.
export type ColorModePreference = 'system' | 'light' | 'dark';
export type ResolvedColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'color-mode';
export const COLOR_MODE_OPTIONS: { value: ColorModePreference; label: string }[] = [
  { value: 'system', label: 'Match my device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function parsePreference(value: unknown): ColorModePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function resolveColorMode(
  preference: ColorModePreference,
  systemPrefersDark: boolean,
): ResolvedColorMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function applyColorMode(
  preference: ColorModePreference,
  resolved: ResolvedColorMode,
  root: HTMLElement,
): void {
  root.setAttribute('data-color-preference', preference);
  root.setAttribute('data-color-mode', resolved);
}

/** A forced mode must be concrete: forcing 'system' means nothing, so it is refused with a warning. */
export function checkForcedMode(mode: ColorModePreference): ResolvedColorMode | undefined {
  if (mode === 'system') {
    console.warn('[color-mode] Forcing the colour mode to "system" has no effect; force "light" or "dark".');
    return undefined;
  }
  return mode;
}
