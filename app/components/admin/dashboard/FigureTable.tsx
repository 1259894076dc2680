/** A table of the dashboard: one row per key (a month, a source), its figures as written. */
export function FigureTable({ title, headings, rows, testId }: { title: string; headings: string[]; rows: { key: string; cells: (string | number)[] }[]; testId: string }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left" data-testid={testId}>
        <caption className="text-left text-lg font-bold">{title}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-1">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-navy-100">
              <th scope="row" className="px-2 py-1 font-semibold">
                {row.key}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
