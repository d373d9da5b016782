import { describe, expect, it } from 'vitest';
import { deferModules } from './defer-modules.mjs';

const template = `<html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/store-C.js">
    <link rel="stylesheet" crossorigin href="/assets/style-D.css">
  </head><body></body></html>`;

describe('deferring the template modules', () => {
  it('replaces the module tags by one list, entry first, and keeps the stylesheet', () => {
    const html = deferModules(template);
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-D.css">');
    expect(html).toContain(
      '<script type="application/json" id="__modules">["/assets/index-A.js","/assets/react-B.js","/assets/store-C.js"]</script>',
    );
  });

  it('refuses a template without exactly one entry script', () => {
    expect(() => deferModules('<html><head></head></html>')).toThrow(/one module script/);
  });
});
