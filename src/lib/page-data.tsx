// The data a server-rendered screen came with (src/shared/page-data.ts), for its first render only.
// On the server it is given to the render (ServerPageData, per request); in the browser it is read
// once from the page and removed from it, given to the screen while the address is the one it was
// served for, and dropped for good once any screen asks for it at another address, so nothing of it
// outlives the page view it was sent for (a later visit loads afresh; a logout leaves nothing of
// it behind). Outside the entry chunk: only screens that load data bring it.
import { createContext, useContext } from 'react';
import { PAGE_DATA_ELEMENT_ID, samePagePath, type PageData } from '../shared/page-data';

/** The server render's page data (src/entry-server.tsx); the browser never provides it. */
export const ServerPageData = createContext<PageData | undefined>(undefined);

let embedded: PageData | undefined | null = null;

/** The block the server wrote after the page, taken out of the page the first time it is asked for. */
function takeEmbedded(): PageData | undefined {
  if (embedded !== null) return embedded;
  embedded = undefined;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as PageData;
    if (typeof data?.path === 'string' && data.entries) embedded = data;
  } catch (error) {
    console.warn('[page data] the embedded data could not be read', error);
  }
  return embedded;
}

/** What the server rendered for this load's key, while the page is still the one it rendered. */
export function usePageData<T>(key: string | null): T | undefined {
  const served = useContext(ServerPageData);
  if (key === null) return undefined;
  if (served || typeof document === 'undefined') return served?.entries[key] as T | undefined;
  const data = takeEmbedded();
  if (!data) return undefined;
  if (!samePagePath(data.path, location.pathname)) {
    embedded = undefined;
    return undefined;
  }
  return data.entries[key] as T | undefined;
}

/** Whether the render has data from the server (a screen's shell then draws the screen with it). */
export const useServerPageData = () => useContext(ServerPageData) !== undefined;
