import { describe, expect, it } from 'vitest';
import { payloadUrl } from './content-types';

describe('payloadUrl', () => {
  it('puts the page data beside the page: / -> /_payload.json, /a/b -> /a/b/_payload.json', () => {
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/services/health/medicare')).toBe('/services/health/medicare/_payload.json');
    expect(payloadUrl('/resources/medicare-guide/#part-d')).toBe('/resources/medicare-guide/_payload.json');
  });

  it("refuses a URL with a host name with the spec's message", () => {
    expect(() => payloadUrl('https://evil.example/x')).toThrow('Payload URL must not include hostname');
    expect(() => payloadUrl('//evil.example/x')).toThrow('Payload URL must not include hostname');
  });
});
