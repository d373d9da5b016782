import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  applyColorMode,
  checkForcedMode,
  parsePreference,
  resolveColorMode,
  type ColorModePreference,
} from '../state/color-mode';

const listeners = new Set<() => void>();
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readPreference(): ColorModePreference {
  try {
    return parsePreference(localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forced by a page: the saved preference is kept but not applied while the page is shown. */
let forced: 'light' | 'dark' | undefined;

function applyCurrent(): void {
  const preference = readPreference();
  const resolved = forced ?? resolveColorMode(preference, window.matchMedia(DARK_QUERY).matches);
  applyColorMode(preference, resolved, document.documentElement);
}

/** The saved preference and a setter. The server snapshot is 'system' so hydration never differs. */
export function useColorMode(): [ColorModePreference, (next: ColorModePreference) => void] {
  const preference = useSyncExternalStore(subscribe, readPreference, () => 'system' as const);
  const setPreference = useCallback((next: ColorModePreference) => {
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the choice still applies to this page view.
    }
    applyCurrent();
    listeners.forEach((listener) => listener());
  }, []);

  useEffect(() => {
    // Follow the device when the preference is 'system' and the device switches theme.
    const media = window.matchMedia(DARK_QUERY);
    media.addEventListener('change', applyCurrent);
    return () => media.removeEventListener('change', applyCurrent);
  }, []);

  return [preference, setPreference];
}

/** Lets a page force a colour mode while it is shown. Forcing 'system' only warns. */
export function useForcedColorMode(mode: ColorModePreference | undefined): void {
  useEffect(() => {
    if (!mode) return;
    const resolved = checkForcedMode(mode);
    if (!resolved) return;
    forced = resolved;
    applyCurrent();
    return () => {
      forced = undefined;
      applyCurrent();
    };
  }, [mode]);
}
