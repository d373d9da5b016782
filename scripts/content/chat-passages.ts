// The chat assistant's passages, made at build time from the compiled content so that the server
// reads a JSON file at start instead of compiling markdown (decision 161).
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PagePayload } from '../../src/shared/content-types';
import {
  CHAT_PASSAGES_FORMAT,
  calculatorPassage,
  contentPassages,
  serviceCategoryPassages,
  type ChatPassagesFile,
} from '../../src/server/chat/passages';
import { serviceCategories } from '../../src/shared/services-catalog';
import { compileContent } from './compile';

/** The passages of the compiled pages, with the hash the server compares with its index's. */
export function chatPassages(payloads: Iterable<PagePayload>): ChatPassagesFile {
  const passages = [
    ...contentPassages(payloads),
    ...serviceCategoryPassages(serviceCategories),
    calculatorPassage(),
  ];
  const hash = createHash('sha256').update(JSON.stringify(passages)).digest('hex');
  return { format: CHAT_PASSAGES_FORMAT, hash, passages };
}

/** Writes the passages of `payloads` (by default the compiled src/content) to `file`. */
export async function writeChatPassages(
  file: string,
  payloads: Iterable<PagePayload> = compileContent().values(),
): Promise<ChatPassagesFile> {
  const made = chatPassages(payloads);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(made));
  return made;
}
