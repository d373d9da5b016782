import { useEffect, useRef, useState } from 'react';
import type { PlanResult } from '../model/plan-result';
import { formatMoney } from './format';

/** How long typing must pause before the new answers are read out: not at every keystroke. */
const PAUSE_MS = 1200;

function sentence(plan: PlanResult, retirementAge: number): string {
  const savings = plan.alreadyRetired ? 'Savings now' : `Savings at ${retirementAge}`;
  const gap = plan.gap > 0 ? `The gap is ${formatMoney(plan.gap)}.` : 'No gap: your savings cover the plan.';
  return `${savings}: ${formatMoney(plan.balanceAtRetirement)}. The plan needs ${formatMoney(plan.nestEggNeeded)}. ${gap}`;
}

/**
 * Reads out the savings, the need and the gap once the person stops typing, not only the chance
 * it lasts. Silent on the first paint: the page itself shows the answers.
 */
export function ResultAnnouncer({
  plan,
  retirementAge,
}: {
  plan: PlanResult | null;
  retirementAge: number | null;
}) {
  const [spoken, setSpoken] = useState('');
  const text = plan && retirementAge !== null ? sentence(plan, retirementAge) : '';
  const first = useRef(text);
  useEffect(() => {
    if (text === first.current) return;
    const timer = setTimeout(() => setSpoken(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="result-announcer">
      {spoken}
    </p>
  );
}
