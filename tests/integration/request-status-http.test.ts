import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { customerMailText } from "~/content/customer-mails";
import { requestStatusText } from "~/content/request-status";
import { CROSS_SITE_MESSAGE } from "~/lib/platform/request-guards.server";
import { CANCELLED_BY_CUSTOMER } from "~/models/request-status.server";
import { CUSTOMER_ACTOR } from "~/models/lead-attention.server";
import { STATUS_MESSAGE_RULE } from "~/lib/requests/form-rate-limits.server";
import { STATUS_MESSAGE_MAX } from "~/forms/status-page";
import { localDay } from "~/lib/platform/office-clock.server";
import { decodeEntities } from "../support/html-text";
import { useSite } from "../support/site";

/**
 * Every request's own page over real HTTP against the production build: the customer's mail links it in their
 * language, the page shows what they sent and where it stands, and its forms (posted as a browser without
 * JavaScript does) cancel the request or write to the office, which sees both on the lead's page.
 */
const es = requestStatusText.es;
const en = requestStatusText.en;
/** A page's text without React's comment markers, entities decoded. */
const textOf = async (response: Response) => decodeEntities((await response.text()).replace(/<!-- -->/g, ""));

describe("a status page for every request, over HTTP", () => {
  const site = useSite({ smtp: true, admin: true, env: { OFFICE_EMAIL: "office@status.test" } });

  /** The status page's path the customer's confirmation mail links (the mail's link is on SITE_URL). */
  const linkMailedTo = async (email: string) => {
    for (let i = 0; i < 200 && !site.smtp.received.some((m) => m.to.includes(email)); i++) await new Promise((r) => setTimeout(r, 25));
    const mail = site.smtp.received.find((m) => m.to.includes(email));
    const path = /\/status\/[A-Za-z0-9_-]{32}/.exec(mail?.text ?? "")?.[0];
    if (!mail || !path) throw new Error(`no status link mailed to ${email}`);
    return { mail, path };
  };
  const form = (fields: Record<string, string>) => new URLSearchParams({ company_website: "", ...fields });
  const leadIdOf = async (email: string) => {
    const inbox = await site.page(`/admin/leads?q=${encodeURIComponent(email)}`, site.admin);
    const id = /\/admin\/leads\/([0-9a-f-]{36})/.exec(inbox)?.[1];
    if (!id) throw new Error(`no lead for ${email} in the inbox`);
    return id;
  };
  const send = (path: string, fields: Record<string, string>, headers?: Record<string, string>) => site.post(path, new URLSearchParams(fields), { cookie: "", headers });

  it("a Spanish estimate's mail links its page, which says in Spanish that it was received and shows what was sent", async () => {
    // Sent as a browser sends the form with a photo: multipart, to the Spanish page.
    const body = new FormData();
    const fields = { name: "María Pérez", email: "maria@example.com", phone: "7035550181", service: "panel-upgrade", address: "12 Calle Uno", description: "El panel hace ruido", company_website: "" };
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c33" } }).jpeg().toBuffer();
    body.append("photos", new File([new Uint8Array(jpeg)], "panel.jpg", { type: "image/jpeg" }));
    const posted = await site.post("/es/estimate", body, { cookie: "" });
    // A request that is no emergency still answers with its own form's page: the link comes by mail.
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).not.toContain("/status/");
    const { mail, path } = await linkMailedTo("maria@example.com");
    expect(mail.text).toMatch(new RegExp(`${customerMailText.es.followRequest}\\nhttps?://[^/]+${path}\\n`));

    const page = await site.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await textOf(page);
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(new RegExp(`data-testid="request-status" data-state="open"`));
    expect(html).toContain(`${es.received} · <time`);
    expect(html).toContain(`${es.called}<span class="font-normal text-navy-700"> · ${es.pending}`);
    expect(html).toContain("El panel hace ruido");
    expect(html).toMatch(new RegExp(`data-testid="request-cancel-form"[^]*?>${es.cancelButton}</button>`));
    // The photo as the office sees it (re-encoded WebP), through the page's own key only.
    const photo = new RegExp(`<img src="(${path}/photos/[0-9a-f-]{36})"`).exec(html)?.[1];
    expect(photo).toBeDefined();
    const image = await site.get(photo!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toContain("no-store");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await site.get(photo!.replace(path, "/status/" + "B".repeat(32)))).status).toBe(404);
    // Nothing of the lead but the first name: no phone, email or last name.
    for (const secret of ["0181", "maria@example.com", "Pérez", "Calle Uno"]) expect(html).not.toContain(secret);
  });

  it("the message box: the message lands in the lead's conversation, the page shows it; empty, too long, or too many are refused and change nothing", async () => {
    await site.post("/contact", form({ type: "estimate", name: "Sam Ode", email: "sam@example.com", phone: "7035550182", serviceType: "lighting", description: "Two dead outlets" }), { cookie: "" });
    const { path } = await linkMailedTo("sam@example.com");
    const leadId = await leadIdOf("sam@example.com");

    const sent = await send(path, { intent: "message", body: "  Gate code is 4412, dog is friendly.  " });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(path);
    const page = await textOf(await site.get(path));
    expect(page).toMatch(/data-testid="request-messages"[^]*Gate code is 4412, dog is friendly\./);
    const office = await textOf(await site.get(`/admin/leads/${leadId}`, site.admin));
    expect(/data-testid="lead-thread"[^]*?<\/ol>/.exec(office)?.[0]).toContain("Gate code is 4412, dog is friendly.");
    expect(office).toContain(CUSTOMER_ACTOR);

    const empty = await send(path, { intent: "message", body: "   " });
    expect(empty.status).toBe(400);
    expect(await textOf(empty)).toContain(en.messageRequired);
    const long = await send(path, { intent: "message", body: "x".repeat(STATUS_MESSAGE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await textOf(long)).toContain(en.messageTooLong(STATUS_MESSAGE_MAX));
    expect((await send(path, { intent: "delete-everything" })).status).toBe(400);

    // The limit counts per address, like the public forms': one taken already, the refused ones not counted.
    for (let i = 2; i <= STATUS_MESSAGE_RULE.limit; i++) expect((await send(path, { intent: "message", body: `note ${i}` })).status).toBe(303);
    const limited = await send(path, { intent: "message", body: "one too many" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const after = await textOf(await site.get(`/admin/leads/${leadId}`, site.admin));
    expect(after).not.toContain("one too many");
    expect(after).not.toContain("x".repeat(50));
  });

  it("cancel: the request is lost with the customer's reason in its history; the page says so and takes no more posts; a post from another site is refused", async () => {
    await site.post("/contact", form({ type: "estimate", name: "Cy Vance", email: "cy@example.com", phone: "7035550183", serviceType: "ev-charger" }), { cookie: "" });
    const { path } = await linkMailedTo("cy@example.com");
    const leadId = await leadIdOf("cy@example.com");

    const foreign = await send(path, { intent: "cancel" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe(CROSS_SITE_MESSAGE);
    expect(await textOf(await site.get(path))).toContain('data-state="open"');

    // The page sends no Referer to other sites; a browser's post from it may say Origin: null, its own by Sec-Fetch-Site.
    const cancelled = await send(path, { intent: "cancel" }, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(cancelled.status).toBe(303);
    const page = await textOf(await site.get(path));
    expect(page).toContain('data-state="cancelled"');
    expect(page).toContain(en.cancelled);
    expect(page).not.toContain('data-testid="request-cancel-form"');
    expect(page).not.toContain('data-testid="request-message-form"');

    const office = await textOf(await site.get(`/admin/leads/${leadId}`, site.admin));
    expect(office).toMatch(/data-testid="lead-status">Lost<\/strong>/);
    expect(office).toContain(CANCELLED_BY_CUSTOMER);
    expect(/data-testid="lead-history"[^]*?<\/ol>/.exec(office)?.[0]).toContain(CUSTOMER_ACTOR);

    expect((await send(path, { intent: "cancel" })).status).toBe(409);
    expect((await send(path, { intent: "message", body: "hello?" })).status).toBe(409);
    // An unknown token is the 404 page, for a post as for a read.
    const unknown = "/status/" + "A".repeat(32);
    expect((await site.get(unknown)).status).toBe(404);
    expect((await send(unknown, { intent: "cancel" })).status).toBe(404);
  });
  it("a visit the office books shows on the page: the step, the day and arrival window on the office's clock, who is coming, and the calendar file", async () => {
    await site.post("/contact", form({ type: "estimate", name: "Vi Sitor", email: "vi@example.com", phone: "7035550184", serviceType: "lighting" }), { cookie: "" });
    const { path } = await linkMailedTo("vi@example.com");
    const leadId = await leadIdOf("vi@example.com");
    expect(await textOf(await site.get(path))).not.toContain('data-testid="request-visit"');

    const day = localDay(new Date(Date.now() + 10 * 24 * 60 * 60_000), "America/New_York");
    const booked = await site.post(`/admin/leads/${leadId}`, new URLSearchParams({ intent: "visit", day, window: "10:00", electrician: "team:m3" }));
    expect(booked.status).toBe(302);
    const page = await textOf(await site.get(path));
    expect(page).toContain(`${en.booked} · <time`);
    const visit = /data-testid="request-visit"[^]*?<\/section>/.exec(page)?.[0] ?? "";
    expect(visit).toContain("Andre Lewis");
    expect(visit).toContain("10:00 AM – 12:00 PM");
    expect(visit).toContain(new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`)));
    const calendar = /href="(\/status\/[A-Za-z0-9_-]{32}\/visit\.ics)"/.exec(visit)?.[1];
    expect(calendar).toBe(`${path}/visit.ics`);
    const file = await site.get(calendar!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/calendar");
  });
});
