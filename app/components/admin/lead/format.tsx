import { emergencyCities } from "~/content/areas";
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

/** The towns the office serves, longest first so "Manassas Park" is found before "Manassas", each as a whole word. */
const towns = [...emergencyCities].sort((a, b) => b.length - a.length).map((town) => ({ town, word: new RegExp(`\\b${town}\\b`, "i") }));

/**
 * The town of a free-text address ("12 Oak St, Manassas Park VA"): a town the office serves named in it, else
 * the part before the state ("…, Dumfries, VA 22026"), else null.
 */
export function townOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const served = towns.find(({ word }) => word.test(address));
  if (served) return served.town;
  const parts = address.split(",").map((part) => part.trim());
  const state = parts.findIndex((part, i) => i > 0 && /^[A-Z]{2}\b/.test(part) && !/^\d/.test(parts[i - 1]!));
  return state > 0 ? parts[state - 1] || null : null;
}
