// Route guards, named by each page's registry entry (src/shared/route-table.ts), run before a route
// renders. The rules: anonymous visitors go to /login and come back after; members skip the login page.
import type { PublicUser } from '../shared/auth-schemas';
import type { GuardName } from '../shared/route-table';

export interface GuardContext {
  /** Path and query of the page being opened. */
  path: string;
  user: PublicUser | null;
}

/** A path to redirect to, or undefined to let the page render. */
type Guard = (context: GuardContext) => string | undefined;

// Keyed by GuardName: a guard the registry names but nobody wrote fails `npm run typecheck`.
const guards: Record<GuardName, Guard> = {
  auth: ({ path, user }) => (user?.id ? undefined : `/login?redirect=${encodeURIComponent(path)}`),
  guest: ({ user }) => (user?.id ? '/dashboard' : undefined),
};

/**
 * Throws for a name no guard has, even before the session is known. The types already refuse one;
 * this catches a name that reached here untyped (a cast, plain JavaScript).
 */
export function assertGuardsExist(names: readonly string[]): void {
  for (const name of names) {
    if (!Object.hasOwn(guards, name)) throw new Error(`Unknown route middleware: ${name}`);
  }
}

export function runGuards(names: readonly GuardName[], context: GuardContext): string | undefined {
  assertGuardsExist(names);
  for (const name of names) {
    const redirect = guards[name](context);
    if (redirect) return redirect;
  }
  return undefined;
}
