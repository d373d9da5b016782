import { describe, expect, it } from 'vitest';
import { deleteAccountSchema, deviceName, profileSchema } from './account-schemas';

describe('deviceName', () => {
  it('names common browsers and systems in plain words', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
  });

  it('says so when there is no user agent', () => {
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('curl/8.5.0')).toBe('A browser');
  });
});

describe('account schemas', () => {
  it('check a profile with the registration rules', () => {
    const result = profileSchema.safeParse({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phone: '(207) 555-0148',
      email: 'Ada@Example.com',
    });
    expect(result.success && result.data).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+12075550148',
      email: 'ada@example.com',
    });
  });

  it('ask for the password and the typed username before deleting', () => {
    const result = deleteAccountSchema.safeParse({ password: '', confirm: ' ' });
    expect(result.success).toBe(false);
  });
});
