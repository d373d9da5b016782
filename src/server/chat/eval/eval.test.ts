// The chat's evaluation (README.md here): questions in members' words, through the real intent and
// retrieval path on a real knowledge index and the built-in engine, judged by what the member reads.
// Tune only against the dev sets; the held-out sets are only ever scored, and their misses are never
// printed (EVAL_MISSES=1 and EVAL_WEAK=1 list the dev sets' misses and weak replies only).
// EVAL_DEV_ONLY=1 skips the held-out sets altogether.
// The floors are what the six held-out sets scored together when held-out-12 joined them (written
// blind on 2026-12-03, before any change it measures, lowering the combined figures): a change that
// makes the replies worse on questions nobody tuned against cannot land unseen. The targets are
// printed beside them with "met" or "MISSED"; they are not met yet (decision 258, "Where it stands").
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
import dev9 from './dev-9.json';
import dev10 from './dev-10.json';
import heldOut from './held-out.json';
import heldOut8 from './held-out-8.json';
import heldOut9 from './held-out-9.json';
import heldOut10 from './held-out-10.json';
import heldOut11 from './held-out-11.json';
import heldOut12 from './held-out-12.json';
import { emptyQuality, qualityLine, share, type Quality } from './quality';
import { answerFromIndex, indexPassages } from '../../../shared/chat-engine/answer-from-index';
import { kinds, percent, score, scoreWith, timing, type EvalEntry } from './score';

type Measure = keyof Quality;
/** [floor, the target]; for off-topic quoted, the most allowed. */
const HELD_OUT: Record<Measure, [floor: number, target: number]> = {
  page: [0.8, 0.95],
  facts: [0.44, 0.9],
  precise: [0.69, 0.85],
  offTopicQuoted: [0.33, 0],
  followUps: [0.71, 0.9],
};
const atMost = (measure: Measure) => measure === 'offTopicQuoted';

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
  await ensureKnowledgeIndex(t.database.db, silentLogger, passagesFromFile(testChatPassagesFile()));
}, 180_000);
afterAll(() => t.dispose());

const sum = (a: Quality, b: Quality): Quality => {
  const out = emptyQuality();
  for (const key of Object.keys(out) as Measure[]) out[key] = [a[key][0] + b[key][0], a[key][1] + b[key][1]];
  return out;
};

describe('the chat evaluation set', () => {
  it('answers the dev sets and the held-out questions; the held-out replies no worse than their floors', async () => {
    const lines: string[] = [];
    let held = emptyQuality();
    const sets = [
      ['dev', dev, true],
      ['dev-2', dev2, true],
      ['dev-3', dev3, true],
      ['dev-4', dev4, true],
      ['dev-5', dev5, true],
      ['dev-6', dev6, true],
      ['dev-7', dev7, true],
      ['dev-8', dev8, true],
      ['dev-9', dev9, true],
      ['dev-10', dev10, true],
      ['held-out', heldOut, false],
      ['held-out-8', heldOut8, false],
      ['held-out-9', heldOut9, false],
      ['held-out-10', heldOut10, false],
      ['held-out-11', heldOut11, false],
      ['held-out-12', heldOut12, false],
    ] as const;
    for (const [name, entries, tunable] of sets) {
      if (!tunable && process.env.EVAL_DEV_ONLY) continue;
      const result = await score(t.database.db, entries as EvalEntry[]);
      lines.push(`[chat eval] ${name} ${percent(result)} (${kinds(result)}); ${timing(result)}`);
      lines.push(`[chat eval] ${name} ${qualityLine(result.quality)}`);
      if (!tunable) held = sum(held, result.quality);
      if (tunable && process.env.EVAL_MISSES)
        lines.push(`  ${name} misses:\n  ${result.misses.join('\n  ')}`);
      if (tunable && process.env.EVAL_WEAK) lines.push(`  ${name} weak:\n  ${result.weak.join('\n  ')}`);
    }
    const measures = Object.keys(HELD_OUT) as Measure[];
    if (!process.env.EVAL_DEV_ONLY) {
      lines.push(`[chat eval] held-out, all sets: ${qualityLine(held)}`);
      for (const measure of measures) {
        const [, target] = HELD_OUT[measure];
        const value = share(held[measure]);
        const met = atMost(measure) ? value <= target : value >= target;
        lines.push(`[chat eval] held-out ${measure} target ${target * 100} %: ${met ? 'met' : 'MISSED'}`);
      }
    }
    // Every set is printed before any floor is checked: a fall is read with the figures beside it.
    console.log(lines.join('\n'));
    if (process.env.EVAL_DEV_ONLY) return;
    for (const measure of measures) {
      const [floor] = HELD_OUT[measure];
      if (atMost(measure)) expect(share(held[measure]), measure).toBeLessThanOrEqual(floor);
      else expect(share(held[measure]), measure).toBeGreaterThanOrEqual(floor);
    }
  }, 300_000);

  // Issue 47: the chat answers offline with the same engine over the same passages, built into an
  // index on the device; its replies to the questions nobody tuned on state their key facts at
  // least 90 % as often as the server's (parity.test.ts holds the dev sets' replies identical).
  it("answers the held-out questions on a device, stating the key facts as often as the server's", async () => {
    if (process.env.EVAL_DEV_ONLY) return;
    const device = indexPassages((await passagesFromFile(testChatPassagesFile())()).passages);
    let online = emptyQuality();
    let offline = emptyQuality();
    for (const entries of [heldOut, heldOut8, heldOut9, heldOut10, heldOut11, heldOut12]) {
      online = sum(online, (await score(t.database.db, entries as EvalEntry[])).quality);
      const onDevice = await scoreWith(entries as EvalEntry[], (question, history) =>
        Promise.resolve(answerFromIndex(device, question, history)),
      );
      offline = sum(offline, onDevice.quality);
    }
    console.log(`[chat eval] held-out on the server: ${qualityLine(online)}`);
    console.log(`[chat eval] held-out on a device:  ${qualityLine(offline)}`);
    expect(offline.facts[1]).toBe(online.facts[1]);
    expect(share(offline.facts)).toBeGreaterThanOrEqual(0.9 * share(online.facts));
  }, 300_000);
});
