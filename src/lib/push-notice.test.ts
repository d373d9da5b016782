import { describe, expect, it } from 'vitest';
import { noticeFromPush, sitePath } from './push-notice';

describe('the notice a push shows', () => {
  it('takes the title, line and path the server sent', () => {
    const text = JSON.stringify({
      title: 'An agent answered your question',
      body: 'Open it.',
      url: '/dashboard/question/1',
    });
    expect(noticeFromPush(text)).toEqual({
      title: 'An agent answered your question',
      body: 'Open it.',
      url: '/dashboard/question/1',
    });
  });

  it('opens the dashboard instead of an address that leaves the site', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
    ]) {
      expect(noticeFromPush(JSON.stringify({ title: 'x', body: 'y', url })).url, url).toBe('/dashboard');
    }
    expect(sitePath('/dashboard/WebsiteBuild?from=push')).toBe('/dashboard/WebsiteBuild?from=push');
  });

  it('still shows a notice for a push it cannot read', () => {
    expect(noticeFromPush('not json').title).toBe('News from your agency');
    expect(noticeFromPush(undefined).url).toBe('/dashboard');
    expect(noticeFromPush(JSON.stringify({ title: 'x'.repeat(500) })).title).toHaveLength(120);
  });
});
