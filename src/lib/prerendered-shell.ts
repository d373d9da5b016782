// The prerendered shell of a member's screen (decision 195): the server sent its heading, intro and
// placeholders; the app renders in the browser and would replace them with an empty "checking your
// session" box, then the screen, moving everything twice. The markup is kept here at start-up and
// shown again, unchanged, until the screen itself renders.

let kept: { path: string; html: string } | undefined;

/** Called once before the app renders: keeps the shell's markup for the address it was served for. */
export function keepPrerenderedShell(container: Element, path: string): void {
  const shell = container.querySelector('[data-screen-shell]');
  if (shell) kept = { path, html: shell.innerHTML };
}

/** The kept markup when it was served for this address, else undefined. */
export function prerenderedShellFor(path: string): string | undefined {
  return kept && kept.path === path ? kept.html : undefined;
}
