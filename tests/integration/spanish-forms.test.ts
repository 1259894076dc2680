import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~db/schema";
import { formCopy } from "~/content/forms";
import { formText } from "~/forms/messages";
import { bodyLimit, MAX_PHOTO_REQUEST_BYTES } from "~/lib/platform/request-guards.server";
import { dbTargets, useAppEnvironment } from "../support/db";
import { startSmtp } from "../support/smtp";

/**
 * The Spanish forms on the server (decision 0172): a post to /es/… is answered with the Spanish half of the
 * messages, whatever the form says; the lead remembers the language (0172); the customer's mail and status
 * page speak it (0173), the office's mail stays English. The route actions run with the app's configuration.
 */
const OFFICE = "office-es@test.example";
const es = formText.es;
const post = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });
const args = (request: Request, ip: string) => ({ request, context: { clientIp: ip }, params: {} });

describe("Spanish photo posts", () => {
  it("may carry the photos' cap, and are refused past it in Spanish", () => {
    const multipart = "multipart/form-data; boundary=x";
    expect(bodyLimit("POST", "/es/estimate", multipart)).toEqual({ bytes: MAX_PHOTO_REQUEST_BYTES, message: es.photos.requestTooLarge });
    expect(bodyLimit("POST", "/es/contact", multipart)).toEqual({ bytes: MAX_PHOTO_REQUEST_BYTES, message: es.photos.requestTooLarge });
    expect(bodyLimit("POST", "/estimate", multipart).message).toBe(formText.en.photos.requestTooLarge);
  });
});

describe.each(dbTargets)("Spanish forms on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: Awaited<ReturnType<typeof useAppEnvironment>> | undefined;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await useAppEnvironment(kind, { SMTP_URL: smtp.url, OFFICE_EMAIL: OFFICE, SESSION_SECRET: "x".repeat(40), SITE_URL: "http://localhost:3000" });
    // Storage as at start-up (the embedded S3 in the data folder): the forms keep photos there.
    const { closeStorage, initStorage } = await import("~/lib/platform/storage.server");
    await initStorage();
    const { startAppOutboxWorker } = await import("~/lib/platform/outbox.server");
    const worker = startAppOutboxWorker();
    stop = async () => {
      await worker.stop();
      await closeStorage();
    };
  });

  afterAll(async () => {
    await stop();
    await app?.restore();
    await smtp.stop();
  });

  const mailsTo = async (address: string) => {
    for (let i = 0; i < 100 && !smtp.received.some((m) => m.to.includes(address)); i++) await new Promise((r) => setTimeout(r, 50));
    return smtp.received.filter((m) => m.to.includes(address));
  };
  const leadByEmail = async (email: string) => {
    const { getDb } = await import("~/lib/platform/db.server");
    const [lead] = await getDb().select().from(leads).where(eq(leads.email, email));
    return lead;
  };

  it("a bad email posted to /es/contact without JavaScript is a 400 in Spanish with what was typed", async () => {
    const { action } = await import("~/routes/contact");
    const typed = { type: "estimate", name: "María Pérez", phone: "7035550188", email: "maria@", serviceType: "panel-upgrade", address: "12 Calle Uno" };
    const response = await action(args(post("http://localhost/es/contact?type=estimate", { ...typed, page: "/es/contact" }), "198.51.100.71"));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { toast: unknown; reply: { initialValue: Record<string, string>; error: Record<string, string[]> } };
    expect(body.toast).toEqual(es.messages.invalidInformation);
    expect(body.reply.error.email).toEqual([es.fields.emailInvalid]);
    expect(body.reply.initialValue).toMatchObject(typed);
    // The English form at the English path still answers in English.
    const english = await action(args(post("http://localhost/contact?type=estimate", { ...typed, page: "/contact" }), "198.51.100.72"));
    expect(((await english.json()) as { reply: { error: Record<string, string[]> } }).reply.error.email).toEqual([formText.en.fields.emailInvalid]);
  });

  it("every documented contact message has its Spanish counterpart on /es", async () => {
    const { action } = await import("~/routes/contact");
    const missing = await action(args(post("http://localhost/es/contact?type=emergency", { type: "emergency" }), "198.51.100.73"));
    expect(((await missing.json()) as { toast: unknown }).toast).toEqual(es.messages.missingInformation);
    const noEmail = await action(args(post("http://localhost/es/contact?type=estimate", { type: "estimate", name: "Ana Ruiz", phone: "7035550100" }), "198.51.100.73"));
    expect(((await noEmail.json()) as { toast: unknown }).toast).toEqual(es.messages.emailRequired);
    const { action: newsletter } = await import("~/routes/newsletter");
    const badNewsletter = await newsletter(args(post("http://localhost/es/newsletter", { email: "" }), "198.51.100.73"));
    expect(((await badNewsletter.json()) as { toast: unknown }).toast).toEqual(es.messages.newsletterEmailRequired);
  });

  it("a good Spanish request: redirect to the Spanish form, lead in Spanish, Spanish mail to the customer, English to the office", async () => {
    const { action } = await import("~/routes/contact");
    const { getToast } = await import("~/lib/platform/toast.server");
    const email = "lucia.es@example.com";
    const fields = { type: "estimate", name: "Lucía Gómez", phone: "7035550177", email, serviceType: "panel-upgrade", page: "/es/contact" };
    const response = await action(args(post("http://localhost/es/contact?type=estimate", fields), "198.51.100.74"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/es/contact?type=estimate");
    const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } }));
    expect(toast).toEqual(es.messages.contactSuccessEstimate);
    expect((await leadByEmail(email))?.language).toBe("es");
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Recibimos su solicitud — /);
    expect(mail!.text).toContain("Hola, Lucía Gómez:");
    expect(mail!.text).toContain("Servicio: Cambio de panel eléctrico");
    const [office] = await mailsTo(OFFICE);
    expect(office!.subject).toBe("New contact request: Lucía Gómez — Panel Upgrade");
  });

  it("a Spanish emergency's status page speaks Spanish, and tells root its language", async () => {
    const { action } = await import("~/routes/estimate");
    const email = "jose.es@example.com";
    const fields = { name: "José Díaz", email, phone: "7035550166", service: "emergency", page: "/es/estimate" };
    const response = await action(args(post("http://localhost/es/estimate", fields), "198.51.100.75"));
    expect(response.status).toBe(302);
    const status = response.headers.get("Location")!;
    expect(status).toMatch(/^\/status\//);
    const page = await import("~/routes/status.$token");
    const loaded = await page.loader({ request: new Request(`http://localhost${status}`), params: { token: status.split("/").pop() }, context: {} });
    const data = (await loaded.json()) as { lang: string };
    expect(data.lang).toBe("es");
    expect(page.handle.lang?.(data)).toBe("es");
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain("Estamos avisando ahora a nuestro electricista de guardia.");
    expect(mail!.text).toContain(`http://localhost:3000${status}`);
    // An English request keeps English: the column's default and the URL's language agree.
    const english = await action(args(post("http://localhost/estimate", { ...fields, email: "joe.en@example.com", page: "/estimate" }), "198.51.100.76"));
    expect(english.status).toBe(302);
    expect((await leadByEmail("joe.en@example.com"))?.language).toBe("en");
  });

  it("the built-in appointment types are named in Spanish on /es/book (page and chat dialog), in English on /book and for the office", async () => {
    const { action, loader } = await import("~/routes/book");
    const typesAt = async (url: string) => {
      const response = await loader({ request: new Request(url), params: {}, context: {} });
      return ((await response.json()) as { types: { uri: string; name: string }[] }).types;
    };
    const names = (lang: "en" | "es") => Object.values(formCopy[lang].booking.builtInTypes);
    const spanish = await typesAt("http://localhost/es/book");
    // The chat's quick-booking dialog loads the same loader with ?types=N.
    expect((await typesAt("http://localhost/es/book?types=1")).map((t) => t.name)).toEqual(names("es"));
    expect(spanish.map((t) => t.name)).toEqual(["Consulta gratis de 30 minutos", "Llamada inicial"]);
    const english = await typesAt("http://localhost/book?service=panel-upgrade");
    expect(english.map((t) => t.name)).toEqual(names("en"));
    // Same values posted in both languages; the office reads the English name.
    expect(spanish.map((t) => t.uri)).toEqual(english.map((t) => t.uri));
    const email = "rosa.es@example.com";
    const fields = { name: "Rosa Vega", email, phone: "7035550155", service: "panel-upgrade", eventTypeUri: spanish[0]!.uri, page: "/es/book" };
    const response = await action(args(post("http://localhost/es/book", fields), "198.51.100.77"));
    expect(response.status).toBeLessThan(400);
    const lead = await leadByEmail(email);
    expect(lead?.language).toBe("es");
    expect(lead?.fields).toMatchObject({ appointmentType: formCopy.en.booking.builtInTypes.consultation });
  });
});
