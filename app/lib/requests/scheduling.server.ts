import { appointmentTypes } from "~/content/forms";
import type { Lang } from "~/content/languages";
import { getBusiness } from "../site/business.server";
import { cachedLoader, type CacheOptions } from "../platform/cache.server";
import { getConfig } from "../platform/config.server";
import { log } from "../platform/log.server";
import { singleton } from "../platform/singleton.server";

/** docs/product.md §3: an appointment type from the scheduling service. */
export interface AppointmentType {
  uri: string;
  name: string;
  /** Minutes. */
  duration: number;
}

export interface Scheduling {
  kind: "calendly" | "public";
  /**
   * docs/product.md §7, call 2 (getEventTypes). Calendly's names are the office's, in any language; the built-in
   * types are named in `lang` (decision 0172), English for the office.
   */
  getEventTypes(lang?: Lang): Promise<AppointmentType[]>;
  /**
   * docs/product.md §7, call 3 (getAvailableTimes → resource.booking_url), with name and email prefilled and the
   * lead's reference (`ref`) as utm_content, which Calendly hands back in its webhook's tracking (docs/visits.md).
   */
  createBookingLink(eventTypeUri: string, invitee: Invitee): Promise<string>;
}

export class SchedulingError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = "SchedulingError";
  }
}

interface Invitee {
  name: string;
  email: string;
  ref?: string;
}

/** Calendly's booking pages read name, email and the utm_* parameters from the query string. */
function prefillUrl(url: string, invitee: Invitee): string {
  const u = new URL(url);
  u.searchParams.set("name", invitee.name);
  u.searchParams.set("email", invitee.email);
  if (invitee.ref) u.searchParams.set("utm_content", invitee.ref);
  return u.href;
}

/**
 * Appointment types change rarely, and every GET /book (any query string gets past a CDN) would otherwise
 * spend Calendly's API quota: kept 10 minutes, the last good list served while Calendly fails.
 */
const EVENT_TYPES_CACHE = { ttlMs: 10 * 60_000, errorTtlMs: 15_000 };

/**
 * Calendly API v2 (docs/product.md, decision 4): GET /users/me for the owner, GET /event_types?user=… for the
 * appointment types, POST /scheduling_links for a single-use booking link.
 */
export function calendlyScheduling({
  token,
  apiUrl,
  fetchImpl = fetch,
  timeoutMs = 8_000,
  cache = EVENT_TYPES_CACHE,
}: {
  token: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  cache?: Omit<CacheOptions, "name">;
}): Scheduling {
  const base = apiUrl.replace(/\/+$/, "");
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SchedulingError(`Calendly ${method} ${path} failed: ${String(error)}`);
    }
    if (!response.ok) {
      throw new SchedulingError(`Calendly ${method} ${path} answered ${response.status}`, response.status);
    }
    return (await response.json()) as T;
  }
  let owner: string | null = null;
  const getEventTypes = cachedLoader(async () => {
    owner ??= (await call<{ resource: { uri: string } }>("GET", "/users/me")).resource.uri;
    const query = new URLSearchParams({ user: owner, active: "true", count: "100" });
    const answer = await call<{ collection: { uri: string; name: string; duration: number; active?: boolean }[] }>(
      "GET",
      `/event_types?${query}`,
    );
    if (!Array.isArray(answer.collection)) throw new SchedulingError("Calendly event_types answered no collection");
    return answer.collection.filter((t) => t.active !== false).map((t) => ({ uri: t.uri, name: t.name, duration: t.duration }));
  }, { name: "calendly event types", ...cache });
  return {
    kind: "calendly",
    getEventTypes,
    async createBookingLink(eventTypeUri, invitee) {
      const answer = await call<{ resource?: { booking_url?: string } }>("POST", "/scheduling_links", {
        max_event_count: 1,
        owner: eventTypeUri,
        owner_type: "EventType",
      });
      const url = answer.resource?.booking_url;
      if (!url) throw new SchedulingError("Calendly scheduling_links answered no booking_url");
      return prefillUrl(url, invitee);
    },
  };
}

/** Embedded default: the appointment types in app/content, each a public scheduling page (same pages in both languages). */
export function publicScheduling(schedulingUrl: string): Scheduling {
  const types = appointmentTypes(schedulingUrl);
  return {
    kind: "public",
    getEventTypes: async (lang = "en") => appointmentTypes(schedulingUrl, lang),
    async createBookingLink(eventTypeUri, invitee) {
      if (!types.some((t) => t.uri === eventTypeUri)) throw new SchedulingError("unknown appointment type");
      return prefillUrl(eventTypeUri, invitee);
    },
  };
}

export function getScheduling(): Scheduling {
  const { CALENDLY_TOKEN: token, CALENDLY_API_URL: apiUrl } = getConfig();
  // One client per process (and per configuration), so every request shares its cache.
  if (token) return singleton(`calendly:${apiUrl}:${token}`, () => calendlyScheduling({ token, apiUrl }));
  return publicScheduling(getBusiness().schedulingUrl);
}

/** Appointment types for a visitor reading `lang`, or null when the scheduling service cannot be reached (the catalogue's load failure). */
export async function loadAppointmentTypes(scheduling: Scheduling = getScheduling(), lang: Lang = "en"): Promise<AppointmentType[] | null> {
  try {
    return await scheduling.getEventTypes(lang);
  } catch (error) {
    log.warn("appointment types failed", { error: String(error) });
    return null;
  }
}
