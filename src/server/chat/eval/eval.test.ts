// The chat's evaluation (README.md here): questions in members' words, through the real intent and
// retrieval path on a real knowledge index. Prints each set's score and the time per question.
// Tune only against the dev sets (dev.json, dev-2.json ... dev-7.json); held-out.json is only ever scored, and its
// misses are never printed (EVAL_MISSES=1 lists the misses of the dev sets only). EVAL_DEV_ONLY=1
// skips held-out altogether, so that work on the dev sets does not even see its score.
// The target is 90 % on the held-out part, and the test fails under it (met on 2026-11-27,
// decision 220 update (f)): a change that makes the chat worse on questions nobody tuned against
// cannot land unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { ensureKnowledgeIndex, passagesFromFile } from '../knowledge-index';
import { testChatPassagesFile } from '../../test/test-app';
import dev from './dev.json';
import dev2 from './dev-2.json';
import dev3 from './dev-3.json';
import dev4 from './dev-4.json';
import dev5 from './dev-5.json';
import dev6 from './dev-6.json';
import dev7 from './dev-7.json';
import dev8 from './dev-8.json';
import heldOut from './held-out.json';
import heldOut8 from './held-out-8.json';
import { qualityLine } from './quality';
import { kinds, percent, score, timing, type EvalEntry } from './score';

const HELD_OUT_TARGET = 0.9;
// 55 of 65 on 2026-11-27 (decision 220, update); still 55 of 65 after update (b); 56 of 65 once a
// pair of the question's words side by side counted (update (d)); 57 of 65 once price and request
// patterns read members' forms and Spanish read more everyday words (update (e)); 58 of 65 with the
// rank scaled by coverage (update (f)); 59 of 65 (90.8 %) once Medicare's parts were words of their
// own and more requests were read (update (f)): the target, now the floor.
// dev-3 (written 2026-11-27 before the changes it measures, decision 220 update (b)): 66/90 before,
// 72/90 after; 74/90 once the glossary said what members call things (decision 220, update (c));
// 77/90 with the word-pair bonus (update (d)); 74/90 once the rank was scaled by coverage (update
// (f)), a trade the blind sixth set decided (+4 there, +4 on dev-4). Its floor is the score it
// reached, so a change that loses its questions is seen.
const DEV_3_FLOOR = 0.82;
// dev-4 (written 2026-11-27 by someone who had not read the chat's code, update (e)): 81/120 before
// any change, 102/120 after; 106/120 with the rank scaled by coverage, 105/120 once "part b" was
// one word (update (f)).
const DEV_4_FLOOR = 0.87;
// dev-5 (price, hand-off and off-topic questions, written the same way, update (e)): 43/70 before,
// 65/70 after; 64/70 with the rank scaled by coverage (update (f)).
const DEV_5_FLOOR = 0.91;
// dev-6 (written 2026-11-27 the same way, blind, update (f)): 84/100 before any change, 88/100 with
// the rank scaled by coverage, 98/100 once its misses' kinds were read (agency states, a failed
// payment, an annuity's monthly amount, advice not ours).
const DEV_6_FLOOR = 0.97;
// dev-7 (80 questions, written blind after the held-out target was met, update (f)): 72/80 = 90 %
// before any change, the check that the target holds on questions nobody had seen; 80/80 after.
const DEV_7_FLOOR = 0.97;

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
  await ensureKnowledgeIndex(t.database.db, silentLogger, passagesFromFile(testChatPassagesFile()));
}, 180_000);
afterAll(() => t.dispose());

describe('the chat evaluation set', () => {
  it('answers the dev sets and the held-out questions; dev-3 to dev-7 and held-out no worse than their floors', async () => {
    const lines: string[] = [];
    // Every set is printed before any floor is checked: a fall is read with the figures beside it.
    const shares = new Map<string, number>();
    const sets = [
      ['dev', dev, true],
      ['dev-2', dev2, true],
      ['dev-3', dev3, true],
      ['dev-4', dev4, true],
      ['dev-5', dev5, true],
      ['dev-6', dev6, true],
      ['dev-7', dev7, true],
      ['dev-8', dev8, true],
      ['held-out', heldOut, false],
      ['held-out-8', heldOut8, false],
    ] as const;
    for (const [name, entries, tunable] of sets) {
      if (!tunable && process.env.EVAL_DEV_ONLY) continue;
      const result = await score(t.database.db, entries as EvalEntry[]);
      lines.push(`[chat eval] ${name} ${percent(result)} (${kinds(result)}); ${timing(result)}`);
      lines.push(`[chat eval] ${name} ${qualityLine(result.quality)}`);
      if (tunable && process.env.EVAL_MISSES)
        lines.push(`  ${name} misses:\n  ${result.misses.join('\n  ')}`);
      if (tunable && process.env.EVAL_WEAK) lines.push(`  ${name} weak:\n  ${result.weak.join('\n  ')}`);
      shares.set(name, result.right / result.total);
      if (name === 'held-out') {
        const met = result.right / result.total >= HELD_OUT_TARGET;
        lines.push(`[chat eval] held-out target ${HELD_OUT_TARGET * 100} %: ${met ? 'met' : 'MISSED'}`);
      }
    }
    console.log(lines.join('\n'));
    expect(shares.get('dev-3')).toBeGreaterThanOrEqual(DEV_3_FLOOR);
    expect(shares.get('dev-4')).toBeGreaterThanOrEqual(DEV_4_FLOOR);
    expect(shares.get('dev-5')).toBeGreaterThanOrEqual(DEV_5_FLOOR);
    expect(shares.get('dev-6')).toBeGreaterThanOrEqual(DEV_6_FLOOR);
    expect(shares.get('dev-7')).toBeGreaterThanOrEqual(DEV_7_FLOOR);
    if (shares.has('held-out')) expect(shares.get('held-out')).toBeGreaterThanOrEqual(HELD_OUT_TARGET);
  }, 300_000);
});
