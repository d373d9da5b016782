// The server's heap is sized for a small machine (decision 168, amended): V8 left to itself grows
// the heap under load to two or three times what is live, and an idle server is not collected
// again, so the resident memory after a burst of chat and search stayed 150 MB above a fresh one.
// `--optimize-for-size` makes V8 grow the heap in smaller steps and collect sooner. It is set here,
// the entry's first import, so every way the server is started (npm start, serve, a deploy unit,
// the bench, the tests) runs with it, rather than on each command line.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--optimize-for-size');
