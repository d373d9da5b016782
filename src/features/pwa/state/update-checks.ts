// When to ask the server whether a newer build is out (decision 050): after 1 s (10 s on a very slow
// connection), every 60 minutes, and when the app is shown again or restored from the bfcache.

export const CHECK_EVERY_MS = 60 * 60 * 1000;
export const LATEST_URL = '/builds/latest.json';

/** The first check waits longer on 2G so it does not compete with the page's own loading. */
export function firstCheckDelay(effectiveType: string | undefined): number {
  return effectiveType === 'slow-2g' || effectiveType === '2g' ? 10_000 : 1_000;
}

/** The build id the server names now, or undefined when it cannot be reached or answers oddly. */
export async function fetchLatestBuildId(
  fetcher: typeof fetch = fetch,
  now = Date.now(),
): Promise<string | undefined> {
  try {
    // The query and no-store both keep every cache (HTTP, CDN, service worker) out of the answer.
    const response = await fetcher(`${LATEST_URL}?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const data = (await response.json()) as { id?: unknown };
    return typeof data.id === 'string' ? data.id : undefined;
  } catch {
    return undefined;
  }
}

export interface UpdateCheckOptions {
  /** The build the page runs; unknown (no worker controls the page yet), the first answer is it. */
  currentId: string | undefined;
  /** Called when the server names another build: the page asks the registration to update. */
  onNewBuild: (id: string) => void;
  fetcher?: typeof fetch;
  effectiveType?: string;
  target?: Pick<
    Window,
    | 'addEventListener'
    | 'removeEventListener'
    | 'setTimeout'
    | 'clearTimeout'
    | 'setInterval'
    | 'clearInterval'
  >;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** Starts the checks; returns a function that stops them. */
export function startUpdateChecks(options: UpdateCheckOptions): () => void {
  const target = options.target ?? window;
  const doc = options.doc ?? document;
  let running = false;
  let current = options.currentId;
  async function check() {
    if (running) return;
    running = true;
    try {
      const id = await fetchLatestBuildId(options.fetcher);
      if (id && !current) current = id;
      else if (id && id !== current) options.onNewBuild(id);
    } finally {
      running = false;
    }
  }
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  // iOS home-screen apps come back from the bfcache instead of loading again.
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) void check();
  };
  const first = target.setTimeout(() => void check(), firstCheckDelay(options.effectiveType));
  const every = target.setInterval(() => void check(), CHECK_EVERY_MS);
  doc.addEventListener('visibilitychange', onVisible);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    target.clearTimeout(first);
    target.clearInterval(every);
    doc.removeEventListener('visibilitychange', onVisible);
    target.removeEventListener('pageshow', onPageShow);
  };
}
