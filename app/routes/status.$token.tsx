import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useBusiness } from "~/hooks/use-business";
import { telHref } from "~/content/business";
import { useHydrated } from "~/hooks/use-hydrated";
import { useOfficeClock } from "~/hooks/use-office-clock";
import { STATUS_REFRESH_MS } from "~/lib/emergencies/emergency-status";
import type { EmergencyProgress, ExpiredPageWords, StatusPageWords } from "~/lib/emergencies/emergency-status.server";
import type { Lang } from "~/content/languages";
import type { FrameHandle } from "~/root";
import { useWords } from "~/hooks/use-lang";
import { pageTitle } from "~/lib/site/seo";
import { loadDeferredParts } from "~/components/ui/deferred";
import type { RequestPageWords, RequestProgress, StatusActionOutcome } from "~/lib/requests/request-status.server";
import { STATUS_MESSAGE_MAX } from "~/forms/status-page";
import { answerStatusPage, formHeaders, statusPage } from "~/lib/requests/status-page.server";
import { visitAnswers } from "~/lib/visits/visit-answers.server";
import { RequestPhotos } from "~/components/requests/RequestPhotos";
import { VisitWho } from "~/components/requests/VisitWho";

// Private to whoever holds the link: every answer under /status/ is never stored, never indexed and sends no Referer
// to another site (app/lib/platform/token-paths.ts, set by the server for the whole section).

/**
 * One path for both languages: the page speaks its lead's language (decision 0172), which it tells the root
 * (`<html lang>`, the frame and its links) through its handle, read from its loader data, with the frame's text
 * in that language. Its code waits for the visitor's first intent, as a shared page's does (its forms are plain
 * posts), except an emergency's, which asks for news by itself while someone waits on it.
 */
export const handle: FrameHandle = {
  lang: (data) => (data as { lang?: Lang } | undefined)?.lang,
  codeOnIntent: (data) => (data as { emergency?: boolean } | undefined)?.emergency !== true,
};

/** A refused post's page keeps the action's Retry-After and no-store. */
export const headers = formHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data ? [{ title: pageTitle(data.title, matches) }] : []),
  { name: "robots", content: "noindex" },
];

// The visits' answers handed in: requests/ does not use visits/ (ARCHITECTURE.md). No other route imports
// visit-answers.server, so its browser stub joins this page's own chunk, not a file of its own.
export const loader = ({ params, request }: LoaderFunctionArgs) => statusPage(params.token ?? "", request, visitAnswers);

export const action = (args: ActionFunctionArgs) => answerStatusPage(args, visitAnswers);

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

export default function StatusPage() {
  const data = useLoaderData<typeof loader>();
  if (data.expired) return <Expired />;
  return data.emergency ? <Progress progress={data} /> : <RequestStatus progress={data} />;
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

const STEP_WORDS = {
  received: ["received", "receivedDetail"],
  called: ["called", "calledDetail"],
  booked: ["booked", "bookedDetail"],
  onTheWay: ["onTheWay", "onTheWayDetail"],
  done: ["done", "doneDetail"],
} as const;

/** One button under its hint: a plain post of its `intent` to the page. */
function HintedButtonForm({ intent, hint, button, className, testId }: { intent: string; hint: string; button: string; className: string; testId: string }) {
  return (
    <Form method="post" className={className} data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      <p className="text-sm text-navy-700">{hint}</p>
      <button type="submit" className="btn-outline mt-3 w-full sm:w-auto">
        {button}
      </button>
    </Form>
  );
}

/**
 * The customer's answers to their visit, each a plain post to the page (no JavaScript needed): confirm it, move it to
 * one of the office's next open windows (radio buttons, one submit), ask for a call.
 */
function VisitAnswers({ visit, windows, callAsked, picked }: { visit: NonNullable<RequestProgress["visit"]>; windows: { value: string; day: string; window: string }[]; callAsked: boolean; picked?: string }) {
  const { request: m } = useWords<RequestPageWords>();
  return (
    <>
      {visit.confirmed ? (
        <p className="mt-4 rounded-lg border-l-4 border-green-700 bg-green-50 p-3 font-semibold" data-testid="visit-confirmed">
          {m.visitConfirmedNote}
        </p>
      ) : (
        <Form method="post" className="mt-4" data-testid="visit-confirm-form">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="visit" value={visit.id} />
          <button type="submit" className="btn-secondary w-full sm:w-auto">
            {m.visitConfirm}
          </button>
        </Form>
      )}
      <h3 className="mt-6 text-xl font-bold">{m.moveTitle}</h3>
      {windows.length > 0 ? (
        <Form method="post" className="mt-2" data-testid="visit-move-form">
          <input type="hidden" name="intent" value="window" />
          <input type="hidden" name="visit" value={visit.id} />
          <fieldset>
            <legend className="text-navy-700">{m.moveHint}</legend>
            <ul className="mt-2 space-y-2">
              {windows.map((w) => (
                <li key={w.value}>
                  <label className="flex min-h-[44px] cursor-pointer items-center gap-3 rounded-lg border border-navy-100 px-3 py-2 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50">
                    <input type="radio" name="window" value={w.value} defaultChecked={w.value === picked} required className="h-5 w-5 shrink-0" />
                    <span>
                      <strong className="block">{w.day}</strong>
                      {w.window}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" className="btn-secondary mt-3 w-full sm:w-auto">
            {m.moveButton}
          </button>
        </Form>
      ) : (
        <p className="mt-2" data-testid="visit-move-none">
          {m.moveNone}
        </p>
      )}
      <h3 className="mt-6 text-xl font-bold">{m.callTitle}</h3>
      {callAsked ? (
        <p className="mt-2 rounded-lg border-l-4 border-green-700 bg-green-50 p-3 font-semibold" role="status" data-testid="call-asked">
          {m.callAsked}
        </p>
      ) : (
        <HintedButtonForm intent="call" hint={m.callHint} button={m.callButton} className="mt-2" testId="call-form" />
      )}
    </>
  );
}

/**
 * The visit booked: the day and arrival window on the office's clock, who is coming, its calendar file, and the
 * customer's answers (`picked`: the window of a refused move, chosen again).
 */
function VisitBooked({ visit, callAsked, picked }: { visit: NonNullable<RequestProgress["visit"]>; callAsked: boolean; picked?: string }) {
  const { request: m } = useWords<RequestPageWords>();
  const day = useOfficeClock({ weekday: "long", month: "long", day: "numeric" });
  const time = useOfficeClock({ hour: "numeric", minute: "2-digit" });
  return (
    <section className="mt-8 rounded-lg border border-navy-100 bg-white p-4" aria-labelledby="visit-title" data-testid="request-visit">
      <h2 id="visit-title" className="text-2xl font-bold">
        {m.visitTitle}
      </h2>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="font-semibold">{m.visitDay}</dt>
          <dd>{day(visit.startsAt)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{m.visitArrival}</dt>
          <dd>
            {time(visit.startsAt)} – {time(visit.endsAt)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{m.visitWho}</dt>
          <dd>
            <VisitWho name={visit.who} photo={visit.whoPhoto} />
          </dd>
        </div>
      </dl>
      <a href={visit.calendar} className="btn-secondary mt-4 w-full sm:w-auto">
        {m.visitCalendar}
      </a>
      {visit.answers ? <VisitAnswers visit={visit} windows={visit.answers.windows} callAsked={callAsked} picked={picked} /> : null}
    </section>
  );
}

/** A request that is no emergency: where it stands, what was sent, and the two forms (they work without JavaScript). */
function RequestStatus({ progress }: { progress: RequestProgress }) {
  const business = useBusiness();
  const { request: m } = useWords<RequestPageWords>();
  const refused = useActionData<typeof action>() as Exclude<StatusActionOutcome, null> | undefined;
  const typed = refused && !refused.ok ? refused.typed : undefined;
  const open = progress.state === "open";
  const ended = progress.state === "cancelled" ? [m.cancelled, m.cancelledDetail] : progress.state === "closed" ? [m.closed, m.closedDetail] : null;
  return (
    <section className="container-page max-w-2xl py-10" aria-labelledby="status-title" data-testid="request-status" data-state={progress.state}>
      <h1 id="status-title" className="text-3xl font-extrabold">
        {m.title}
      </h1>
      {progress.firstName ? <p className="mt-2 text-lg">{m.greeting(progress.firstName)}</p> : null}
      {open ? <p className="mt-2">{m.intro}</p> : null}
      {ended ? (
        <div className="mt-6 rounded-lg border-l-4 border-navy-700 bg-navy-50 p-4" role="status" data-testid="request-ended">
          <p className="font-bold">{ended[0]}</p>
          <p className="mt-1 text-sm">{ended[1]}</p>
        </div>
      ) : null}
      <h2 className="mt-8 text-2xl font-bold">{m.progress}</h2>
      <ol className="mt-3 space-y-3" aria-label={m.progress}>
        {progress.steps.map((step) => (
          <Step
            key={step.key}
            title={m[STEP_WORDS[step.key][0]]}
            detail={step.key === "onTheWay" && progress.arrivingInMinutes ? m.onTheWayEta(progress.arrivingInMinutes) : m[STEP_WORDS[step.key][1]]}
            at={step.at}
            done={step.at !== null}
            pending={m.pending}
          />
        ))}
      </ol>
      {progress.visit && progress.state === "open" ? <VisitBooked visit={progress.visit} callAsked={progress.callAsked} picked={typed?.window} /> : null}
      <h2 className="mt-8 text-2xl font-bold">{m.sent}</h2>
      <dl className="mt-3 space-y-2">
        {progress.service ? (
          <div>
            <dt className="font-semibold">{m.service}</dt>
            <dd>{progress.service}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold">{m.message}</dt>
          <dd className="whitespace-pre-line break-words">{progress.message ?? m.noMessage}</dd>
        </div>
      </dl>
      <RequestPhotos photos={progress.photos} open={open} />
      {progress.messages.length > 0 ? (
        <>
          <h2 className="mt-8 text-2xl font-bold">{m.yourMessages}</h2>
          <ul className="mt-3 space-y-2" data-testid="request-messages">
            {progress.messages.map((message) => (
              <li key={message.at} className="whitespace-pre-line break-words rounded-lg bg-navy-50 p-3">
                {message.body}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {refused && !refused.ok ? (
        <p className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-semibold" role="alert" data-testid="request-refused">
          {refused.fieldError ?? refused.toast.description ?? refused.toast.title}
        </p>
      ) : null}
      {open ? (
        <>
          <h2 className="mt-8 text-2xl font-bold">{m.writeTitle}</h2>
          <Form method="post" className="mt-3" data-testid="request-message-form">
            <input type="hidden" name="intent" value="message" />
            <label htmlFor="status-message" className="block font-semibold">
              {m.writeLabel}
            </label>
            <textarea id="status-message" name="body" defaultValue={typed?.body} required maxLength={STATUS_MESSAGE_MAX} rows={4} aria-describedby="status-message-hint" className="mt-1 block min-h-[44px] w-full rounded-lg border border-navy-600 bg-white px-3 py-2 text-navy-900" />
            <p id="status-message-hint" className="mt-1 text-sm text-navy-700">
              {m.writeHint(STATUS_MESSAGE_MAX)}
            </p>
            <button type="submit" className="btn-secondary mt-3 w-full sm:w-auto">
              {m.writeSend}
            </button>
          </Form>
          <h2 className="mt-8 text-2xl font-bold">{m.cancelTitle}</h2>
          <HintedButtonForm intent="cancel" hint={m.cancelHint} button={m.cancelButton} className="mt-3" testId="request-cancel-form" />
        </>
      ) : null}
      <p className="mt-8 text-lg font-bold">
        {m.call}{" "}
        <a href={telHref(business.phone)} className="whitespace-nowrap text-brand-700 underline">
          {business.phone}
        </a>
      </p>
    </section>
  );
}
