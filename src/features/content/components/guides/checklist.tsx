import { useEffect, useRef, useState } from 'react';
import type { ChecklistItem } from '../../../../shared/content-types';
import { countDone, groupByStage, progressText, setTick } from '@/features/content/model/checklist';
import { useChecklistTicks } from '@/features/content/hooks/use-checklist-ticks';
import '../../styles/services-guides.css';

interface ChecklistProps {
  items: ChecklistItem[];
  /** Where the ticks are kept on the device, e.g. 'checklist:retirement-planning'. */
  storageKey: string;
}

/**
 * A checklist grouped by stage: native checkboxes, each with its label and detail, and a progress
 * count that screen readers hear politely. Ticks stay on this device and nowhere else.
 */
export function Checklist({ items, storageKey }: ChecklistProps) {
  const { ticked, loaded, setTicked } = useChecklistTicks(storageKey);
  const sectionRef = useRef<HTMLElement>(null);
  // Boxes ticked before the page's script arrived: hydration leaves them ticked in the HTML but
  // not in state, so they are read once from the page and added to the stored ticks.
  const earlyTicks = useRef<string[]>([]);
  useEffect(() => {
    const boxes = sectionRef.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked');
    earlyTicks.current = Array.from(boxes ?? [], (box) => box.id.replace(/^check-/, ''));
  }, []);
  useEffect(() => {
    if (!loaded || earlyTicks.current.length === 0) return;
    const early = earlyTicks.current.filter((id) => !ticked.includes(id));
    earlyTicks.current = [];
    if (early.length > 0) setTicked(early.reduce((all, id) => setTick(all, id, true), ticked));
  }, [loaded, ticked, setTicked]);
  // What "Clear all ticks" removed, so one click on Undo brings it back.
  const [cleared, setCleared] = useState<string[] | null>(null);
  const groups = groupByStage(items);
  const done = countDone(items, ticked);
  const tickedSet = new Set(ticked);

  function onToggle(id: string, on: boolean) {
    setCleared(null);
    setTicked(setTick(ticked, id, on));
  }
  function onClear() {
    if (ticked.length === 0) return;
    setCleared(ticked);
    setTicked([]);
  }
  function onUndo() {
    if (cleared) setTicked(cleared);
    setCleared(null);
  }

  return (
    <section ref={sectionRef} className="checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title">Your checklist</h2>
      <p className="checklist__note">
        Your ticks are saved in this browser on this device only. We never see them.
      </p>
      <div className="checklist__bar">
        <p className="checklist__progress" role="status" aria-live="polite">
          {progressText(done, items.length)}
          {cleared && '. All ticks cleared.'}
        </p>
        <button type="button" className="button button--secondary" onClick={onClear}>
          Clear all ticks
        </button>
        {cleared && (
          <button type="button" className="button button--secondary" onClick={onUndo}>
            Undo clear
          </button>
        )}
      </div>
      {groups.map((group) => (
        <section key={group.id} className="checklist__stage" aria-labelledby={group.id}>
          <h3 id={group.id}>{group.stage}</h3>
          <ul className="checklist__items">
            {group.items.map((item) => (
              <li key={item.id} className="checklist__item">
                <input
                  type="checkbox"
                  id={`check-${item.id}`}
                  aria-describedby={`check-${item.id}-detail`}
                  checked={tickedSet.has(item.id)}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                />
                <div>
                  <label htmlFor={`check-${item.id}`}>{item.text}</label>
                  <p id={`check-${item.id}-detail`} className="checklist__detail">
                    {item.detail}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
