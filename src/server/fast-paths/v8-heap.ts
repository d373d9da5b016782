// The server's heap is sized for a small machine (decision 168): V8 left to itself
// grows the heap under load to two or three times what is live, and an idle server is not collected
// again, so the resident memory after a burst of chat and search stayed 150 MB above a fresh one.
// While the server starts (migrations, the knowledge index) `--optimize-for-size` collects soon and
// grows the heap in small steps. Once it serves, `servingHeap()` trades that for a young generation
// that may grow (with the flag it stayed at a megabyte or two, so a page's answer paid for five
// hundred collections a second and a third of its CPU) and an old generation that grows by a quarter
// at a time. This module is the entry's first import, so every way the server is started (npm start
// and serve, a deploy unit, the bench, the tests) runs with it, rather than on each command line.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--optimize-for-size');

/** The heap's settings for serving, once the start's allocations are done. */
export function servingHeap(): void {
  setFlagsFromString('--no-optimize-for-size');
  setFlagsFromString('--heap-growing-percent=25');
}
