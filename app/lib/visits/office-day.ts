/** The office's day (/admin/today, docs/visits.md) as the server and the page share it: its views and a visit's card. */

export const OFFICE_DAY_VIEWS = ["today", "tomorrow", "week"] as const;
export type OfficeDayView = (typeof OFFICE_DAY_VIEWS)[number];

/** The link of each view: plain GET links, so a tap is all it takes, without JavaScript. */
export const VIEW_PATHS: Record<OfficeDayView, string> = { today: "/admin/today", tomorrow: "/admin/today?day=tomorrow", week: "/admin/today?range=week" };

/** One visit as the office's day lists it. */
export interface DayVisit {
  id: string;
  leadId: string;
  /** The arrival window on the office's clock: "8:00 AM – 10:00 AM". */
  window: string;
  name: string | null;
  phone: string | null;
  address: string | null;
  mapUrl: string | null;
  service: string | null;
  /** The first words of what the customer asked. */
  excerpt: string;
  status: "booked" | "confirmed" | "done";
}
