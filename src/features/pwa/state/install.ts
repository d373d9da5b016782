// When to invite someone to install the site (decision 050's sibling rules): never on the first page
// they see, never again once they said no, never when it is already installed.

export const INSTALL_DISMISSED_KEY = 'pwa:install-dismissed';
/** Pages seen in this visit before the invitation may show: by then the site has earned the question. */
export const PAGES_BEFORE_INVITE = 2;

export interface InstallEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
}

/** iOS and iPadOS Safari have no install prompt: the person adds the site from the Share menu. */
export function isIosSafari(env: InstallEnvironment): boolean {
  const ios =
    /iphone|ipad|ipod/i.test(env.userAgent) || (/macintosh/i.test(env.userAgent) && env.maxTouchPoints > 1);
  // Other iOS browsers (CriOS, FxiOS, EdgiOS) cannot add to the home screen from their menu the same way.
  return ios && /safari/i.test(env.userAgent) && !/crios|fxios|edgios/i.test(env.userAgent);
}

export function currentEnvironment(): InstallEnvironment {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone };
}

export function wasDismissed(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissal(storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: it shows again next visit, which is acceptable.
  }
}
