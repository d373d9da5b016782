// Pure helpers behind the interactive checklist: stages in content order, ticks and progress.
import type { ChecklistItem } from '@/shared/content-types';

export interface StageGroup {
  stage: string;
  id: string;
  items: ChecklistItem[];
}

/** The device storage key of a checklist guide: 'retirement-planning-checklist' -> 'checklist:retirement-planning'. */
export function checklistStorageKey(guideSlug: string): string {
  return `checklist:${guideSlug.replace(/-checklist$/, '')}`;
}

export function stageId(stage: string): string {
  const slug = stage
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `stage-${slug || 'other'}`;
}

/** Items grouped by stage, stages in the order they first appear (the content is written in time order). */
export function groupByStage(items: ChecklistItem[]): StageGroup[] {
  const groups: StageGroup[] = [];
  for (const item of items) {
    let group = groups.find((entry) => entry.stage === item.stage);
    if (!group) {
      group = { stage: item.stage, id: stageId(item.stage), items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** Ticked items that still exist: ids saved for items since removed from the content do not count. */
export function countDone(items: ChecklistItem[], ticked: readonly string[]): number {
  const set = new Set(ticked);
  return items.filter((item) => set.has(item.id)).length;
}

/** The ticks after one box changes; no duplicates, and an untick of an unticked id changes nothing. */
export function setTick(ticked: readonly string[], id: string, on: boolean): string[] {
  const rest = ticked.filter((entry) => entry !== id);
  return on ? [...rest, id] : rest;
}

export function progressText(done: number, total: number): string {
  return `${done} of ${total} done`;
}
