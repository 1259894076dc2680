import { OFFICE_TIME_ZONE } from "~/content/facts";
import { STATUS_LABELS, type LeadStatus } from "~/lib/lead-pipeline.messages";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: OFFICE_TIME_ZONE });

/** A time on the office's clock. */
export const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

export const statusLabel = (status: string | null) => (status ? (STATUS_LABELS[status as LeadStatus] ?? status) : "—");
