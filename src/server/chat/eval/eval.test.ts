// The chat's evaluation (README.md here): questions in members' words, through the real intent and
// retrieval path on a real knowledge index. Prints the dev and held-out scores. Tune only against
// dev.json; held-out.json is only ever scored.
// The target is 90 % on the held-out part; on 2026-11-26 it stands at 75.4 % (issue 20 open).
// Until the target is met the test fails only on a fall below today's score (HELD_OUT_FLOOR), so a
// change that makes the chat worse on questions nobody tuned against cannot land unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { ensureKnowledgeIndex, passagesFromFile } from '../knowledge-index';
import { testChatPassagesFile } from '../../test/test-app';
import dev from './dev.json';
import heldOut from './held-out.json';
import { kinds, percent, score, type EvalEntry } from './score';

const HELD_OUT_TARGET = 0.9;
const HELD_OUT_FLOOR = 0.75;

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
  await ensureKnowledgeIndex(t.database.db, silentLogger, passagesFromFile(testChatPassagesFile()));
}, 180_000);
afterAll(() => t.dispose());

describe('the chat evaluation set', () => {
  it('answers the dev and held-out questions; the held-out part no worse than its floor', async () => {
    const devScore = await score(t.database.db, dev as EvalEntry[]);
    const heldScore = await score(t.database.db, heldOut as EvalEntry[]);
    console.log(
      `[chat eval] dev ${percent(devScore)} (${kinds(devScore)})\n` +
        (process.env.EVAL_MISSES ? `  dev misses:\n  ${devScore.misses.join('\n  ')}\n` : '') +
        `[chat eval] held-out ${percent(heldScore)} (${kinds(heldScore)}); ` +
        `target ${HELD_OUT_TARGET * 100} %: ${heldScore.right / heldScore.total >= HELD_OUT_TARGET ? 'met' : 'MISSED'}`,
    );
    expect(heldScore.right / heldScore.total).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  }, 300_000);
});
