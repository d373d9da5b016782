// A screen the server renders with its data (an agent's console page, decision 244): the data goes
// into the page as a JSON block (not executable, so the CSP allows it), keyed as the screen's loads
// are (src/lib/use-remote.ts), so the browser's first render draws what the server drew.

export interface PageData {
  /** The address the page was rendered for: the data is the page's only while it is shown there. */
  path: string;
  entries: Record<string, unknown>;
}

export const PAGE_DATA_ELEMENT_ID = '__page-data';

/** The JSON block after the mount element; `<` escaped so no text can end the block. */
export function pageDataBlock(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** One spelling of an address: lower case, no trailing slash. */
export const samePagePath = (a: string, b: string) =>
  a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();
