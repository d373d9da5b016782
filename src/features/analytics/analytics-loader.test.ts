// @vitest-environment happy-dom
// public/analytics.js runs as a plain script in the browser; here it runs against happy-dom with a
// stand-in for the <script> tag the server writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const code = readFileSync(path.resolve(__dirname, '../../../public/analytics.js'), 'utf8');
const THIRD_PARTY = 'https://stats.example.com/script.js';

function run(attributes: Record<string, string>, privacy: { doNotTrack?: string; gpc?: boolean } = {}) {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: privacy.doNotTrack ?? null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: privacy.gpc, configurable: true });
  new Function(code)();
}

const added = () => document.head.querySelector<HTMLScriptElement>(`script[src="${THIRD_PARTY}"]`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the analytics loader', () => {
  it('adds the third-party script with the site id when the visitor has not opted out', () => {
    run({ 'data-src': THIRD_PARTY, 'data-site-id': 'harbor' });
    expect(added()).not.toBeNull();
    expect(added()?.async).toBe(true);
    expect(added()?.getAttribute('data-site-id')).toBe('harbor');
  });

  it('adds nothing when Do Not Track is on', () => {
    run({ 'data-src': THIRD_PARTY }, { doNotTrack: '1' });
    expect(added()).toBeNull();
  });

  it('adds nothing when Global Privacy Control is on', () => {
    run({ 'data-src': THIRD_PARTY }, { gpc: true });
    expect(added()).toBeNull();
  });

  it('adds nothing when the tag names no script', () => {
    run({});
    expect(document.head.querySelector('script')).toBeNull();
  });
});
