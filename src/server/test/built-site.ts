// A built site's files in a temporary folder, as `npm run build` leaves those the server's page
// routes read: the app shell, the 404 page and the unfilled page template (dist/server/template.html).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Harbor Point</title><!--app-head--></head>
<body><div id="__nuxt"><!--app-html--></div><script type="module" src="/assets/main.js"></script></body></html>`;

export interface BuiltSite {
  /** dist/client's stand-in. */
  staticDir: string;
  /** Writes a file at a path relative to the folder (client/..., server/...). */
  write(relative: string, content: string): void;
  remove(): void;
}

export function builtSite(name: string): BuiltSite {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const write = (relative: string, content: string) => {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('client/_shell.html', '<html><div id="__nuxt" data-shell></div></html>');
  write('client/404.html', '<html><h1>Page Not Found: __NOT_FOUND_PATH__</h1></html>');
  write('server/template.html', TEMPLATE);
  return {
    staticDir: path.join(dir, 'client'),
    write,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
