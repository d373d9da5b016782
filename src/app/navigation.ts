// navigateTo: the one way code (not links) leaves the current page. Safety rules: blob:, data:,
// javascript: and vbscript: URLs are refused, and another origin needs an explicit external flag.
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { aroundNav } from './view-transition';

const REFUSED_PROTOCOLS = new Set(['blob:', 'data:', 'javascript:', 'vbscript:']);

export class NavigationError extends Error {
  override name = 'NavigationError';
}

export interface NavigateOptions {
  external?: boolean;
  replace?: boolean;
}

export type NavigationPlan = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/** Decides where a URL leads, or throws NavigationError when it must not be followed. */
export function planNavigation(
  url: string,
  options: NavigateOptions = {},
  origin = window.location.origin,
): NavigationPlan {
  let target: URL;
  try {
    target = new URL(url.trim(), origin);
  } catch {
    throw new NavigationError(`Cannot navigate to an invalid URL: ${url}`);
  }
  if (REFUSED_PROTOCOLS.has(target.protocol)) {
    throw new NavigationError(`Cannot navigate to a URL with '${target.protocol}' protocol.`);
  }
  if (target.origin === origin)
    return { kind: 'internal', path: target.pathname + target.search + target.hash };
  if (!options.external) {
    throw new NavigationError(
      'Navigating to an external URL is not allowed by default. Use `navigateTo(url, { external: true })`.',
    );
  }
  return { kind: 'external', href: target.href };
}

export interface NavigationDeps {
  internal: (path: string, replace: boolean) => void;
  external: (href: string, replace: boolean) => void;
}

const browserDeps: NavigationDeps = {
  internal: (path, replace) => aroundNav(browserNavigate, path, { replace }),
  external: (href, replace) => (replace ? window.location.replace(href) : window.location.assign(href)),
};

export function navigateTo(
  url: string,
  options: NavigateOptions = {},
  deps: NavigationDeps = browserDeps,
): void {
  const plan = planNavigation(url, options);
  if (plan.kind === 'internal') deps.internal(plan.path, Boolean(options.replace));
  else deps.external(plan.href, Boolean(options.replace));
}
