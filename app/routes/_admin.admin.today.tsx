import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CalendarFeeds } from "~/components/admin/today/CalendarFeeds";
import { ElectricianVisits } from "~/components/admin/today/DayVisits";
import { Notice } from "~/components/admin/Notice";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { pageTitle } from "~/lib/site/seo";
import { changeCalendarFeed, feedChoices } from "~/lib/visits/calendar-feeds.server";
import { OFFICE_DAY_VIEWS, VIEW_PATHS, type OfficeDayView } from "~/lib/visits/office-day";
import { loadOfficeDay, viewOf } from "~/lib/visits/office-day.server";
import type { FrameHandle } from "~/root";

/** The office's day (docs/visits.md): who goes where today, tomorrow or this week, and the electricians' calendar feeds. */

/** The heading of each view. */
const titleOf = (words: { title: string; titleTomorrow: string; titleWeek: string }, view: OfficeDayView) =>
  ({ today: words.title, tomorrow: words.titleTomorrow, week: words.titleWeek })[view];

/** A page of links and plain forms: its code waits for the first touch, as a shared page's does (decision 0088). */
export const handle: FrameHandle = { codeOnIntent: () => true };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? titleOf(data.words, data.view) : "", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [day, people] = await Promise.all([loadOfficeDay(viewOf(new URL(request.url))), feedChoices()]);
  return json({ ...day, people });
}

/** Makes a feed link (shown in this answer only) or revokes one. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const outcome = await changeCalendarFeed(await request.formData().catch(() => null), user.id);
  if (!outcome.ok) return json({ message: outcome.message, feed: null }, { status: outcome.status });
  if (!outcome.feed) return redirectWithToast(VIEW_PATHS.today, { title: outcome.message, type: "success" });
  return json({ message: outcome.message, feed: outcome.feed });
}

export default function OfficeDay() {
  const { view, days, words, people } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const shown = days.filter((day) => day.electricians.length > 0 || view !== "week");
  const empty = { today: words.noVisitsToday, tomorrow: words.noVisitsTomorrow, week: words.noVisitsWeek }[view];
  return (
    <div className="grid gap-6">
      <section aria-labelledby="today-title">
        <h1 id="today-title" className="mt-3 text-3xl font-extrabold">
          {titleOf(words, view)}
        </h1>
        <nav aria-label={words.views} className="mt-3">
          <ul className="grid grid-cols-3 gap-1 rounded-xl bg-navy-50 p-1">
            {OFFICE_DAY_VIEWS.map((name) => (
              <li key={name}>
                <Link
                  to={VIEW_PATHS[name]}
                  aria-current={view === name ? "page" : undefined}
                  className={`flex min-h-[44px] items-center justify-center rounded-lg px-1 text-center font-semibold ${view === name ? "bg-navy-800 text-white" : "text-navy-900"}`}
                >
                  {words[name]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {shown.length === 0 || shown.every((day) => day.electricians.length === 0) ? (
          <>
            {view !== "week" ? <h2 className="mt-4 text-xl font-bold text-navy-800">{shown[0]?.label}</h2> : null}
            <p className="mt-2 text-lg text-navy-800" data-testid="today-empty">
              {empty}
            </p>
          </>
        ) : (
          shown.map((day) => (
            <section key={day.day} aria-labelledby={`day-${day.day}`} className="mt-4" data-testid="today-day">
              <h2 id={`day-${day.day}`} className="text-xl font-bold text-navy-800">
                {day.label}
              </h2>
              {day.electricians.map((person, i) => (
                <ElectricianVisits key={person.key} name={person.name} visits={person.visits} words={words} headingId={`day-${day.day}-${i}`} />
              ))}
            </section>
          ))
        )}
      </section>
      {result && !result.feed ? <Notice type="error">{result.message}</Notice> : null}
      <CalendarFeeds people={people} created={result?.feed ?? null} words={words} />
    </div>
  );
}
