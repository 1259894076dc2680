import { useOfficeClock } from "~/hooks/use-office-clock";
import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from "~/forms/admin-messages";

/** A time on the office's clock. */
export function At({ iso }: { iso: string }) {
  const clock = useOfficeClock({ dateStyle: "medium", timeStyle: "short" });
  return <time dateTime={iso}>{clock(iso)}</time>;
}

/** The pipeline's statuses as a select's options, by their labels. */
export function StatusOptions() {
  return LEAD_STATUSES.map((s) => (
    <option key={s} value={s}>
      {STATUS_LABELS[s]}
    </option>
  ));
}

export const statusLabel = (status: string | null) => (status ? (STATUS_LABELS[status as LeadStatus] ?? status) : "—");
