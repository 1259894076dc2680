import { useOfficeClock } from "~/hooks/use-office-clock";
import { STATUS_LABELS, type LeadStatus } from "~/forms/admin-messages";

/** A time on the office's clock. */
export function At({ iso }: { iso: string }) {
  const clock = useOfficeClock({ dateStyle: "medium", timeStyle: "short" });
  return <time dateTime={iso}>{clock(iso)}</time>;
}

export const statusLabel = (status: string | null) => (status ? (STATUS_LABELS[status as LeadStatus] ?? status) : "—");
