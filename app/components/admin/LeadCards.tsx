import { Link } from "@remix-run/react";
import { telHref } from "~/content/business";
import { formatPhone } from "~/forms/phone";
import { AttentionBadge } from "./AttentionBadge";
import { LanguageMarker } from "./LanguageMarker";
import { statusLabel, townOf } from "./lead/format";

/** What a card shows of an inbox lead (the loader's, its dates as text). */
interface CardLead {
  id: string;
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  fields: Record<string, string>;
  createdAt: string;
  emergency: boolean;
  status: string;
  language: string;
  attention: string | null;
  times: { sinceRequest: string };
}

/**
 * The inbox below the table's width (the office works leads from a phone): one card per lead, in the inbox's
 * order (open emergencies first, marked), with who, what, where, how long ago, and the number to tap.
 */
export function LeadCards({ leads }: { leads: CardLead[] }) {
  return (
    <ul className="mt-4 space-y-3 lg:hidden" aria-label="Leads">
      {leads.map((lead) => {
        const town = townOf(lead.fields.address);
        return (
          <li
            key={lead.id}
            className={`rounded-xl border p-4 ${lead.emergency ? "border-2 border-brand-700 bg-red-50" : "border-navy-100"}`}
            data-testid="lead-card"
          >
            <div className="flex flex-wrap items-center justify-between gap-x-4">
              <Link to={`/admin/leads/${lead.id}`} className="break-words text-lg font-bold underline">
                <LanguageMarker language={lead.language} />
                {lead.name || lead.email || "(no name)"}
              </Link>
              <time dateTime={lead.createdAt} className="text-sm text-navy-700">
                {lead.times.sinceRequest} ago
              </time>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              {lead.emergency ? <strong className="rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">Emergency</strong> : null}
              <AttentionBadge attention={lead.attention} />
              <span>{statusLabel(lead.status)}</span>
              <span aria-hidden="true">·</span>
              <span>{lead.kind}</span>
            </p>
            {lead.service || town ? <p className="mt-1 text-navy-700">{[lead.service, town].filter(Boolean).join(" · ")}</p> : null}
            {lead.phone ? (
              <a href={telHref(lead.phone)} className="btn-outline mt-3 whitespace-nowrap" data-testid="lead-call">
                Call {formatPhone(lead.phone)}
              </a>
            ) : lead.email ? (
              <a href={`mailto:${lead.email}`} className="mt-2 inline-block break-words underline">
                {lead.email}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
