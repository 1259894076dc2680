import { scaleLinear } from "d3-scale";
import { useId } from "react";

interface ConversionRow {
  source: string;
  leads: number;
  won: number;
  rate: number;
}

const WIDTH = 720;
const ROW = 28;
const LABEL = 160;
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Share of each source's leads that were won, as horizontal bars with the counts written beside them, and a table. */
export function ConversionChart({ rows, empty }: { rows: ConversionRow[]; empty: string }) {
  const id = useId();
  const title = "Conversion to won by source";
  const summary = rows.length === 0 ? empty : rows.map((r) => `${r.source}: ${r.won} of ${r.leads} won (${percent(r.rate)})`).join("; ") + ".";
  const height = Math.max(1, rows.length) * ROW + 8;
  const x = scaleLinear().domain([0, 1]).range([0, WIDTH - LABEL - 140]);
  return (
    <figure className="mt-6 rounded-lg border border-navy-100 p-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="mt-3 h-auto w-full" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {rows.map((row, i) => (
          <g key={row.source} transform={`translate(0, ${i * ROW + 4})`}>
            <text x={LABEL - 8} y={ROW / 2} dy="0.1em" textAnchor="end" fontSize="13" fill="#112244">
              {row.source.length > 22 ? `${row.source.slice(0, 21)}…` : row.source}
            </text>
            <rect x={LABEL} y={4} width={x(1)} height={ROW - 10} fill="#f0f4fa" />
            <rect x={LABEL} y={4} width={x(row.rate)} height={ROW - 10} fill="#047857" />
            <text x={LABEL + x(1) + 8} y={ROW / 2} dy="0.1em" fontSize="13" fill="#112244">
              {row.won} of {row.leads} ({percent(row.rate)})
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 text-sm text-navy-700">{summary}</figcaption>
      {rows.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">Data table: conversion by source</summary>
          <table className="mt-2 text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">Source</th>
                <th scope="col" className="py-1 pr-4">Leads</th>
                <th scope="col" className="py-1 pr-4">Won</th>
                <th scope="col" className="py-1 pr-4">Conversion</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.source} className="border-t border-navy-100" data-testid={`conversion-${row.source}`}>
                  <th scope="row" className="py-1 pr-4 font-normal">{row.source}</th>
                  <td className="py-1 pr-4">{row.leads}</td>
                  <td className="py-1 pr-4">{row.won}</td>
                  <td className="py-1 pr-4">{percent(row.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
