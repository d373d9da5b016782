// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyColorMode, checkForcedMode, parsePreference, resolveColorMode } from './color-mode';

describe('colour mode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the device when the preference is system', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });

  it('uses an explicit choice whatever the device prefers', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('treats unknown saved values as system', () => {
    expect(parsePreference('purple')).toBe('system');
    expect(parsePreference(null)).toBe('system');
    expect(parsePreference('dark')).toBe('dark');
  });

  it('marks the html element with the preference and the resolved mode', () => {
    applyColorMode('system', 'dark', document.documentElement);
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
    expect(document.documentElement.getAttribute('data-color-preference')).toBe('system');
  });

  it('warns when a page forces system and forces nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkForcedMode('system')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(checkForcedMode('dark')).toBe('dark');
  });
});
