// Prefetches the page data of internal links as they come near the viewport or get the pointer or
// focus. Only routes that have page data are fetched (`payload` in src/shared/route-table.ts).
import { hasPayload } from '@/shared/route-table';
import { whenIdle } from '@/lib/tasks';
import { prefetchPayload } from './payload-store';

function pathOf(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0]!;
  return path !== window.location.pathname && hasPayload(path) ? path : undefined;
}

function prefetchAnchor(target: EventTarget | null): void {
  const anchor = target instanceof Element ? target.closest('a') : null;
  const path = anchor && pathOf(anchor);
  if (path) prefetchPayload(path);
}

/** Starts prefetching for the whole document; returns a function that stops it. */
export function startPayloadPrefetch(root: HTMLElement = document.body): () => void {
  const onIntent = (event: Event) => prefetchAnchor(event.target);
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  root.addEventListener('touchstart', onIntent, { passive: true });

  let observer: IntersectionObserver | undefined;
  let mutations: MutationObserver | undefined;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if ('IntersectionObserver' in window && !connection?.saveData) {
    // A link in view is fetched for when the browser is idle: the observer reports every link on
    // screen at once, just after hydration, and each fetch costs the main thread (decision 247).
    // A pointer or focus on a link (above) fetches at once.
    const io = new IntersectionObserver((seen) => {
      for (const entry of seen) {
        if (!entry.isIntersecting) continue;
        io.unobserve(entry.target);
        whenIdle(() => prefetchAnchor(entry.target));
      }
    });
    const observeAll = () => root.querySelectorAll('main a[href^="/"]').forEach((a) => io.observe(a));
    observeAll();
    mutations = new MutationObserver(observeAll);
    mutations.observe(root, { childList: true, subtree: true });
    observer = io;
  }
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
    root.removeEventListener('touchstart', onIntent);
    observer?.disconnect();
    mutations?.disconnect();
  };
}
