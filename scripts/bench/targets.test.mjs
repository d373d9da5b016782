import { describe, expect, it } from 'vitest';
import {
  cpuShareOfBare,
  judge,
  loginTarget,
  median,
  percentile,
  ratioToBare,
  slowdownFor,
  throughputTargets,
} from './targets.mjs';

describe('percentile', () => {
  it('picks the nearest-rank value', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('works on a few values and answers NaN on none', () => {
    expect(percentile([300, 100, 200], 95)).toBe(300);
    expect(percentile([300, 100, 200], 50)).toBe(200);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([0.3, 0.1, 0.2])).toBe(0.2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('ratio and targets', () => {
  it('takes the share of the bare route', () => {
    expect(ratioToBare(25_000, 50_000)).toBe(0.5);
    expect(ratioToBare(10, 0)).toBeNaN();
  });

  it('takes the CPU share: a route costing twice the bare CPU per request reaches half its rate', () => {
    expect(cpuShareOfBare(0.04, 0.02)).toBe(0.5);
    expect(cpuShareOfBare(0, 0.02)).toBeNaN();
    expect(cpuShareOfBare(undefined, 0.02)).toBeNaN();
  });

  it('judges at-least and at-most targets, including the edge', () => {
    expect(judge(0.5, throughputTargets.page).ok).toBe(true);
    expect(judge(0.49, throughputTargets.page)).toEqual({ ok: false, text: 'MISSED (>= 50 % of bare)' });
    expect(judge(499, loginTarget).ok).toBe(true);
    expect(judge(501, loginTarget).ok).toBe(false);
  });

  it('counts a failed measurement as a miss, and no target as nothing to judge', () => {
    expect(judge(Number.NaN, throughputTargets.session).ok).toBe(false);
    expect(judge(undefined, loginTarget).ok).toBe(false);
    expect(judge(3, undefined)).toEqual({ ok: undefined, text: '' });
  });
});

describe('slowdownFor', () => {
  it("runs the machine at the phone's speed: 4x at 1,480, 7.57x at 2,800, never below 1", () => {
    expect(slowdownFor(1480)).toBe(4);
    expect(slowdownFor(2800)).toBe(7.57);
    expect(slowdownFor(200)).toBe(1);
  });
});
