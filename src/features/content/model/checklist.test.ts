import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '@/shared/content-types';
import { checklistStorageKey, countDone, groupByStage, progressText, setTick, stageId } from './checklist';

function item(id: string, stage: string): ChecklistItem {
  return { id, stage, text: `Do ${id}`, detail: `Why ${id} matters.` };
}

const items = [
  item('save', '10+ years before'),
  item('budget', '5 years before'),
  item('ira', '10+ years before'),
  item('medicare', 'The year you retire'),
];

describe('checklist model', () => {
  it('derives the device key from the guide slug', () => {
    expect(checklistStorageKey('retirement-planning-checklist')).toBe('checklist:retirement-planning');
  });

  it('makes readable stage ids from stage names', () => {
    expect(stageId('10+ years before')).toBe('stage-10-years-before');
    expect(stageId('The year you retire')).toBe('stage-the-year-you-retire');
    expect(stageId('+++')).toBe('stage-other');
  });

  it('groups items by stage in the order stages first appear', () => {
    const groups = groupByStage(items);
    expect(groups.map((group) => group.stage)).toEqual([
      '10+ years before',
      '5 years before',
      'The year you retire',
    ]);
    expect(groups[0]!.items.map((entry) => entry.id)).toEqual(['save', 'ira']);
  });

  it('counts only ticks of items that still exist', () => {
    expect(countDone(items, ['save', 'medicare', 'removed-item'])).toBe(2);
  });

  it('adds and removes ticks without duplicates', () => {
    expect(setTick(['save'], 'ira', true)).toEqual(['save', 'ira']);
    expect(setTick(['save', 'ira'], 'save', true)).toEqual(['ira', 'save']);
    expect(setTick(['save', 'ira'], 'save', false)).toEqual(['ira']);
    expect(setTick([], 'save', false)).toEqual([]);
  });

  it('describes progress in words', () => {
    expect(progressText(12, 34)).toBe('12 of 34 done');
  });
});
