import type { ReactNode } from "react";
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
            <dd className={valueClass}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** What the visitor sent (every field, the page it came from) and where the visit came from. */
export function LeadFacts({ lead }: { lead: LeadFactsProps }) {
  const sent: [string, ReactNode][] = [
    ["Kind", lead.kind],
    ["Name", lead.name],
    ["Email", lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null],
    ["Phone", lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : null],
    ["Service", lead.service],
    ["Message", lead.message],
    ...Object.entries(lead.fields ?? {})
      .filter(([key, value]) => value !== "" && !["name", "email", "phone", "message"].includes(key))
      .map(([key, value]): [string, ReactNode] => [key, value]),
    ["Sent from", lead.page],
  ];
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
        <Facts rows={source} valueClass="break-all" />
      </Section>
    </>
  );
}
