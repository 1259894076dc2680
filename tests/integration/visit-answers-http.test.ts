import { describe, expect, it } from "vitest";
import { requestStatusText } from "~/content/request-status";
import { ATTENTION_LABELS } from "~/forms/admin-messages";
import { formText } from "~/forms/messages";
import { STATUS_MESSAGE_RULE, STATUS_VISIT_RULE } from "~/lib/requests/form-rate-limits.server";
import { localDay } from "~/lib/platform/office-clock.server";
import { dbTargets } from "../support/db";
import { decodeEntities } from "../support/html-text";
import { useSite } from "../support/site";
import { OFFICE_ALL_DAY } from "../support/twilio";

/**
 * The customer's answers to their visit from their request page (docs/visits.md, "The customer's answers"), posted
 * as a browser without JavaScript posts them, to the production build on each database: confirm it, move it to one
 * of the office's next open windows (the database deciding a window two customers take at once), ask for a call;
 * the office sees each on the lead's page and in the inbox's "Needs attention", and its next action clears it.
 */
const [en, es] = [requestStatusText.en, requestStatusText.es];
const WEBSITE = "+17035550142";
const TZ = "America/New_York";
const DAY = 24 * 60 * 60_000;
const text = (html: string) => decodeEntities(html.replace(/<!-- -->/g, ""));

describe.each(dbTargets)("the customer's answers to their visit over HTTP on %s", (kind) => {
  const site = useSite({
    admin: true,
    postgres: kind === "postgres",
    twilioNumbers: { [WEBSITE]: "website" },
    env: { ...OFFICE_ALL_DAY, REVIEW_SENDING_HOURS: "00:00-24:00", TRUST_PROXY: "1", OUTBOX_RETRY_BASE_MS: "200" },
  });
  let n = 0;

  /** A customer's estimate request (English or Spanish page) with a visit booked by the office `days` ahead: the lead's id, its page's path, its phone. */
  async function leadWithVisit(lang: "en" | "es", electrician: string, days: number) {
    n += 1;
    const name = `Answer ${["Ana", "Bea", "Cruz", "Dora", "Eva", "Flor", "Gil", "Hugo"][n]} ${kind}`;
    const phone = `+1703555${String(410 + n).padStart(4, "0")}`;
    const fields = { type: "estimate", name, address: "12 Oak St, Fairfax, VA 22030", phone: phone.slice(2), email: `answer-${n}-${kind}@example.com`, serviceType: "outlets", description: "Two outlets", company_website: "" };
    const posted = await site.post(lang === "es" ? "/es/contact" : "/contact", new URLSearchParams(fields), { cookie: "", headers: { "X-Forwarded-For": `198.51.${n}.7` } });
    expect(posted.status).toBe(302);
    const id = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(await site.page(`/admin/leads?q=${encodeURIComponent(name)}`, site.admin))![1]!;
    const day = localDay(new Date(Date.now() + days * DAY), TZ);
    expect((await site.post(`/admin/leads/${id}`, new URLSearchParams({ intent: "visit", day, window: "08:00", electrician }))).status).toBe(302);
    const path = await waitFor(() => /\/status\/[A-Za-z0-9_-]{32}/.exec(site.twilio.messages.find((m) => m.to === phone)?.body ?? "")?.[0]);
    return { id, path, phone };
  }
  /** Polls (bounded) until `read` gives a value. */
  async function waitFor<T>(read: () => T | undefined): Promise<T> {
    for (let i = 0; i < 150; i++) {
      const value = read();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("waited 15 s for nothing");
  }
  const answer = (path: string, fields: Record<string, string>, ip = "203.0.113.5") => site.post(path, new URLSearchParams(fields), { cookie: "", headers: { "X-Forwarded-For": ip } });
  const customerPage = async (path: string) => text(await site.page(path, ""));
  const leadPage = async (id: string) => text(await site.page(`/admin/leads/${id}`, site.admin));
  const visitOn = (html: string) => /name="visit" value="([0-9a-f-]{36})"/.exec(html)![1]!;
  const windowsOn = (html: string) => [...html.matchAll(/<input type="radio" name="window"[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
  const attentionInbox = async () => text(await site.page("/admin/leads?attention=1", site.admin));

  it("confirm: the visit is confirmed, the page says so, the office's history names the window", async () => {
    const lead = await leadWithVisit("en", "team:m1", 20);
    const page = await customerPage(lead.path);
    expect(page).toContain(`>${en.visitConfirm}</button>`);
    const confirmed = await answer(lead.path, { intent: "confirm", visit: visitOn(page) });
    expect(confirmed.status).toBe(303);
    const after = await customerPage(lead.path);
    expect(after).toContain(`data-testid="visit-confirmed">${en.visitConfirmedNote}<`);
    expect(after).not.toContain(`>${en.visitConfirm}</button>`);
    expect(await leadPage(lead.id)).toMatch(/Customer \(status page\)<\/strong> · Visit confirmed: Maria Carter, \w+day, /);
    // Twice, or a visit that is not the page's: 409, nothing more written.
    expect((await answer(lead.path, { intent: "confirm", visit: visitOn(page) })).status).toBe(409);
    expect((await answer(lead.path, { intent: "confirm", visit: "00000000-0000-4000-8000-000000000000" })).status).toBe(409);
    expect((await leadPage(lead.id)).match(/Visit confirmed:/g)).toHaveLength(1);
  });

  it("choose another time: up to 6 open windows of the same electrician; the pick moves the visit, texts the new time, drops the old reminder, and the office sees it", async () => {
    const lead = await leadWithVisit("es", "team:m2", 20);
    const page = await customerPage(lead.path);
    const windows = windowsOn(page);
    expect(windows).toHaveLength(6);
    // Soonest first, each in the future, none the visit's own window.
    expect(windows.map(Date.parse)).toEqual([...windows.map(Date.parse)].sort((a, b) => a - b));
    expect(Date.parse(windows[0]!)).toBeGreaterThan(Date.now());
    const picked = windows[1]!;
    const moved = await answer(lead.path, { intent: "window", visit: visitOn(page), window: picked });
    expect(moved.status).toBe(303);
    const after = await customerPage(lead.path);
    expect(windowsOn(after)).not.toContain(picked);
    expect(visitOn(after)).not.toBe(visitOn(page));
    // The customer is told the new time by text, in Spanish, with the calendar link.
    const texts = await waitFor(() => {
      const sent = site.twilio.messages.filter((m) => m.to === lead.phone);
      return sent.length >= 2 ? sent : undefined;
    });
    expect(texts[1]!.body).toContain("su visita quedó reservada para el");
    const office = await leadPage(lead.id);
    expect(office).toMatch(/Chose another time: Derek Simmons, \w+day, [^→]+ 8:00 AM – 10:00 AM → Derek Simmons, \w+day, /);
    expect(office).toContain(`Needs attention: ${ATTENTION_LABELS.window}`);
    // The old visit's reminder (due the evening before it) will not go.
    expect(office).toContain("Not sent: the visit was cancelled");
    expect(await attentionInbox()).toContain(`/admin/leads/${lead.id}`);
  });

  it("two customers take the same window at once: one moves, the other gets 409 in their language with fresh choices and keeps their visit; a window not offered is a 400", async () => {
    const [a, b] = [await leadWithVisit("en", "team:m3", 30), await leadWithVisit("es", "team:m3", 31)];
    const [pageA, pageB] = [await customerPage(a.path), await customerPage(b.path)];
    const shared = windowsOn(pageA)[0]!;
    expect(windowsOn(pageB)[0]).toBe(shared);
    const responses = await Promise.all([
      answer(a.path, { intent: "window", visit: visitOn(pageA), window: shared }, "203.0.113.10"),
      answer(b.path, { intent: "window", visit: visitOn(pageB), window: shared }, "203.0.113.11"),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([303, 409]);
    const lost = responses[0]!.status === 409 ? { lead: a, page: pageA, m: en } : { lead: b, page: pageB, m: es };
    const refused = text(await responses.find((r) => r.status === 409)!.text());
    expect(refused).toContain(`data-testid="request-refused">${lost.m.windowTakenDetail}<`);
    expect(windowsOn(refused)).not.toContain(shared);
    expect(windowsOn(refused)).toHaveLength(6);
    expect(visitOn(refused)).toBe(visitOn(lost.page));
    expect(await leadPage(lost.lead.id)).not.toContain("Chose another time");

    // Not one of the times the page offers: past the sixth, in the past, an hour into one, none, not a time.
    const later = new Date(Date.parse(windowsOn(refused).at(-1)!) + 30 * DAY).toISOString();
    for (const window of [later, "2020-03-02T13:00:00.000Z", new Date(Date.parse(shared) + 60 * 60_000).toISOString(), "", "soon"]) {
      const bad = await answer(lost.lead.path, { intent: "window", visit: visitOn(lost.page), window }, "203.0.113.12");
      expect(bad.status, window).toBe(400);
      expect(text(await bad.text())).toContain(`data-testid="request-refused">${lost.m.windowRequired}<`);
    }
    expect(visitOn(await customerPage(lost.lead.path))).toBe(visitOn(lost.page));
  });

  it("answers past the address's limit: 429 in the lead's language with Retry-After, the window picked and the message typed shown again, nothing changed", async () => {
    const lead = await leadWithVisit("es", "team:m5", 25);
    const page = await customerPage(lead.path);
    const ip = "203.0.113.20";
    // The first confirms the visit; the rest find it confirmed (409), each counted all the same.
    for (let i = 1; i <= STATUS_VISIT_RULE.limit; i++) expect((await answer(lead.path, { intent: "confirm", visit: visitOn(page) }, ip)).status).toBe(i === 1 ? 303 : 409);
    const picked = windowsOn(page)[2]!;
    const limited = await answer(lead.path, { intent: "window", visit: visitOn(page), window: picked }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const refused = text(await limited.text());
    expect(refused).toContain('<html lang="es"');
    expect(refused).toContain(`data-testid="request-refused">${formText.es.messages.rateLimited.description}<`);
    expect([...refused.matchAll(/<input type="radio" name="window"[^>]*>/g)].filter((m) => m[0].includes('checked=""')).map((m) => m[0])).toEqual([expect.stringContaining(`value="${picked}"`)]);
    expect(visitOn(await customerPage(lead.path))).toBe(visitOn(page));
    expect(await leadPage(lead.id)).not.toContain("Chose another time");
    // A message and a call count against their own limit, which keeps its count: past it, the message comes back.
    for (let i = 1; i <= STATUS_MESSAGE_RULE.limit; i++) expect((await answer(lead.path, { intent: "message", body: `nota ${i}` }, ip)).status).toBe(303);
    const message = await answer(lead.path, { intent: "message", body: "El portón está abierto" }, ip);
    expect(message.status).toBe(429);
    expect(text(await message.text())).toMatch(/<textarea id="status-message" name="body"[^>]*>El portón está abierto<\/textarea>/);
    expect((await answer(lead.path, { intent: "call" }, ip)).status).toBe(429);
    expect(await leadPage(lead.id)).not.toContain("El portón está abierto");
  });

  it("ask for a call, a message and a cancellation each mark the lead for the office; its next action clears the mark", async () => {
    const lead = await leadWithVisit("en", "team:m4", 20);
    const asked = await answer(lead.path, { intent: "call" });
    expect(asked.status).toBe(303);
    expect(await customerPage(lead.path)).toContain(`data-testid="call-asked">${en.callAsked}<`);
    let office = await leadPage(lead.id);
    expect(office).toContain(`Needs attention: ${ATTENTION_LABELS.call}`);
    expect(office).toContain("Customer (status page)</strong> · Asked for a call");
    let inbox = await attentionInbox();
    expect(inbox).toContain(`/admin/leads/${lead.id}`);
    expect(inbox).toContain(`data-testid="lead-attention">${ATTENTION_LABELS.call}<`);

    // The office's note is its next action: the mark goes, from the inbox's chip and the customer's page.
    expect((await site.post(`/admin/leads/${lead.id}`, new URLSearchParams({ intent: "note", body: "Called back" }))).status).toBe(302);
    office = await leadPage(lead.id);
    expect(office).not.toContain("Needs attention:");
    expect(await attentionInbox()).not.toContain(`/admin/leads/${lead.id}`);
    expect(await customerPage(lead.path)).not.toContain('data-testid="call-asked"');

    expect((await answer(lead.path, { intent: "message", body: "Gate code 1234" })).status).toBe(303);
    expect(await leadPage(lead.id)).toContain(`Needs attention: ${ATTENTION_LABELS.message}`);
    // A text reply clears it too.
    expect((await site.post(`/admin/leads/${lead.id}`, new URLSearchParams({ intent: "reply", body: "Thanks, noted" }))).status).toBe(302);
    expect(await leadPage(lead.id)).not.toContain("Needs attention:");

    // Cancelling the request cancels its visit and that visit's reminder.
    expect((await answer(lead.path, { intent: "cancel" })).status).toBe(303);
    office = await leadPage(lead.id);
    expect(office).toContain(`Needs attention: ${ATTENTION_LABELS.cancel}`);
    expect(office).toContain("Visit booked: — → Cancelled with the request");
    expect(office).toContain("Not sent: the visit was cancelled");
    inbox = await attentionInbox();
    expect(inbox).toContain(`data-testid="lead-attention">${ATTENTION_LABELS.cancel}<`);
    // The office's status change is seen as its answer.
    expect((await site.post(`/admin/leads/${lead.id}`, new URLSearchParams({ intent: "status", status: "new" }))).status).toBe(302);
    expect(await attentionInbox()).not.toContain(`/admin/leads/${lead.id}`);
  });
});
