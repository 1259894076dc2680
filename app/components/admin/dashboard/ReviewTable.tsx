import { FigureTable } from "./FigureTable";

/** One row of the review figures (app/models/review-requests.server.ts reviewFigures). */
interface Row {
  key: string;
  sent: number;
  opened: number;
  rated: number;
  googleClicks: number;
  averageRating: number | null;
}

/** A part of a whole as a percentage, "–" of nothing. */
export const share = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);
const average = (rating: number | null) => (rating === null ? "–" : rating.toFixed(1));

/** Review requests sent, opened, rated, Google clicks, the average rating and the reply rate, one row per month or source. */
export function ReviewTable({ title, keyLabel, rows, testId }: { title: string; keyLabel: string; rows: Row[]; testId: string }) {
  return (
    <FigureTable
      title={title}
      headings={[keyLabel, "Sent", "Opened", "Rated", "Reply rate", "Average rating", "Google clicks"]}
      rows={rows.map((row) => ({ key: row.key, cells: [row.sent, row.opened, row.rated, share(row.rated, row.sent), average(row.averageRating), row.googleClicks] }))}
      testId={testId}
    />
  );
}
