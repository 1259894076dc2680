import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ConversionChart } from "~/components/admin/dashboard/ConversionChart";
import { ReviewTable } from "~/components/admin/dashboard/ReviewTable";
import { Figure } from "~/components/admin/dashboard/Figure";
import { VisitFigures } from "~/components/admin/dashboard/VisitFigures";
import { WeeklyChart } from "~/components/admin/dashboard/WeeklyChart";
import { Notice } from "~/components/admin/Notice";
import { useIsPending } from "~/hooks/use-is-pending";
import { choosePeriod, type Dashboard, formatDuration, loadDashboard } from "~/lib/office/lead-dashboard.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { pageTitle } from "~/lib/site/seo";
import { failureReason } from "~/lib/platform/service-failure.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Dashboard", matches) }, { name: "robots", content: "noindex" }];

/** Where leads come from and how fast the office answers, for a period chosen with a plain GET form. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const period = choosePeriod(new URL(request.url).searchParams);
  if (!period.ok) return json({ from: period.from, to: period.to, error: period.message, dashboard: null }, { status: 400 });
  try {
    const dashboard = await loadDashboard(period);
    return json({ from: period.from, to: period.to, error: null, dashboard: withDurations(dashboard) });
  } catch (failure) {
    const error = `Failed to load the dashboard: ${failureReason("database", "lead dashboard failed", failure)}`;
    return json({ from: period.from, to: period.to, error, dashboard: null }, { status: 503 });
  }
}

const withDurations = (dashboard: Dashboard) => ({
  ...dashboard,
  responseText: formatDuration(dashboard.firstResponse.medianSeconds),
  acknowledgementText: formatDuration(dashboard.emergencies.medianSeconds),
  textReplyText: formatDuration(dashboard.firstTextReply.medianSeconds),
  missedShareText: dashboard.calls.missedShare === null ? "–" : `${Math.round(dashboard.calls.missedShare * 100)}%`,
  visitDaysText: dashboard.visits.medianDaysToVisit === null ? "–" : `${dashboard.visits.medianDaysToVisit.toFixed(1)} days`,
});

const EMPTY = "No leads in this period.";

export default function LeadDashboard() {
  const { from, to, error, dashboard } = useLoaderData<typeof loader>();
  const pending = useIsPending({ formMethod: "GET" });
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="mt-6 text-3xl font-extrabold">
        Where leads come from
      </h1>
      <p className="mt-2 text-navy-700">
        Requests sent from the site, calls and texts (newsletter signups not counted), by week starting Monday. Times are Eastern.
      </p>

      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Period">
        <div>
          <label htmlFor="dashboard-from" className="block font-semibold">
            From
          </label>
          <input id="dashboard-from" name="from" type="date" defaultValue={from} required className="mt-1 min-h-[44px] rounded-lg border border-navy-600 px-3" />
        </div>
        <div>
          <label htmlFor="dashboard-to" className="block font-semibold">
            To
          </label>
          <input id="dashboard-to" name="to" type="date" defaultValue={to} required className="mt-1 min-h-[44px] rounded-lg border border-navy-600 px-3" />
        </div>
        <button type="submit" className="btn-outline" disabled={pending}>
          {pending ? "Loading…" : "Show"}
        </button>
      </Form>

      {error ? (
        <div className="mt-4">
          <Notice type="error">{error}</Notice>
        </div>
      ) : null}

      {dashboard ? (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="dashboard-summary">
            <Figure label="Leads" value={String(dashboard.total)} />
            <Figure
              label="Median time to first response"
              value={dashboard.responseText}
              note={`${dashboard.firstResponse.responded} of ${dashboard.total} answered`}
            />
            <Figure label="Emergencies" value={String(dashboard.emergencies.total)} note={`${dashboard.emergencies.acknowledged} acknowledged`} />
            <Figure label="Median time to acknowledge an emergency" value={dashboard.acknowledgementText} />
          </dl>
          <h2 className="mt-8 text-2xl font-bold">Calls and texts</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="dashboard-phone">
            <Figure
              label="Calls"
              value={String(dashboard.calls.total)}
              note={`${dashboard.calls.answered} answered, ${dashboard.calls.missed} missed, ${dashboard.calls.textedBack} texted back`}
            />
            <Figure label="Share of calls missed" value={dashboard.missedShareText} note={`${dashboard.calls.missed} of ${dashboard.calls.answered + dashboard.calls.missed} calls`} />
            <Figure
              label="Missed calls that answered the text-back"
              value={String(dashboard.calls.textBackAnswered)}
              note={`of ${dashboard.calls.textedBack} texted back`}
            />
            <Figure
              label="Median time to the first reply to a text"
              value={dashboard.textReplyText}
              note={`${dashboard.firstTextReply.replied} of ${dashboard.firstTextReply.threads} texters answered`}
            />
          </dl>
          <h2 className="mt-8 text-2xl font-bold">Reviews</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="dashboard-reviews">
            <Figure label="Review requests sent" value={String(dashboard.reviews.total.sent)} note={`${dashboard.reviews.total.opened} opened`} />
            <Figure
              label="Rated"
              value={String(dashboard.reviews.total.rated)}
              note={`reply rate ${dashboard.reviews.total.sent === 0 ? "–" : `${Math.round((dashboard.reviews.total.rated / dashboard.reviews.total.sent) * 100)}%`}`}
            />
            <Figure label="Average rating" value={dashboard.reviews.total.averageRating === null ? "–" : dashboard.reviews.total.averageRating.toFixed(1)} note="of 5 stars" />
            <Figure label="Google link clicks" value={String(dashboard.reviews.total.googleClicks)} />
          </dl>
          {dashboard.reviews.total.sent > 0 ? (
            <>
              <ReviewTable title="Review requests by month sent" keyLabel="Month" rows={dashboard.reviews.byMonth} testId="reviews-by-month" />
              <ReviewTable title="Review requests by source" keyLabel="Source" rows={dashboard.reviews.bySource} testId="reviews-by-source" />
            </>
          ) : null}
          <VisitFigures visits={dashboard.visits} daysText={dashboard.visitDaysText} />
          <WeeklyChart title="Leads per week by kind" weeks={dashboard.byKind.weeks} series={dashboard.byKind.series} empty={EMPTY} />
          <WeeklyChart
            title="Calls per week by number dialled"
            weeks={dashboard.callsByNumber.weeks}
            series={dashboard.callsByNumber.series}
            empty="No calls in this period."
            unit="call"
          />
          <WeeklyChart
            title="Texts received per week by number texted"
            weeks={dashboard.textsByNumber.weeks}
            series={dashboard.textsByNumber.series}
            empty="No texts in this period."
            unit="text"
          />
          <WeeklyChart title="Leads per week by source" weeks={dashboard.bySource.weeks} series={dashboard.bySource.series} empty={EMPTY} />
          <ConversionChart rows={dashboard.conversion} empty={EMPTY} />
          <WeeklyChart title="Leads per week by service" weeks={dashboard.byService.weeks} series={dashboard.byService.series} empty={EMPTY} />
          <WeeklyChart
            title="Leads per week by city page"
            weeks={dashboard.byCityPage.weeks}
            series={dashboard.byCityPage.series}
            empty="No lead in this period started on or was sent from a city page."
          />
        </>
      ) : null}
    </section>
  );
}
