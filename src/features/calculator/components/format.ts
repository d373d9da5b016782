// Money and percentages as people read them: whole dollars, en-US, the same on server and client.
import { formatNumber } from '../../../shared/format-number';

export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${formatNumber(Math.abs(rounded))}`;
}

/** Large amounts on chart axes: $1.2M, $350K. */
export function formatShortMoney(amount: number): string {
  if (amount >= 1_000_000) return `$${(amount / 1_000_000).toFixed(amount >= 10_000_000 ? 0 : 1)}M`;
  if (amount >= 1_000) return `$${Math.round(amount / 1_000)}K`;
  return `$${Math.round(amount)}`;
}

export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/**
 * A whole dollar amount as typed ("250000") with its thousands marked ("250,000"), as it is read;
 * anything else (cents, a sign, a comma already, a mistake) is left as the person typed it.
 */
export function groupedDollars(typed: string): string {
  const trimmed = typed.trim();
  return /^\d{4,}$/.test(trimmed) ? formatNumber(Number(trimmed)) : typed;
}
