// The queue is worked through from the keyboard: arrow keys or j/k move between rows, Home and End
// go to the ends, Enter (the row's own link) opens one, and its heading then takes focus.

/** The row index a key moves to from `index` in a list of `count` rows; undefined for other keys. */
export function rowForKey(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown' || key === 'j') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp' || key === 'k') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

let openedFromQueue = false;

/** Called when a row is opened: the item's heading takes focus once it has loaded. */
export function markOpenedFromQueue(): void {
  openedFromQueue = true;
}

export function consumeOpenedFromQueue(): boolean {
  const was = openedFromQueue;
  openedFromQueue = false;
  return was;
}
