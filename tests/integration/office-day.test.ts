import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { zonedInstant } from "~/lib/platform/office-clock.server";
import { inviteeMessage, sendCalendlyWebhook } from "../support/calendly-webhook";
import { dbTargets } from "../support/db";
import { useSite } from "../support/site";

/**
 * The office's day and the electricians' calendar feeds (docs/visits.md) over HTTP against the production build:
 * visits booked through the lead page's form (and one on Calendly, cancelled there), read back on /admin/today and
 * in a feed that ical.js parses.
 */

const TZ = "America/New_York";
const KEY = "office-day-calendly-key";
const decode = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** An address whose calendar line is longer than 75 octets, with two-octet characters to fold around. */
const LONG_ADDRESS = "4410 Calle de la Peña Ñandú, Apartment 12, Fairfax Station, VA 22039, United States";

describe.each(dbTargets)("the office's day over HTTP on %s (the production build)", (kind) => {
  const site = useSite({
    admin: true,
    postgres: kind === "postgres",
    env: { TRUST_PROXY: "1", CALENDLY_WEBHOOK_SIGNING_KEY: KEY },
  });
  let n = 0;

  /** A request from the contact page; the lead's id, found by its name in the inbox. */
  async function newLead(name: string, address: string, description: string) {
    n += 1;
    const posted = await site.post(
      "/contact",
      new URLSearchParams({ type: "estimate", name, address, phone: `70355504${10 + n}`, email: `day-${kind}-${n}@example.com`, serviceType: "outlets", description, company_website: "" }),
      { cookie: "", headers: { "X-Forwarded-For": `198.51.${n}.77` } },
    );
    expect(posted.status).toBe(302);
    const inbox = await site.page(`/admin/leads?q=${encodeURIComponent(name)}`, site.admin);
    return /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)![1]!;
  }
  const book = async (id: string, day: string, window: string, electrician: string) =>
    expect((await site.post(`/admin/leads/${id}`, new URLSearchParams({ intent: "visit", day, window, electrician }))).status).toBe(302);
  const today = async () => decode(await site.page("/admin/today", site.admin));
  /** The page's electricians' sections, each its heading's name and its customers in the order shown. */
  const sections = (html: string) =>
    html
      .split('data-testid="today-electrician"')
      .slice(1)
      .map((chunk) => ({ who: /<h3[^>]*>([^<]+)<\/h3>/.exec(chunk)![1], customers: [...chunk.matchAll(/<h4[^>]*>([^<]+)<\/h4>/g)].map((m) => m[1]) }));

  let day = "";
  let ids: Record<string, string> = {};

  it("lists today's visits per electrician in window order, with call, text, map and the lead; not a cancelled one nor another day's; tomorrow and the week a tap away", async () => {
    // Today on the server's own clock: the first day its visit form offers.
    const first = await newLead("Ada Early", LONG_ADDRESS, "Breaker trips when the microwave runs; kitchen outlets dead since Sunday. ".repeat(3));
    day = /type="date" name="day" min="(\d{4}-\d{2}-\d{2})"/.exec(decode(await site.page(`/admin/leads/${first}`, site.admin)))![1]!;
    ids = {
      early: first,
      noon: await newLead("Ben Noon", "12 Oak St, Fairfax, VA 22030", "Two outlets"),
      andre: await newLead("Cal Andre", "9 Elm St, Vienna, VA 22180", "Porch light"),
      tomorrow: await newLead("Dee Tomorrow", "3 Ash Ct, Reston, VA 20190", "Panel"),
      later: await newLead("Eve Later", "5 Pine Rd, Herndon, VA 20170", "Fan"),
    };
    // Booked out of order: the page shows them in window order.
    await book(ids.noon!, day, "12:00", "team:m2");
    await book(ids.early!, day, "08:00", "team:m2");
    await book(ids.andre!, day, "10:00", "team:m3");
    await book(ids.tomorrow!, addDays(day, 1), "08:00", "team:m3");
    await book(ids.later!, addDays(day, 3), "14:00", "team:m1");
    // Booked on Calendly for this afternoon, then cancelled there: not listed.
    const invitee = { id: `day-${kind}`, name: "Fay Cancelled", email: `cancelled-${kind}@example.com`, start: zonedInstant(day, "15:00", TZ) };
    for (const event of ["invitee.created", "invitee.canceled"] as const) expect((await sendCalendlyWebhook(site.url, inviteeMessage(event, invitee), { key: KEY })).status).toBe(200);

    const page = await today();
    expect(sections(page)).toEqual([
      { who: "Andre Lewis", customers: ["Cal Andre"] },
      { who: "Derek Simmons", customers: ["Ada Early", "Ben Noon"] },
    ]);
    expect(page).not.toContain("Fay Cancelled");
    expect(page).toContain("8:00 AM – 10:00 AM");
    expect(page).toContain('href="tel:+17035550411"');
    expect(page).toContain('href="sms:+17035550411"');
    expect(page).toContain(`href="https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(LONG_ADDRESS)}"`);
    expect(page).toContain(`href="/admin/leads/${ids.early}"`);
    expect(page).toContain("Breaker trips when the microwave runs");
    expect(page).toContain(">Booked<");
    // The tabs: plain links, today's marked.
    expect(page).toMatch(/<a aria-current="page"[^>]*href="\/admin\/today">Today<\/a>/);
    expect(page).toMatch(/<a [^>]*href="\/admin\/today\?day=tomorrow">Tomorrow<\/a>/);
    expect(page).toMatch(/<a [^>]*href="\/admin\/today\?range=week">This week<\/a>/);

    expect(sections(decode(await site.page("/admin/today?day=tomorrow", site.admin)))).toEqual([{ who: "Andre Lewis", customers: ["Dee Tomorrow"] }]);
    const week = decode(await site.page("/admin/today?range=week", site.admin));
    expect(week.split('data-testid="today-day"').length - 1).toBe(3);
    expect(sections(week).map((s) => s.customers)).toEqual([["Cal Andre"], ["Ada Early", "Ben Noon"], ["Dee Tomorrow"], ["Eve Later"]]);

    // Signed out: to the sign-in page.
    const signedOut = await site.get("/admin/today");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
  });

  it("an electrician's feed: made once, valid RFC 5545 with their visits as the office's local times; revoked or unknown it is a 404, and its token never reaches the log", async () => {
    expect(day).not.toBe("");
    const made = await site.post("/admin/today", new URLSearchParams({ intent: "create-feed", electrician: "team:m2" }));
    expect(made.status).toBe(200);
    const html = decode(await made.text());
    const url = new RegExp(`value="(${site.url}/calendar/([A-Za-z0-9_-]{32})/visits\\.ics)"`).exec(html)!;
    expect(url).not.toBeNull();
    const token = url[2]!;
    expect(html).toContain(`href="${url[1]!.replace(/^http:/, "webcal:")}"`);
    // Shown once: the page read again has no link.
    expect(await today()).not.toContain(token);

    const feed = await site.get(`/calendar/${token}/visits.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toContain("no-store");
    expect(feed.headers.get("x-robots-tag")).toBe("noindex");
    const file = await feed.text();
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of file.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(file));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
    // Derek's two visits, and no one else's.
    expect(events.map(({ event }) => event.summary)).toEqual(["Ada Early: Outlets/GFCI", "Ben Noon: Outlets/GFCI"]);
    expect(events.map(({ event }) => [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()])).toEqual([
      [zonedInstant(day, "08:00", TZ).toISOString(), zonedInstant(day, "10:00", TZ).toISOString()],
      [zonedInstant(day, "12:00", TZ).toISOString(), zonedInstant(day, "14:00", TZ).toISOString()],
    ]);
    for (const { vevent } of events) {
      expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(TZ);
      expect(vevent.getFirstProperty("dtend")!.getParameter("tzid")).toBe(TZ);
    }
    expect(events[0]!.event.location).toBe(LONG_ADDRESS);
    expect(events[0]!.event.uid).toMatch(/^[0-9a-f-]{36}@/);
    expect(events[0]!.event.description).toContain(`Lead: ${site.url}/admin/leads/${ids.early}`);
    // The UID is the visit's: the same when the calendar reads the feed again.
    const again = new ICAL.Component(ICAL.parse(await (await site.get(`/calendar/${token}/visits.ics`)).text()));
    expect(again.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid"))).toEqual(events.map(({ event }) => event.uid));

    // Revoked: 404, like a token no one made.
    const feedId = /name="id" value="([0-9a-f-]{36})"/.exec(await today())![1]!;
    expect((await site.post("/admin/today", new URLSearchParams({ intent: "revoke-feed", id: feedId }))).status).toBe(302);
    expect((await site.get(`/calendar/${token}/visits.ics`)).status).toBe(404);
    expect((await site.get(`/calendar/${"A".repeat(32)}/visits.ics`)).status).toBe(404);
    expect((await site.post("/admin/today", new URLSearchParams({ intent: "revoke-feed", id: feedId }))).status).toBe(404);
    expect((await site.post("/admin/today", new URLSearchParams({ intent: "create-feed", electrician: "team:nobody" }))).status).toBe(400);
    expect(site.server.output()).not.toContain(token);
  });
});
