import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendlyEventTypes, startCalendly } from "../support/calendly";
import { calendlySignature, inviteeMessage, sendCalendlyWebhook } from "../support/calendly-webhook";
import { useSite } from "../support/site";

/**
 * POST /webhooks/calendly on the production build (docs/visits.md, "Bookings made on Calendly"): a booking made on
 * Calendly through the booking form's link lands on that form's lead as a visit; its cancellation frees it; what
 * Calendly did not sign, signed too long ago, or signed once already is refused and changes nothing.
 */

const KEY = "calendly-webhook-signing-key-for-tests";
const TOKEN = "calendly-webhook-test-token";
const DAY = 24 * 60 * 60_000;
const decode = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

let calendly: Awaited<ReturnType<typeof startCalendly>>;
beforeAll(async () => {
  calendly = await startCalendly(TOKEN);
});
afterAll(() => calendly?.stop());

describe("Calendly's bookings come back as visits", () => {
  const site = useSite({
    admin: true,
    env: () => ({ CALENDLY_TOKEN: TOKEN, CALENDLY_API_URL: calendly.url, CALENDLY_WEBHOOK_SIGNING_KEY: KEY, TRUST_PROXY: "1" }),
  });
  // A weekday morning a week ahead, on the hour: 9:00 in New York is 14:00 UTC in winter, 13:00 in summer.
  const start = new Date(Math.ceil((Date.now() + 7 * DAY) / 3_600_000) * 3_600_000);
  const hook = (body: string, options: { at?: number; signature?: string | false } = {}) => sendCalendlyWebhook(site.url, body, { key: KEY, ...options });

  let leadId = "";
  let ref = "";

  /** The lead's visits and history as the office sees them on its page. */
  async function leadState(id: string) {
    const html = decode(await site.page(`/admin/leads/${id}`, site.admin));
    const visits = /data-testid="lead-visits"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    const history = /data-testid="lead-history"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
    return { visits, visitCount: visits.split("<li").length - 1, history };
  }
  /** Everything a webhook could change: every lead (the CSV export), and the booking lead's visits and history. */
  async function snapshot() {
    const csv = await site.get("/admin/leads.csv", site.admin);
    expect(csv.status).toBe(200);
    return { leads: await csv.text(), lead: await leadState(leadId) };
  }

  it("the booking form's link carries the lead's reference, and a signed invitee.created puts the time on that lead", async () => {
    const posted = await site.post(
      "/book",
      new URLSearchParams({ name: "Gia Booker", phone: "7035550177", email: "gia.booker@example.com", service: "surge-protection", eventTypeUri: calendlyEventTypes[0]!.uri, company_website: "" }),
      { cookie: "", headers: { "X-Forwarded-For": "198.51.100.77" } },
    );
    expect(posted.status).toBe(200);
    const link = /href="(https:\/\/calendly\.test\/d\/abc-123\/[^"]+)"/.exec(decode(await posted.text()))?.[1];
    expect(link).toBeDefined();
    ref = new URL(link!).searchParams.get("utm_content") ?? "";
    expect(ref).toMatch(/^[0-9a-f]{32}$/);
    const inbox = await site.page(`/admin/leads?q=${encodeURIComponent("Gia Booker")}`, site.admin);
    leadId = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)![1]!;
    const leadsBefore = await (await site.get("/admin/leads.csv", site.admin)).text();

    // Another address and no phone on Calendly: only the reference in the link can find the form's lead.
    const created = inviteeMessage("invitee.created", { id: "GIA", name: "Gia B.", email: "gia.elsewhere@example.com", start, utmContent: ref });
    const answer = await hook(created);
    expect(answer.status).toBe(200);
    const state = await leadState(leadId);
    expect(state.visitCount).toBe(1);
    expect(state.visits).toContain("Valor Office");
    expect(state.visits).not.toContain("(cancelled)");
    expect(state.history).toContain("Booked via Calendly: Valor Office");
    // No new lead: the booking went on the form's.
    expect(await (await site.get("/admin/leads.csv", site.admin)).text()).toBe(leadsBefore);

    // The same invitee again (Calendly retries, newly signed): still one visit, one history row.
    expect((await hook(created, { at: Date.now() + 1_000 })).status).toBe(200);
    const again = await leadState(leadId);
    expect(again.visitCount).toBe(1);
    expect(again.history.split("Booked via Calendly").length - 1).toBe(1);
  });

  it("a signed invitee.canceled frees the visit and writes the lead's history", async () => {
    const canceled = inviteeMessage("invitee.canceled", { id: "GIA", name: "Gia B.", email: "gia.elsewhere@example.com", start, utmContent: ref });
    expect((await hook(canceled)).status).toBe(200);
    const state = await leadState(leadId);
    expect(state.visitCount).toBe(1);
    expect(state.visits).toContain("(cancelled)");
    expect(state.history).toContain("Cancelled via Calendly: Valor Office");
  });

  it("unsigned, wrongly signed and stale (over 3 minutes) webhooks are refused and change nothing", async () => {
    // Would book a new time on the form's lead if taken.
    const body = inviteeMessage("invitee.created", { id: "FORGED", name: "Gia B.", email: "gia.booker@example.com", start: new Date(start.getTime() + DAY), utmContent: ref });
    const before = await snapshot();
    const unsigned = await hook(body, { signature: false });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.text()).toContain("only takes webhooks signed by the site's Calendly subscription");
    expect((await hook(body, { signature: calendlySignature("not-the-site-key", body, Date.now()) })).status).toBe(403);
    expect((await hook(body, { at: Date.now() - 3 * 60_000 - 10_000 })).status).toBe(403);
    expect((await hook(body, { at: Date.now() + 3 * 60_000 + 10_000 })).status).toBe(403);
    // Signed, but not an invitee's webhook: the site's message and a 400.
    expect((await hook("{not json")).status).toBe(400);
    expect((await hook(JSON.stringify({ event: "invitee.created", payload: { uri: "x", scheduled_event: { start_time: "soon" } } }))).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("a signed webhook posted a second time is refused (409) and changes nothing", async () => {
    const body = inviteeMessage("invitee.created", { id: "NEWCOMER", name: "Nia Newcomer", email: "nia.newcomer@example.com", start: new Date(start.getTime() + 2 * DAY), phone: "+1 703 555 0188" });
    const signature = calendlySignature(KEY, body, Date.now());
    expect((await hook(body, { signature })).status).toBe(200);
    // No lead had the reference, the address or the phone: a new lead of kind booking, with the visit.
    const inbox = await site.page(`/admin/leads?q=${encodeURIComponent("Nia Newcomer")}`, site.admin);
    const newcomer = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)?.[1];
    expect(newcomer).toBeDefined();
    expect((await leadState(newcomer!)).visitCount).toBe(1);
    const before = await snapshot();
    const newcomerBefore = await leadState(newcomer!);
    const replayed = await hook(body, { signature });
    expect(replayed.status).toBe(409);
    expect(await snapshot()).toEqual(before);
    expect(await leadState(newcomer!)).toEqual(newcomerBefore);
  });

  it("without a reference the invitee's email finds the lead, else the phone; no new lead is made", async () => {
    const leadsBefore = await (await site.get("/admin/leads.csv", site.admin)).text();
    const byEmail = inviteeMessage("invitee.created", { id: "GIA-2", name: "G. Booker", email: "GIA.BOOKER@example.com", start: new Date(start.getTime() + 3 * DAY) });
    expect((await hook(byEmail)).status).toBe(200);
    expect((await leadState(leadId)).visitCount).toBe(2);
    const inbox = await site.page(`/admin/leads?q=${encodeURIComponent("Nia Newcomer")}`, site.admin);
    const newcomer = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)![1]!;
    const byPhone = inviteeMessage("invitee.created", { id: "NIA-2", name: "Nia N.", email: "nia.other@example.com", start: new Date(start.getTime() + 4 * DAY), phone: "(703) 555-0188" });
    expect((await hook(byPhone)).status).toBe(200);
    expect((await leadState(newcomer)).visitCount).toBe(2);
    expect(await (await site.get("/admin/leads.csv", site.admin)).text()).toBe(leadsBefore);
  });
});
