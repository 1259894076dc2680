/** One row of the review figures (app/models/review-requests.server.ts reviewFigures). */
interface Row {
  key: string;
  sent: number;
  opened: number;
  rated: number;
  googleClicks: number;
  averageRating: number | null;
}

const share = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);
const average = (rating: number | null) => (rating === null ? "–" : rating.toFixed(1));

/** Review requests sent, opened, rated, Google clicks, the average rating and the reply rate, one row per month or source. */
export function ReviewTable({ title, keyLabel, rows, testId }: { title: string; keyLabel: string; rows: Row[]; testId: string }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left" data-testid={testId}>
        <caption className="text-left text-lg font-bold">{title}</caption>
        <thead>
          <tr>
            {[keyLabel, "Sent", "Opened", "Rated", "Reply rate", "Average rating", "Google clicks"].map((heading) => (
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
              <td className="px-2 py-1">{row.sent}</td>
              <td className="px-2 py-1">{row.opened}</td>
              <td className="px-2 py-1">{row.rated}</td>
              <td className="px-2 py-1">{share(row.rated, row.sent)}</td>
              <td className="px-2 py-1">{average(row.averageRating)}</td>
              <td className="px-2 py-1">{row.googleClicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
