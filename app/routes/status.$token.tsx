import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useBusiness } from "~/hooks/use-business";
import { telHref } from "~/content/business";
import { useHydrated } from "~/hooks/use-hydrated";
import { useOfficeClock } from "~/hooks/use-office-clock";
import { STATUS_REFRESH_MS } from "~/lib/emergencies/emergency-status";
import { emergencyProgress, statusPageText, type EmergencyProgress, type ExpiredPageWords, type StatusPageWords } from "~/lib/emergencies/emergency-status.server";
import type { Lang } from "~/content/languages";
import type { FrameHandle } from "~/root";
import { useWords } from "~/hooks/use-lang";
import { pageTitle } from "~/lib/site/seo";
import { frameFactsIn } from "~/lib/content/page-facts.server";
import { loadDeferredParts } from "~/components/ui/deferred";

// Private to whoever holds the link: every answer under /status/ is never stored, never indexed and sends no Referer
// to another site (app/lib/platform/token-paths.ts, set by the server for the whole section).

/**
 * One path for both languages: the page speaks its lead's language (decision 0172), which it tells the root
 * (`<html lang>`, the frame and its links) through its handle, read from its loader data, with the frame's text
 * in that language.
 */
export const handle: FrameHandle = {
  lang: (data) => (data as { lang?: Lang } | undefined)?.lang,
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data ? [{ title: pageTitle(data.title, matches) }] : []),
  { name: "robots", content: "noindex" },
];

/** An emergency's progress by its status token; an expired link is a 410 that shows nothing of the lead; any other token the 404 page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const progress = await emergencyProgress(params.token ?? "");
  if (!progress) throw new Response("Not Found", { status: 404 });
  // The page's words, the frame's and the business facts, in the lead's language (decision 0210, useBusiness).
  const { title, words } = statusPageText(progress.lang, { expired: "expired" in progress });
  const business = await frameFactsIn(request, progress.lang);
  if ("expired" in progress) return json({ ...progress, title, words, business }, { status: 410 });
  return json({ expired: false as const, ...progress, title, words, business });
}

type State = "received" | "acknowledged" | "on-the-way";
const stateOf = (p: EmergencyProgress): State => (p.onTheWayAt ? "on-the-way" : p.acknowledgedAt ? "acknowledged" : "received");


/** With JavaScript: asks for news on an interval while the page is visible (and on coming back to it), until done. */
function useRefreshWhileVisible(active: boolean) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    if (!active) return;
    // The page's deferred parts (the footer) get their code first: an update reaching one still on its way would
    // be held for good (docs/performance.md, "Code on first use").
    const tick = () => {
      if (document.visibilityState === "visible") void loadDeferredParts().then(() => revalidate());
    };
    const timer = setInterval(tick, STATUS_REFRESH_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [active, revalidate]);
}

function Step({ title, detail, at, done, pending }: { title: string; detail: string; at: string | null; done: boolean; pending: string }) {
  const clock = useOfficeClock({ hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  return (
    <li className={`rounded-lg border-l-4 p-4 ${done ? "border-green-700 bg-green-50" : "border-navy-100 bg-white"}`} data-done={done}>
      <p className="font-bold">
        {title}
        {at ? (
          <>
            {" · "}
            <time dateTime={at}>{clock(at)}</time>
          </>
        ) : (
          <span className="font-normal text-navy-700"> · {pending}</span>
        )}
      </p>
      {done ? <p className="mt-1 text-sm">{detail}</p> : null}
    </li>
  );
}

function Expired() {
  const business = useBusiness();
  const m = useWords<ExpiredPageWords>().status;
  return (
    <section className="container-page max-w-2xl py-10" aria-labelledby="status-title" data-testid="emergency-status-expired">
      <h1 id="status-title" className="text-3xl font-extrabold">
        {m.expiredTitle}
      </h1>
      <p className="mt-4 text-lg">
        {m.expiredDetail}{" "}
        <a href={telHref(business.phone)} className="whitespace-nowrap font-bold text-brand-700 underline">
          {business.phone}
        </a>
        .
      </p>
    </section>
  );
}

export default function EmergencyStatus() {
  const data = useLoaderData<typeof loader>();
  return data.expired ? <Expired /> : <Progress progress={data} />;
}

function Progress({ progress }: { progress: EmergencyProgress }) {
  const business = useBusiness();
  const hydrated = useHydrated();
  const state = stateOf(progress);
  const { status: m, safetyTips } = useWords<StatusPageWords>();
  useRefreshWhileVisible(state !== "on-the-way");
  return (
    <section className="container-page max-w-2xl py-10" aria-labelledby="status-title" data-testid="emergency-status" data-state={state}>
      <h1 id="status-title" className="text-3xl font-extrabold">
        {m.title}
      </h1>
      {progress.firstName ? <p className="mt-2 text-lg">{m.greeting(progress.firstName)}</p> : null}
      <ol className="mt-6 space-y-3" aria-label={m.progress} aria-live="polite">
        <Step title={m.received} detail={m.receivedDetail} at={progress.receivedAt} done pending={m.pending} />
        <Step
          title={m.acknowledged}
          detail={progress.acknowledgedBy ? m.acknowledgedDetail(progress.acknowledgedBy) : m.acknowledgedDetailNoName}
          at={progress.acknowledgedAt}
          done={progress.acknowledgedAt !== null}
          pending={m.pending}
        />
        <Step title={m.onTheWay} detail={m.onTheWayDetail} at={progress.onTheWayAt} done={progress.onTheWayAt !== null} pending={m.pending} />
      </ol>
      <p className="mt-6 text-lg font-bold">
        {m.call}{" "}
        <a href={telHref(business.phone)} className="whitespace-nowrap text-brand-700 underline">
          {business.phone}
        </a>
      </p>
      {state === "on-the-way" ? null : hydrated ? (
        <p className="mt-2 text-sm text-navy-700">{m.autoRefresh}</p>
      ) : (
        <Link to="." reloadDocument className="mt-2 inline-block font-semibold underline">
          {m.refresh}
        </Link>
      )}
      <h2 className="mt-8 text-2xl font-bold">{m.meanwhile}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6" data-testid="safety-tips">
        {safetyTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
