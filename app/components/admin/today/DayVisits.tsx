import { Link } from "@remix-run/react";
import { smsHref, telHref } from "~/content/business";
import type { officeDayText } from "~/content/office-day";
import { formatPhone } from "~/forms/phone";
import type { DayVisit } from "~/lib/visits/office-day";

type Words = (typeof officeDayText)["en"];

const big = "btn min-h-[56px] w-full px-2 text-lg";

/**
 * A visit on a phone: the window first, the customer, where and what, and the three things the person going does
 * with a thumb (call, text, open the map), each a plain link to the phone's own app, then the lead's page.
 */
function VisitCard({ visit, words }: { visit: DayVisit; words: Words }) {
  return (
    <li className="rounded-xl border border-navy-100 p-4" data-testid="today-visit">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold">
          <span className="sr-only">{words.arrival} </span>
          {visit.window}
        </p>
        <p className={`rounded-full px-3 py-0.5 text-sm font-semibold ${visit.status === "confirmed" ? "bg-green-50 text-green-900" : "bg-navy-50 text-navy-900"}`}>{words[visit.status]}</p>
      </div>
      <h4 className="mt-1 text-lg font-semibold">{visit.name || words.noName}</h4>
      <p className="text-navy-800">{visit.address || words.noAddress}</p>
      {visit.service || visit.excerpt ? (
        <p className="mt-1 text-navy-700">
          <span className="font-semibold">{words.job}: </span>
          {[visit.service, visit.excerpt].filter(Boolean).join(" · ")}
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-3 gap-2">
        {visit.phone ? (
          <>
            <a href={telHref(visit.phone)} className={`${big} btn-primary`} aria-label={`${words.call} ${formatPhone(visit.phone)}`} data-testid="today-call">
              {words.call}
            </a>
            <a href={smsHref(visit.phone)} className={`${big} btn-secondary`} aria-label={`${words.text} ${formatPhone(visit.phone)}`} data-testid="today-text">
              {words.text}
            </a>
          </>
        ) : (
          <p className="col-span-2 self-center text-navy-700">{words.noPhone}</p>
        )}
        {visit.mapUrl ? (
          <a href={visit.mapUrl} className={`${big} btn-outline`} aria-label={`${words.map}: ${visit.address}`} data-testid="today-map">
            {words.map}
          </a>
        ) : null}
      </div>
      <Link to={`/admin/leads/${visit.leadId}`} className="link-action mt-2">
        {words.openLead}
      </Link>
    </li>
  );
}

/** One electrician's visits of a day, in window order. */
export function ElectricianVisits({ name, visits, words, headingId }: { name: string; visits: DayVisit[]; words: Words; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="today-electrician">
      <h3 id={headingId} className="text-xl font-bold">
        {name}
      </h3>
      <ul className="mt-2 grid gap-3 lg:grid-cols-2">
        {visits.map((visit) => (
          <VisitCard key={visit.id} visit={visit} words={words} />
        ))}
      </ul>
    </section>
  );
}
