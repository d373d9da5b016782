// The chat's engine runs on a device as it runs on the server (issue 44 §7, issue 47): every dev
// set's question is answered through the server's path (the database's passages, retrieval, the
// streamed built-in engine: score.ts) and through answerFromIndex on an index of the build's same
// passages, and the replies must be identical, word for word, citation for citation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerFromIndex,
  indexPassages,
  type ChatIndex,
} from '../../../shared/chat-engine/answer-from-index';
import type { Turn } from '../../../shared/chat-engine/turn';
import { silentLogger } from '../../logger';
import { testChatPassagesFile } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { chatIndex } from '../chat-index';
import { ensureKnowledgeIndex, passagesFromFile } from '../knowledge-index';
import { answer, type Answer, type EvalEntry } from './score';

// The dev sets only, whatever their number: the held-out sets are scored by eval.test.ts alone.
const devSets = import.meta.glob<EvalEntry[]>('./dev*.json', { eager: true, import: 'default' });

let t: TestDatabase;
let device: ChatIndex;

beforeAll(async () => {
  t = await openTestDatabase();
  const source = passagesFromFile(testChatPassagesFile());
  await ensureKnowledgeIndex(t.database.db, silentLogger, source);
  device = indexPassages((await source()).passages);
}, 180_000);
afterAll(() => t.dispose());

/** Both paths' replies to an entry's question, after its previous question when it has one. */
async function bothReplies(entry: EvalEntry): Promise<[server: Answer, device: Answer][]> {
  const pairs: [Answer, Answer][] = [];
  const history: [server: Turn[], device: Turn[]] = [[], []];
  for (const question of [entry.previous, entry.question]) {
    if (question === undefined) continue;
    const server = await answer(t.database.db, question, undefined, history[0]);
    const local = answerFromIndex(device, question, history[1]);
    pairs.push([server, local]);
    history[0] = [
      { role: 'user', text: question },
      { role: 'assistant', text: server.text },
    ];
    history[1] = [
      { role: 'user', text: question },
      { role: 'assistant', text: local.text },
    ];
  }
  return pairs;
}

describe('the chat engine on a device', () => {
  it('indexes the same passages as the server', async () => {
    // The same passages, not in the same order: the server reads its rows unordered.
    const server = await chatIndex(t.database.db);
    const contents = (index: ChatIndex) =>
      [...index.passages.values()]
        .map((p) => JSON.stringify([p.source, p.url, p.title, p.heading, p.text]))
        .sort();
    expect(device.size).toBe(server.size);
    expect(contents(device)).toEqual(contents(server));
  });

  it("answers every dev set's question exactly as the server's built-in engine does", async () => {
    const names = Object.keys(devSets).sort();
    expect(names.length).toBeGreaterThan(0);
    let replies = 0;
    const different: string[] = [];
    for (const name of names) {
      for (const entry of devSets[name]!) {
        for (const [server, local] of await bothReplies(entry)) {
          replies += 1;
          if (JSON.stringify(local) !== JSON.stringify(server)) different.push(`${name} ${entry.id}`);
        }
      }
    }
    console.log(
      `[chat parity] ${replies} replies to the ${names.length} dev sets' questions: ${replies - different.length} identical`,
    );
    expect(different).toEqual([]);
  }, 300_000);
});
