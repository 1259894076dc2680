import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_BUCKET } from "~/content/buckets";
import { contactVideo } from "~/content/team";
import { calendlyScheduling, loadAppointmentTypes } from "~/lib/requests/scheduling.server";
import { calendlyEventTypes, startCalendly } from "../support/calendly";
import { startTestStorage } from "../support/s3";

/**
 * A loop of GETs with random query strings gets past any CDN: these pages must not each cost a call to
 * Calendly (metered) or an S3 listing. The loopback stand-ins count what reaches them.
 */
const TOKEN = "cache-test-token";
const random = () => Math.random().toString(36).slice(2);
const args = (url: string) => ({ request: new Request(url), context: { clientIp: "198.51.100.30" }, params: {} });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

let calendly: Awaited<ReturnType<typeof startCalendly>>;
let s3: Awaited<ReturnType<typeof startTestStorage>>;
let dataDir: string;
let listCalls = 0;
const saved = { ...process.env };
const eventTypeCalls = () => calendly.requests.filter((r) => r.path.startsWith("/event_types")).length;

beforeAll(async () => {
  calendly = await startCalendly(TOKEN);
  s3 = await startTestStorage();
  await s3.storage.put(MEDIA_BUCKET, contactVideo.key, "not really a video", "video/mp4");
  dataDir = mkdtempSync(path.join(tmpdir(), "caches-test-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SESSION_SECRET: "c".repeat(40),
    CALENDLY_TOKEN: TOKEN,
    CALENDLY_API_URL: calendly.url,
    S3_ENDPOINT: s3.endpoint,
  });
  (globalThis as { __singletons?: Map<string, unknown> }).__singletons = new Map();
  // The About page's loader reads the business facts the office published: a migrated database in the data folder.
  await (await import("~/lib/platform/db.server")).getDbHandle().migrate();
  const { initStorage } = await import("~/lib/platform/storage.server");
  const storage = await initStorage();
  // The AWS SDK's middleware stack sees every command the app's client sends.
  storage.client.middlewareStack.add(
    (next, context) => async (input) => {
      if (context.commandName === "ListObjectsV2Command") listCalls += 1;
      return next(input);
    },
    { step: "initialize", name: "countListCalls" },
  );
});

afterAll(async () => {
  const { closeStorage } = await import("~/lib/platform/storage.server");
  await closeStorage();
  await (await import("~/lib/platform/db.server")).getDbHandle().close();
  process.env = saved;
  await s3.stop();
  await calendly.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("upstream calls of public pages", () => {
  it("50 GETs of /book with random query strings make one call for the appointment types", async () => {
    const { loader } = await import("~/routes/book");
    const load = async () => {
      const response = await loader(args(`http://localhost/book?${random()}=${random()}`));
      return ((await response.json()) as { types: { uri: string }[] }).types.map((t) => t.uri);
    };
    // Half at once (the misses share one call), half one after another.
    const pages = [...(await Promise.all(Array.from({ length: 25 }, load)))];
    for (let i = 0; i < 25; i++) pages.push(await load());
    const active = calendlyEventTypes.filter((t) => t.active).map((t) => t.uri);
    expect(pages).toHaveLength(50);
    for (const types of pages) expect(types).toEqual(active);
    expect(eventTypeCalls()).toBe(1);
    expect(calendly.requests.filter((r) => r.path === "/users/me")).toHaveLength(1);
  });

  it("50 GETs each of /contact and /about with random query strings list the media bucket once", async () => {
    const contact = await import("~/routes/contact");
    const about = await import("~/routes/about");
    const before = listCalls;
    const loads = [
      ...Array.from({ length: 50 }, () => contact.loader(args(`http://localhost/contact?type=estimate&${random()}`))),
      ...Array.from({ length: 50 }, () => about.loader(args(`http://localhost/about?${random()}`))),
    ];
    const answers = (await Promise.all(loads.map(async (r) => (await r).json()))) as { videoUrl?: string; videos?: Record<string, string> }[];
    expect(answers.slice(0, 50).every((a) => a.videoUrl === `/media/${MEDIA_BUCKET}/videos/contact-welcome.mp4`)).toBe(true);
    expect(answers.slice(50).every((a) => a.videos && Object.keys(a.videos).length === 0)).toBe(true);
    expect(listCalls - before).toBe(1);
  });
});

describe("appointment types cache", () => {
  it("serves the last good list while Calendly fails, and asks again soon", async () => {
    const scheduling = calendlyScheduling({ token: TOKEN, apiUrl: calendly.url, cache: { ttlMs: 100, errorTtlMs: 300 } });
    const base = eventTypeCalls();
    const first = await scheduling.getEventTypes();
    expect(eventTypeCalls() - base).toBe(1);

    calendly.state.fail = "event_types";
    await wait(150);
    // Expired and Calendly down: every request still gets the list, and Calendly is asked once.
    const during = await Promise.all(Array.from({ length: 20 }, () => loadAppointmentTypes(scheduling)));
    for (const types of during) expect(types).toEqual(first);
    expect(eventTypeCalls() - base).toBe(2);
    // The failure is remembered briefly: no new call yet.
    expect(await loadAppointmentTypes(scheduling)).toEqual(first);
    expect(eventTypeCalls() - base).toBe(2);

    calendly.state.fail = null;
    await wait(350);
    expect(await loadAppointmentTypes(scheduling)).toEqual(first);
    expect(eventTypeCalls() - base).toBe(3);
  });

  it("with no good list yet, a failure gives the load-failure answer and is not cached for long", async () => {
    const scheduling = calendlyScheduling({ token: TOKEN, apiUrl: calendly.url, cache: { ttlMs: 60_000, errorTtlMs: 200 } });
    calendly.state.fail = "event_types";
    const base = eventTypeCalls();
    expect(await loadAppointmentTypes(scheduling)).toBeNull();
    expect(await loadAppointmentTypes(scheduling)).toBeNull();
    expect(eventTypeCalls() - base).toBe(1);
    calendly.state.fail = null;
    await wait(250);
    expect(await loadAppointmentTypes(scheduling)).toHaveLength(calendlyEventTypes.filter((t) => t.active).length);
    expect(eventTypeCalls() - base).toBe(2);
  });
});
