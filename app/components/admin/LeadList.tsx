import { Link } from "@remix-run/react";
import { telHref } from "~/content/business";
import { formatPhone } from "~/forms/phone";
import { useOfficeClock } from "~/hooks/use-office-clock";
import { AttentionBadge } from "./AttentionBadge";
import { LanguageMarker } from "./LanguageMarker";
import { statusLabel, townOf } from "./lead/format";

/** What the inbox shows of a lead (the loader's row, app/lib/office/leads-inbox.server.ts, its dates as text). */
interface ListLead {
  id: string;
  createdAt: string;
  ago: string;
  emergency: boolean;
  status: string;
  attention: string | null;
  kind: string;
  language: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  address: string | null;
  message: string | null;
  details: string;
  owner: string | null;
  response: { ago: string; took: string } | null;
  mail: { status: "none" | "pending" | "sent" | "failed"; sent: number; total: number };
}

const mailLabel = { none: "no mail", pending: "pending", sent: "sent", failed: "failed" } as const;
const COLUMNS = ["Received", "Status", "Kind", "Name", "Contact", "Service", "Message", "Owner", "First response", "Mail"];

/**
 * The inbox's leads, each drawn once, in the inbox's order (open emergencies first, marked): a card on a phone
 * (who, how long ago, status and kind, service and town, the number to tap) and, from the lg width, a row of
 * the columns under their headings (.lead-list in app/admin.css lays it out; the cells a card leaves out are
 * hidden below lg).
 */
export function LeadList({ leads }: { leads: ListLead[] }) {
  const clock = useOfficeClock({ dateStyle: "medium", timeStyle: "short" });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that may scroll sideways must be reachable by keyboard
    <div className="lead-list mt-4 lg:mt-6" tabIndex={0} role="region" aria-label="Leads" data-testid="leads-table">
      {/* The headings of the wide rows; each cell a card leaves out says what it is to a screen reader. */}
      <div className="lead-head" aria-hidden="true" data-testid="leads-head">
        {COLUMNS.map((h) => (
          <span key={h}>{h}</span>
        ))}
      </div>
      <ul className="lead-rows">
        {leads.map((lead) => {
          const town = townOf(lead.address);
          return (
            <li key={lead.id} className={`lead-item ${lead.emergency ? "lead-emergency" : ""}`} data-testid="lead-row">
              <div className="lead-card" data-testid="lead-card">
                <Link to={`/admin/leads/${lead.id}`} className="lead-name break-words font-bold underline">
                  <LanguageMarker language={lead.language} />
                  {lead.name || lead.email || "(no name)"}
                </Link>
                <time dateTime={lead.createdAt} className="lead-received">
                  <span className="lead-clock">{clock(lead.createdAt)}</span>
                  <span className="lead-ago">{lead.ago} ago</span>
                </time>
                <p className="lead-state">
                  <span className="lead-status">
                    {lead.emergency ? <strong className="rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">Emergency</strong> : null}
                    <AttentionBadge attention={lead.attention} />
                    <span data-testid="lead-status">{statusLabel(lead.status)}</span>
                  </span>
                  <span aria-hidden="true" className="lg:hidden">
                    ·
                  </span>
                  <span className="lead-kind">{lead.kind}</span>
                </p>
                {lead.service || town ? (
                  <p className="lead-service text-navy-700 lg:text-navy-900">
                    {lead.service}
                    {town ? <span className="lg:hidden">{lead.service ? ` · ${town}` : town}</span> : null}
                  </p>
                ) : null}
                <div className="lead-contact">
                  {lead.email ? (
                    <a href={`mailto:${lead.email}`} className={`break-words underline ${lead.phone ? "hidden lg:block" : "mt-2 inline-block lg:mt-0 lg:block"}`}>
                      {lead.email}
                    </a>
                  ) : null}
                  {lead.phone ? (
                    <a href={telHref(lead.phone)} className="btn-outline lead-call" data-testid="lead-call">
                      <span className="lg:sr-only">Call </span>
                      {formatPhone(lead.phone)}
                    </a>
                  ) : null}
                </div>
                <p className="lead-wide lead-message whitespace-pre-wrap break-words">
                  {lead.message}
                  {lead.details ? <span className="mt-1 block text-xs text-navy-700">{lead.details}</span> : null}
                </p>
                <p className="lead-wide lead-owner">
                  <span className="sr-only">Owner: </span>
                  {lead.owner ?? "—"}
                </p>
                <p className="lead-wide lead-response whitespace-nowrap">
                  <span className="sr-only">First response: </span>
                  {lead.response ? (
                    <>
                      {lead.response.ago} ago
                      <span className="block text-xs text-navy-700">after {lead.response.took}</span>
                    </>
                  ) : (
                    "Not yet"
                  )}
                </p>
                <p className="lead-wide lead-mail whitespace-nowrap">
                  <span className="sr-only">Mail: </span>
                  {mailLabel[lead.mail.status]}
                  {lead.mail.total > 0 ? ` (${lead.mail.sent}/${lead.mail.total})` : ""}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
