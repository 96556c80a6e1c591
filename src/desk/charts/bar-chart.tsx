// A horizontal bar chart in plain SVG: one row per item, one or more bars per row (each a link to
// the list of the cases it counts), the row's label and each bar's number written beside it, and
// an optional marker (the places a year group has). Scales to its container; no inline styles.

import { Link } from 'react-router';

export interface Bar {
  value: number;
  /** The bar's class (its colour, in desk.css). */
  tone: 'primary' | 'secondary';
  /** Where the bar leads: the filtered list. */
  to: string;
  /** What a screen reader says for the bar: "Year 3: 12 open applications". */
  label: string;
}

export interface BarRow {
  key: string;
  label: string;
  bars: Bar[];
  marker?: { value: number; label: string };
}

const LABEL_WIDTH = 170;
const WIDTH = 640;
const BAR = 14;
const GAP = 4;
const ROW_GAP = 10;

export function BarChart({ rows, title }: { rows: BarRow[]; title: string }) {
  const max = Math.max(1, ...rows.flatMap((row) => [...row.bars.map((b) => b.value), row.marker?.value ?? 0]));
  const scale = (value: number) => ((WIDTH - LABEL_WIDTH - 60) * value) / max;
  const rowHeight = (row: BarRow) => row.bars.length * (BAR + GAP) - GAP + ROW_GAP;
  const tops = rows.map((_, i) => rows.slice(0, i).reduce((sum, row) => sum + rowHeight(row), 0));
  const placed = rows.map((row, i) => ({ row, top: tops[i] ?? 0 }));
  const y = rows.reduce((sum, row) => sum + rowHeight(row), 0);
  return (
    <svg className="desk-chart" viewBox={`0 0 ${WIDTH} ${Math.max(y, 1)}`} role="group" aria-label={title}>
      {placed.map(({ row, top }) => (
        <g key={row.key}>
          <text className="desk-chart__label" x={LABEL_WIDTH - 8} y={top + BAR - 2} textAnchor="end">
            {row.label}
          </text>
          {row.bars.map((bar, i) => {
            const barTop = top + i * (BAR + GAP);
            return (
              <Link key={i} to={bar.to} aria-label={bar.label}>
                <rect
                  className={`desk-chart__bar desk-chart__bar--${bar.tone}`}
                  x={LABEL_WIDTH}
                  y={barTop}
                  width={Math.max(2, scale(bar.value))}
                  height={BAR}
                  rx={2}
                />
                <text
                  className="desk-chart__value"
                  x={LABEL_WIDTH + Math.max(2, scale(bar.value)) + 6}
                  y={barTop + BAR - 3}
                >
                  {bar.value}
                </text>
              </Link>
            );
          })}
          {row.marker ? (
            <line
              className="desk-chart__marker"
              x1={LABEL_WIDTH + scale(row.marker.value)}
              x2={LABEL_WIDTH + scale(row.marker.value)}
              y1={top - 2}
              y2={top + rowHeight(row) - ROW_GAP + 2}
            >
              <title>{row.marker.label}</title>
            </line>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
