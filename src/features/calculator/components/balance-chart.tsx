// The balance over time as an SVG line chart. It is an image with a short description; the
// year-by-year table below is its full text alternative.
import { memo } from 'react';
import type { ProjectionRow } from '../model/projection';
import { formatMoney, formatShortMoney } from './format';

const WIDTH = 640;
const HEIGHT = 340;
// Room for labels that a phone draws at 24 units (calculator.css), so they stay 12 px or more.
const PAD = { top: 16, right: 20, bottom: 62, left: 88 };

interface BalanceChartProps {
  rows: ProjectionRow[];
  startAge: number;
  retirementAge: number;
  runOutAge: number | null;
}

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}

function describe(
  rows: ProjectionRow[],
  startAge: number,
  retirementAge: number,
  runOutAge: number | null,
): string {
  const last = rows.at(-1);
  const peak = rows.reduce((max, row) => Math.max(max, row.endBalance), 0);
  const start = `Savings start at ${formatMoney(rows[0]?.startBalance ?? 0)} at age ${startAge}`;
  const top = `reach a high of ${formatMoney(peak)} around retirement at age ${retirementAge}`;
  const end =
    runOutAge === null
      ? `and stand at ${formatMoney(last?.endBalance ?? 0)} at age ${(last?.age ?? startAge) + 1}`
      : `and run out at age ${runOutAge}`;
  return `${start}, ${top}, ${end}. The table below lists every year.`;
}

export const BalanceChart = memo(function BalanceChart({
  rows,
  startAge,
  retirementAge,
  runOutAge,
}: BalanceChartProps) {
  if (rows.length === 0) return null;
  const maxY = niceMax(Math.max(...rows.map((row) => Math.max(row.startBalance, row.endBalance))));
  const endAge = startAge + rows.length;
  const x = (age: number) =>
    PAD.left + ((age - startAge) / Math.max(1, endAge - startAge)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => HEIGHT - PAD.bottom - (value / maxY) * (HEIGHT - PAD.top - PAD.bottom);
  const points = (pick: (row: ProjectionRow) => number, first: number) =>
    [`${x(startAge)},${y(first)}`, ...rows.map((row) => `${x(row.age + 1)},${y(pick(row))}`)].join(' ');
  const ageStep = rows.length > 40 ? 10 : 5;
  const ageTicks: number[] = [];
  for (let age = Math.ceil(startAge / ageStep) * ageStep; age <= endAge; age += ageStep) ageTicks.push(age);
  const valueTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * maxY);
  return (
    <figure className="calculator__chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="balance-chart-title balance-chart-desc"
      >
        <title id="balance-chart-title">Savings balance by age</title>
        <desc id="balance-chart-desc">{describe(rows, startAge, retirementAge, runOutAge)}</desc>
        {valueTicks.map((value) => (
          <g key={value} className="chart__grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
            <text x={PAD.left - 10} y={y(value) + 6} textAnchor="end">
              {formatShortMoney(value)}
            </text>
          </g>
        ))}
        {ageTicks.map((age) => (
          <text
            key={age}
            className="chart__label"
            x={x(age)}
            y={HEIGHT - PAD.bottom + 28}
            textAnchor="middle"
          >
            {age}
          </text>
        ))}
        <text
          className="chart__label"
          x={(PAD.left + WIDTH - PAD.right) / 2}
          y={HEIGHT - 4}
          textAnchor="middle"
        >
          Age
        </text>
        {retirementAge > startAge && retirementAge < endAge && (
          <line
            className="chart__marker"
            x1={x(retirementAge)}
            x2={x(retirementAge)}
            y1={PAD.top}
            y2={HEIGHT - PAD.bottom}
          />
        )}
        <polyline
          className="chart__line chart__line--today"
          points={points((row) => row.endBalanceToday, rows[0]!.startBalance)}
        />
        <polyline className="chart__line" points={points((row) => row.endBalance, rows[0]!.startBalance)} />
      </svg>
      <figcaption>
        <span className="chart__key chart__key--future" aria-hidden="true" /> Future dollars{' '}
        <span className="chart__key chart__key--today" aria-hidden="true" /> Today's dollars
        {retirementAge > startAge && <> · The dotted line marks retirement at {retirementAge}.</>}
      </figcaption>
    </figure>
  );
});
