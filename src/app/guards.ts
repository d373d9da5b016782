// Route guards (spec section 6), run before a route renders. The rules the spec leaves open are
// ours: anonymous visitors go to /login and come back after; members skip the login page.
import type { PublicUser } from '../shared/auth-schemas';

export interface GuardContext {
  /** Path and query of the page being opened. */
  path: string;
  user: PublicUser | null;
}

/** A path to redirect to, or undefined to let the page render. */
type Guard = (context: GuardContext) => string | undefined;

const guards: Record<string, Guard> = {
  auth: ({ path, user }) => (user?.id ? undefined : `/login?redirect=${encodeURIComponent(path)}`),
  guest: ({ user }) => (user?.id ? '/dashboard' : undefined),
};

/** Throws for a name no guard has, even before the session is known: that is a programming error. */
export function assertGuardsExist(names: readonly string[]): void {
  for (const name of names) {
    if (!Object.hasOwn(guards, name)) throw new Error(`Unknown route middleware: ${name}`);
  }
}

export function runGuards(names: readonly string[], context: GuardContext): string | undefined {
  assertGuardsExist(names);
  for (const name of names) {
    const redirect = guards[name]?.(context);
    if (redirect) return redirect;
  }
  return undefined;
}
