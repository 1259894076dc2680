import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { requestStatusText } from "~/content/request-status";
import { VISIT_MESSAGES as M } from "~/forms/admin-messages";
import { localDay } from "~/lib/platform/office-clock.server";
import { dbTargets } from "../support/db";
import { decodeEntities } from "../support/html-text";
import { formFields } from "../support/html-form";
import { useSite } from "../support/site";
import { OFFICE_ALL_DAY } from "../support/twilio";

/**
 * A booked visit on the customer's page and the office's cancellation (docs/visits.md), over HTTP against the
 * production build on each database: who is coming (the team member's photo, else their initials, named in the
 * lead's language), and "Cancel visit" on the lead's page (no JavaScript), which frees the visit, drops its
 * reminder, tells the customer like the confirmation and takes the visit off their page.
 */
const WEBSITE = "+17035550142";
const TZ = "America/New_York";
const textOf = async (response: Response) => decodeEntities((await response.text()).replace(/<!-- -->/g, ""));
const dayAhead = (days: number) => localDay(new Date(Date.now() + days * 24 * 60 * 60_000), TZ);

describe.each(dbTargets)("the visit on the request page, and its cancellation, over HTTP on %s", (kind) => {
  const site = useSite({
    admin: true,
    postgres: kind === "postgres",
    smtp: true,
    twilioNumbers: { [WEBSITE]: "website" },
    // Each request from a network of its own (the form's limit is per network).
    env: { ...OFFICE_ALL_DAY, OFFICE_EMAIL: "office@visit-page.test", REVIEW_SENDING_HOURS: "00:00-24:00", OUTBOX_RETRY_BASE_MS: "200", TRUST_PROXY: "1" },
  });
  let n = 0;

  /** A request from the English or Spanish contact page (an estimate unless told); the lead's id from the inbox. */
  async function newLead(lang: "en" | "es", contact: { phone: string; email?: string }, type = "estimate") {
    n += 1;
    const name = ["Ana Amor", "Bea Bravo", "Cruz Campo", "Dora Duque", "Eva Estrada", "Flor Fuentes", "Gil Garza"][n]!;
    const fields = { type, name, address: "12 Oak St", phone: contact.phone, email: contact.email ?? "", serviceType: "outlets", description: "Two outlets", company_website: "" };
    expect((await site.post(lang === "es" ? "/es/contact" : "/contact", new URLSearchParams(fields), { cookie: "", headers: { "X-Forwarded-For": `198.51.100.${n}` } })).status).toBe(302);
    return /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(await site.page(`/admin/leads?q=${encodeURIComponent(name)}`, site.admin))![1]!;
  }
  const book = async (id: string, electrician: string, days: number) =>
    expect((await site.post(`/admin/leads/${id}`, new URLSearchParams({ intent: "visit", day: dayAhead(days), window: "10:00", electrician }))).status).toBe(302);
  const leadPage = async (id: string) => textOf(await site.get(`/admin/leads/${id}`, site.admin));
  /** Waits (bounded) until `read` finds something. */
  async function waitFor<T>(read: () => T | undefined): Promise<T> {
    for (let i = 0; i < 150; i++) {
      const found = read();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("nothing came");
  }
  const statusPathIn = (body: string) => /\/status\/[A-Za-z0-9_-]{32}/.exec(body)![0];
  const visitSection = (html: string) => /data-testid="request-visit"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

  it("shows who is coming: a team member's published photo, named in Spanish; an admin's initials in a circle, named in English", async () => {
    // Derek Simmons (team:m2) gets a photo, published through the team editor as the office does it.
    const TEAM = "/admin/content/team";
    const fields = formFields(await site.page(TEAM, site.admin), 'id="words-');
    fields.set("intent", "publish");
    const form = new FormData();
    for (const [name, value] of fields) if (!name.endsWith(".upload")) form.append(name, value);
    const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#336699" } }).png().toBuffer();
    form.append("members[1].upload", new Blob([new Uint8Array(png)], { type: "image/png" }), "derek.png");
    expect((await site.post(TEAM, form)).status).toBe(302);
    const photo = /src="(\/media\/media\/team\/[0-9a-f]{16}\/derek\.webp)"/.exec(await site.page("/about"))?.[1];
    expect(photo).toBeDefined();

    const es = await newLead("es", { phone: "8765550401", email: "foto@example.com" });
    await book(es, "team:m2", 20);
    const esMail = await waitFor(() => site.smtp.received.find((m) => m.to.includes("foto@example.com") && /visita/i.test(m.subject)));
    const esSection = visitSection(await textOf(await site.get(statusPathIn(esMail.text))))!;
    expect(esSection).toContain(`<img src="${photo}" alt="${requestStatusText.es.visitWhoPhoto("Derek Simmons")}"`);
    expect(esSection).not.toContain('data-testid="monogram"');

    const adminId = /<option value="user:([0-9a-f-]{36})">([^<]+)<\/option>/.exec(await leadPage(es))!;
    const en = await newLead("en", { phone: "8765550402", email: "initials@example.com" });
    await book(en, `user:${adminId[1]}`, 21);
    const enMail = await waitFor(() => site.smtp.received.find((m) => m.to.includes("initials@example.com") && /visit/i.test(m.subject)));
    const enSection = visitSection(await textOf(await site.get(statusPathIn(enMail.text))))!;
    expect(enSection).toMatch(new RegExp(`role="img" aria-label="${requestStatusText.en.visitWhoInitials(adminId[2]!)}"><span aria-hidden="true" data-testid="monogram"[^>]*>S</span>`));
    expect(enSection).not.toContain("<img");
  });

  it("'Cancel visit' on the lead's page frees the visit, drops its reminder, texts the Spanish customer and takes the visit off their page", async () => {
    const phone = "+17035550411";
    const id = await newLead("es", { phone: phone.slice(2), email: "cancela@example.com" });
    await book(id, "team:m3", 22);
    const confirmation = await waitFor(() => site.twilio.messages.find((m) => m.to === phone && m.body.includes("reservada")));
    const path = statusPathIn(confirmation.body.replace("/visit.ics", ""));
    expect(visitSection(await textOf(await site.get(path)))).not.toBeNull();

    const page = await leadPage(id);
    const visit = /<input type="hidden" name="intent" value="cancel-visit"\/><input type="hidden" name="visit" value="([0-9a-f-]{36})"\/><button[^>]*>Cancel visit<\/button>/.exec(page)?.[1];
    expect(visit).toBeDefined();
    const cancelled = await site.post(`/admin/leads/${id}`, new URLSearchParams({ intent: "cancel-visit", visit: visit! }));
    expect(cancelled.status).toBe(302);

    const told = await waitFor(() => site.twilio.messages.find((m) => m.to === phone && m.body.includes("quedó cancelada")));
    expect(told.from).toBe(WEBSITE);
    expect(told.body).toContain(`${site.url}${path} `);
    expect(visitSection(await textOf(await site.get(path)))).toBeNull();
    const after = await leadPage(id);
    expect(after).toMatch(/Visit booked: — → Cancelled: Andre Lewis, [A-Z][a-z]+day, /);
    expect(after).toContain("(cancelled)");
    expect(after).not.toContain(">Cancel visit</button>");
    // Again, or a visit of no lead: a 400 that changes nothing.
    for (const other of [visit!, "00000000-0000-4000-8000-000000000000", "<script>"]) {
      const again = await site.post(`/admin/leads/${id}`, new URLSearchParams({ intent: "cancel-visit", visit: other }));
      expect(again.status).toBe(400);
      expect(await textOf(again)).toContain(M.notCancellable);
    }
    if (kind === "postgres") {
      const rows = await site.sql<{ body: string; status: string }[]>`select body, status from lead_messages where lead_id = ${id} and direction = 'out' order by created_at`;
      expect(rows.find((r) => r.body.includes("le recordamos"))?.status).toBe("cancelled");
    }
  });

  it("a number that texted STOP and no address: nothing is sent, the history says why; a number the site may not text gets a mail", async () => {
    const phone = "+17035550412";
    // An emergency's form asks for no address.
    const stopped = await newLead("en", { phone: phone.slice(2) }, "emergency");
    expect((await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: phone, To: WEBSITE, Body: "STOP" })).status).toBe(200);
    await book(stopped, "team:m1", 23);
    const visit = /name="visit" value="([0-9a-f-]{36})"/.exec(await leadPage(stopped))![1]!;
    expect((await site.post(`/admin/leads/${stopped}`, new URLSearchParams({ intent: "cancel-visit", visit }))).status).toBe(302);
    expect(await leadPage(stopped)).toContain("Visit cancellation not texted: the number opted out");

    const island = await newLead("en", { phone: "8765550413", email: "island-cancel@example.com" });
    await book(island, "team:m1", 24);
    const islandVisit = /name="visit" value="([0-9a-f-]{36})"/.exec(await leadPage(island))![1]!;
    expect((await site.post(`/admin/leads/${island}`, new URLSearchParams({ intent: "cancel-visit", visit: islandVisit }))).status).toBe(302);
    const mail = await waitFor(() => site.smtp.received.find((m) => m.to.includes("island-cancel@example.com") && /is cancelled$/.test(m.subject)));
    expect(mail.text).toMatch(/Your visit on [A-Z][a-z]+day, .+, arriving between 10:00 AM – 12:00 PM, is cancelled\./);
    expect(await leadPage(island)).toContain("Visit cancellation not texted: not a US number");
  });

  it("the dashboard counts these visits: booked, cancelled, the median days to a first visit and the share of requests with one, by source", async () => {
    const html = await textOf(await site.get(`/admin/dashboard?from=${dayAhead(0)}&to=${dayAhead(30)}`, site.admin));
    const figures = /data-testid="dashboard-visits"[\s\S]*?<\/dl>/.exec(html)![0];
    // Five booked above (two kept, three cancelled); five requests, two with a visit kept.
    expect(figures).toMatch(/Visits booked<\/dt><dd[^>]*>5<\/dd>/);
    expect(figures).toMatch(/Cancelled<\/dt><dd[^>]*>3<\/dd>/);
    // Visits 20 and 21 days ahead at 10:00 on the office's clock, for requests made today at any hour: 19.9 to 20.9 days.
    expect(figures).toMatch(/Median time from request to first visit<\/dt><dd[^>]*>(19\.9|20\.\d) days<\/dd>/);
    expect(figures).toContain("2 of 5 requests got a visit (40%)");
    expect(html).toMatch(/data-testid="visits-by-source"[\s\S]*?<th scope="row"[^>]*>\w+<\/th><td[^>]*>5<\/td><td[^>]*>2<\/td><td[^>]*>40%<\/td>/);
  });

  it("a reminder mail's unsubscribe page asks on a GET and unsubscribes on its button's POST, in the lead's language; an unknown link is a 404", async () => {
    const lead = await newLead("es", { phone: "8765550414", email: "recordatorio@example.com" });
    await book(lead, "team:m1", 25);
    const mail = await waitFor(() => site.smtp.received.find((m) => m.to.includes("recordatorio@example.com") && /visita/i.test(m.subject)));
    const unsubscribe = `${statusPathIn(mail.text)}/unsubscribe`;
    const asked = await site.get(unsubscribe);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("cache-control")).toContain("no-store");
    const page = await textOf(asked);
    expect(page).toContain('lang="es"');
    expect(page).toContain("¿Dejamos de enviar recordatorios de visitas y solicitudes de reseña por correo a recordatorio@example.com?");
    const pending = async () => (kind === "postgres" ? (await site.sql`select status from email_outbox where "to" = 'recordatorio@example.com' and list_unsubscribe is not null`).map((r) => r.status) : null);
    if (kind === "postgres") expect(await pending()).toEqual(["pending"]);
    const done = await site.post(unsubscribe, new URLSearchParams(), { cookie: "" });
    expect(done.status).toBe(200);
    expect(await textOf(done)).toContain("Listo: no enviaremos recordatorios ni solicitudes de reseña a esta dirección.");
    if (kind === "postgres") expect(await pending()).toEqual(["cancelled"]);
    expect((await site.get(`/status/${"A".repeat(32)}/unsubscribe`)).status).toBe(404);
  });
});
