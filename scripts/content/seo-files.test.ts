import { describe, expect, it } from 'vitest';
import { robotsTxt } from './seo-files';

/** RFC 9309 for one group: the longest matching rule wins, Allow on a tie; `*` and `$` as Google reads them. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line))
    .flatMap((found) => (found ? [{ allow: found[1]!.toLowerCase() === 'allow', path: found[2]! }] : []));
  let best: { allow: boolean; length: number } | undefined;
  for (const rule of rules) {
    const pattern = rule.path.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    if (!new RegExp(`^${pattern}`).test(path)) continue;
    const length = rule.path.length;
    if (!best || length > best.length || (length === best.length && rule.allow))
      best = { allow: rule.allow, length };
  }
  return best?.allow ?? true;
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://www.example.com');

  it('lets crawlers read the public question pages under /dashboard', () => {
    expect(allowed(robots, '/dashboard/question/0b7d6a4e-5f8c-4f43-9a51-3c2e1d0f9a11')).toBe(true);
    expect(allowed(robots, '/')).toBe(true);
    expect(allowed(robots, '/services/auto')).toBe(true);
  });

  it("keeps them out of every member's own page, the agent console and the API", () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/ask',
      '/dashboard/search?q=flood',
      '/dashboard/WebsiteBuild',
      '/dashboard/account',
      '/dashboard/chat',
      '/dashboard/agent',
      '/dashboard/agent/questions/0b7d6a4e-5f8c-4f43-9a51-3c2e1d0f9a11',
      '/api/questions',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });

  it('names the sitemap at the site address', () => {
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });
});
