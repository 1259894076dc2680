import type { ReactNode } from "react";
import { telHref } from "~/content/business";
import { formatPhone } from "~/forms/phone";
import { REQUEST_FIELD_LABELS, REQUEST_VALUE_LABELS } from "~/forms/admin-messages";
import { Section } from "../Section";

type Text = string | null;

/** What the page shows of a lead: what was sent and where the visitor came from. */
interface LeadFactsProps {
  kind: string;
  fields: Record<string, string>;
  name: Text;
  email: Text;
  phone: Text;
  service: Text;
  message: Text;
  page: Text;
  source: Text;
  firstPage: Text;
  referrer: Text;
  utmCampaign: Text;
  utmMedium: Text;
  utmTerm: Text;
  utmContent: Text;
}

/** Labelled values, the empty ones left out. */
function Facts({ rows, valueClass, testId }: { rows: [string, ReactNode][]; valueClass: string; testId?: string }) {
  return (
    <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2" data-testid={testId}>
      {rows
        .filter(([, value]) => value != null && value !== "")
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className={`min-w-0 ${valueClass}`}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Fields with rows of their own (the service is saved by its name), and the booking's calendar id, which its appointment type names. */
const OWN_ROWS = new Set(["name", "email", "phone", "service", "serviceType", "eventTypeUri"]);
const known = Object.keys(REQUEST_FIELD_LABELS);
/** "someField" as "Some field": a field no label names yet is still shown, once. */
const labelOf = (key: string) => REQUEST_FIELD_LABELS[key] ?? (key.charAt(0).toUpperCase() + key.slice(1).replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());

/**
 * What the visitor sent, each field once with its label: the form's fields, in a fixed order. The saved message
 * is shown only when no fields were kept (the contact and estimate forms join their fields into it for the
 * office mail; the booking keeps its own message as a field).
 */
function sentRows(lead: Pick<LeadFactsProps, "kind" | "fields" | "name" | "email" | "phone" | "service" | "message">): [string, ReactNode][] {
  const fields = Object.entries(lead.fields ?? {})
    .filter(([key, value]) => value !== "" && !OWN_ROWS.has(key))
    .sort(([a], [b]) => (known.includes(a) ? known.indexOf(a) : known.length) - (known.includes(b) ? known.indexOf(b) : known.length))
    .map(([key, value]): [string, ReactNode] => [labelOf(key), REQUEST_VALUE_LABELS[key]?.[value] ?? value]);
  return [
    ["Kind", lead.kind],
    ["Name", lead.name],
    ["Email", lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null],
    ["Phone", lead.phone ? <a href={telHref(lead.phone)}>{formatPhone(lead.phone)}</a> : null],
    ["Service", lead.service],
    ...(Object.keys(lead.fields ?? {}).length > 0 ? fields : [["Message", lead.message] as [string, ReactNode]]),
  ];
}

/** What the visitor sent (every field once, the page it came from) and where the visit came from. */
export function LeadFacts({ lead }: { lead: LeadFactsProps }) {
  const sent: [string, ReactNode][] = [...sentRows(lead), ["Sent from", lead.page]];
  const source: [string, string | null][] = [
    ["Source", lead.source],
    ["First page", lead.firstPage],
    ["Referrer", lead.referrer],
    ["Campaign", [lead.utmCampaign, lead.utmMedium, lead.utmTerm, lead.utmContent].filter(Boolean).join(" / ") || null],
  ];
  return (
    <>
      <Section id="sent-title" title="What they sent">
        <Facts rows={sent} valueClass="whitespace-pre-wrap break-words" testId="lead-sent" />
      </Section>
      <Section id="source-title" title="Where it came from">
        <Facts rows={source} valueClass="break-words" />
      </Section>
    </>
  );
}
