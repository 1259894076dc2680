import { Figure } from "./Figure";
import { FigureTable } from "./FigureTable";
import { share } from "./ReviewTable";

interface Visits {
  booked: number;
  confirmed: number;
  cancelled: number;
  bySource: { source: string; leads: number; visited: number }[];
}

/**
 * The dashboard's visits (docs/visits.md, "Visits on the dashboard"): those whose window is in the period, booked,
 * confirmed and cancelled; the median days from a request to its first visit; and, by source, the share of the
 * period's requests that got a visit.
 */
export function VisitFigures({ visits, daysText }: { visits: Visits; daysText: string }) {
  const requests = visits.bySource.reduce((sum, row) => sum + row.leads, 0);
  const visited = visits.bySource.reduce((sum, row) => sum + row.visited, 0);
  return (
    <>
      <h2 className="mt-8 text-2xl font-bold">Visits</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="dashboard-visits">
        <Figure label="Visits booked" value={String(visits.booked)} note="arriving in the period" />
        <Figure label="Confirmed" value={String(visits.confirmed)} note={`of ${visits.booked} booked`} />
        <Figure label="Cancelled" value={String(visits.cancelled)} note={`of ${visits.booked} booked`} />
        <Figure label="Median time from request to first visit" value={daysText} note={`${visited} of ${requests} requests got a visit (${share(visited, requests)})`} />
      </dl>
      {visits.bySource.length > 0 ? (
        <FigureTable
          title="Requests that got a visit, by source"
          headings={["Source", "Requests", "With a visit", "Share"]}
          rows={visits.bySource.map((row) => ({ key: row.source, cells: [row.leads, row.visited, share(row.visited, row.leads)] }))}
          testId="visits-by-source"
        />
      ) : null}
    </>
  );
}
