import { type ScaleBand, type ScaleLinear, scaleBand, scaleLinear } from "d3-scale";
import { type Series, stack } from "d3-shape";
import { useId } from "react";
import { colorOf, weekLabel } from "./chart-colors";

interface WeeklySeries {
  key: string;
  label: string;
  counts: number[];
  total: number;
}

/** A length in the chart's units, to a tenth (enough on any screen, and a year's bars stay short). */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** A series' bars as one path (a rectangle per week it has leads in): one element, however many weeks. */
function barsPath(layer: Series<Record<string, number>, string>, x: ScaleBand<number>, y: ScaleLinear<number, number>): string {
  const width = tenth(x.bandwidth());
  return layer
    .map(([low, high], i) => (high > low ? `M${tenth(x(i) ?? 0)} ${tenth(y(high))}h${width}V${tenth(y(low))}h${-width}Z` : ""))
    .join("");
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 32, left: 36 };

/**
 * Leads per week as stacked bars, drawn on the server as SVG (no JavaScript needed). Its text alternative is
 * the title and a one-sentence summary, and the data table below it holds every number.
 */
export function WeeklyChart({
  title,
  weeks,
  series,
  empty,
  unit = "lead",
}: {
  title: string;
  weeks: string[];
  series: WeeklySeries[];
  empty: string;
  /** What is counted, in the singular. */
  unit?: string;
}) {
  const id = useId();
  const headingId = `${id}-heading`;
  const total = series.reduce((sum, s) => sum + s.total, 0);
  const summary =
    total === 0
      ? empty
      : `${count(total, unit)} over ${count(weeks.length, "week")}: ${series.map((s) => `${s.label} ${s.total}`).join(", ")}.`;

  const rows = weeks.map((week, i) => Object.fromEntries([["week", i], ...series.map((s) => [s.key, s.counts[i] ?? 0])]) as Record<string, number>);
  const layers = stack<Record<string, number>>().keys(series.map((s) => s.key))(rows);
  const weekTotals = weeks.map((_, i) => series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0));
  const x = scaleBand<number>().domain(weeks.map((_, i) => i)).range([MARGIN.left, WIDTH - MARGIN.right]).padding(0.2);
  const y = scaleLinear().domain([0, Math.max(1, ...weekTotals)]).nice().range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = y.ticks(4).filter(Number.isInteger);
  // Every week labelled when they fit, else every other or fewer.
  const labelEvery = Math.ceil(weeks.length / 12);

  return (
    <figure className="mt-6 rounded-lg border border-navy-100 p-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#dbe4f3" />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" fill="#112244">
              {tick}
            </text>
          </g>
        ))}
        {layers.map((layer) => (
          <path key={layer.key} d={barsPath(layer, x, y)} fill={colorOf(layer.key, series.findIndex((s) => s.key === layer.key))} stroke="#fff" strokeWidth="1" />
        ))}
        {weeks.map((week, i) =>
          i % labelEvery === 0 ? (
            <text key={week} x={(x(i) ?? 0) + x.bandwidth() / 2} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle" fontSize="12" fill="#112244">
              {weekLabel(week)}
            </text>
          ) : null,
        )}
      </svg>
      {series.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={`Legend: ${title}`}>
          {series.map((s, index) => (
            <li key={s.key} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: colorOf(s.key, index) }} />
              {s.label} ({s.total})
            </li>
          ))}
        </ul>
      ) : null}
      <figcaption className="mt-2 text-sm text-navy-700">{summary}</figcaption>
      {series.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">Data table: {title.toLowerCase()}</summary>
          <div className="mt-2 overflow-x-auto">
            <table className="min-w-full text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:py-1 [&_th]:pr-3 [&_tbody_th]:font-normal [&_tbody_tr]:border-t [&_tbody_tr]:border-navy-100">
              <caption className="sr-only">{title}, weeks starting on the date shown</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  {series.map((s) => (
                    <th key={s.key} scope="col">
                      {s.label}
                    </th>
                  ))}
                  <th scope="col">All</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, i) => (
                  <tr key={week}>
                    <th scope="row">
                      {weekLabel(week)}
                    </th>
                    {series.map((s) => (
                      <td key={s.key}>{s.counts[i] ?? 0}</td>
                    ))}
                    <td>{weekTotals[i]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </figure>
  );
}
