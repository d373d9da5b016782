// Where a device finds the chat's passages (issue 47, decision 264): the build writes the same file
// for the server (dist/server/chat-passages.json) and for browsers (dist/client, this path). Not in
// the install precache: the chat screen fetches it and the worker keeps it (src/sw.ts).
import type { Passage } from './passage';

export const DEVICE_PASSAGES_PATH = '/chat-passages.json';

/** The file's shape (src/server/chat/passages.ts ChatPassagesFile), as much as a device reads. */
export interface DevicePassagesFile {
  format: number;
  hash: string;
  passages: Passage[];
}
