/**
 * The office edits the business facts over HTTP, as a browser without JavaScript does (docs/content.md): years,
 * the phone and a Spanish hours line published, then shown by the home page, the footer, the About page and the
 * structured data in both languages. With TWILIO_NUMBERS set the phone shown stays Twilio's; a BUSINESS_* variable
 * is the form's default and a published edit wins over it; bad input is refused with its message and the typed
 * words back, changing nothing.
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { type Site, useSite } from "../support/site";

const ADMIN = { email: "facts-admin@example.com", password: "facts admin password 1" };
const EDITOR = "/admin/content/business";
const NEW_HOURS_ES = "Abierto día y noche, todos los días";

/** The structured data of a page. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
/** The footer's HTML. */
const footer = (html: string) => html.slice(html.indexOf('data-testid="site-footer"'));

/** The business facts' editor of a site's signed-in admin. */
function officeOf(site: Site) {
  const post = (body: URLSearchParams) => site.post(EDITOR, body);
  const editor = async () => {
    const html = await site.page(EDITOR, site.admin);
    return { html, fields: formFields(html, 'id="words-') };
  };
  /** Publishes the form as loaded with `changes`; the post's response. */
  const publish = async (changes: Record<string, string>) => {
    const { fields } = await editor();
    for (const [name, value] of Object.entries(changes)) fields.set(name, value);
    fields.set("intent", "publish");
    return post(fields);
  };
  return { post, editor, publish };
}

describe("the business facts edited over HTTP", () => {
  const site = useSite({ admin: ADMIN });
  const office = officeOf(site);

  it("refuses bad input with its message and the typed words back, changing nothing", async () => {
    const { fields } = await office.editor();
    const version = fields.get("expectedVersion");
    const refused = async (name: string, value: string, message: string) => {
      const body = new URLSearchParams(fields);
      body.set(name, value);
      body.set("intent", "publish");
      const response = await office.post(body);
      expect(response.status, `${name}=${value.slice(0, 20)}`).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain(`value="${value}"`);
    };
    await refused("phone", "703-555-0199", "Enter the number in international form");
    await refused("years", "-5", "Enter a whole number from 0 to 200");
    await refused("email", "office at example", "Enter an email address");
    await refused("licence", "x".repeat(30_000), "At most 40 characters");
    // A 1 MB field: the body cap refuses it before anything reads it.
    const huge = new URLSearchParams(fields);
    huge.set("hours.en", "x".repeat(1024 * 1024));
    huge.set("intent", "publish");
    expect((await office.post(huge)).status).toBe(413);
    expect((await office.editor()).fields.get("expectedVersion")).toBe(version);
    expect(await site.page("/")).toContain("(703) 555-0142");
  });

  it("shows the published years, phone and Spanish hours on the home page, the footer, the About page and the JSON-LD in both languages", async () => {
    const before = await office.editor();
    expect(before.fields.get("phone")).toBe("+17035550142");
    expect(before.fields.get("years")).toBe("20");
    expect(before.fields.get("hours.es")).toBe("24/7, todos los días");
    expect(before.html).not.toContain('data-testid="twilio-phone"');
    const home = await site.page("/");
    expect(home).toContain("20+ years of experience");

    expect((await office.publish({ years: "25", phone: "+17035550199", "hours.es": NEW_HOURS_ES })).status).toBe(302);

    for (const path of ["/", "/es"]) {
      const html = await site.page(path);
      // The hero's call button, the home stats, the structured data.
      expect(html).toContain('href="tel:+17035550199"');
      expect(html).toContain(">25+</dd>");
      expect(html).not.toContain("(703) 555-0142");
      expect(jsonLd(html)).toContain('"telephone":"(703) 555-0199"');
    }
    const english = await site.page("/");
    expect(footer(english)).toContain("25+ years of experience");
    expect(footer(english)).toContain("24/7 - Every Day");
    expect(footer(english)).not.toContain(NEW_HOURS_ES);
    const spanish = await site.page("/es");
    expect(footer(spanish)).toContain("Más de 25 años de experiencia");
    expect(footer(spanish)).toContain(NEW_HOURS_ES);
    expect(await site.page("/es/contact")).toContain(NEW_HOURS_ES);

    const about = await site.page("/about");
    expect(about).toContain("More than 25 years and 1000 projects later");
    expect(footer(about)).toContain("(703) 555-0199");
    expect(await site.page("/es/about")).toContain("Más de 25 años y 1000 proyectos después");
    // The text phone was not changed.
    expect(english).toContain('href="sms:+17035550143"');
  });

  it("shows a Spanish lead's status page (an English path) the Spanish hours the office published, and an English lead's the English", async () => {
    const statusPage = async (lang: "en" | "es", name: string, phone: string) => {
      const posted = await site.post(lang === "es" ? "/es/contact" : "/contact", new URLSearchParams({ type: "emergency", name, phone, address: "12 Oak Street", company_website: "" }), { cookie: "" });
      expect(posted.status).toBe(302);
      const path = posted.headers.get("location")!;
      expect(path).toMatch(/^\/status\//);
      return site.page(path);
    };
    const spanish = await statusPage("es", "Ana Ruiz", "(703) 555-0121");
    expect(spanish).toContain('<html lang="es"');
    expect(footer(spanish)).toContain(NEW_HOURS_ES);
    expect(footer(spanish)).toContain("Más de 25 años de experiencia");
    const english = await statusPage("en", "Dee Park", "(703) 555-0122");
    expect(footer(english)).toContain("24/7 - Every Day");
    expect(footer(english)).not.toContain(NEW_HOURS_ES);
  });
});

describe("the business facts with Twilio and BUSINESS_* variables", () => {
  const site = useSite({
    admin: ADMIN,
    env: {
      TWILIO_NUMBERS: "+17035550160=website",
      TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "facts-test-token",
      // Nothing here sends a text; were it to, it stays on loopback.
      TWILIO_API_URL: "http://127.0.0.1:9",
      BUSINESS_EMAIL: "deployment@example.com",
      BUSINESS_PHONE: "(703) 555-0170",
    },
  });
  const office = officeOf(site);

  it("opens the form on the variables, lets a published edit win over them, and keeps Twilio's number shown", async () => {
    const { html, fields } = await office.editor();
    expect(fields.get("email")).toBe("deployment@example.com");
    expect(fields.get("phone")).toBe("+17035550170");
    const note = html.slice(html.indexOf('data-testid="twilio-phone"'), html.indexOf("</p>", html.indexOf('data-testid="twilio-phone"')));
    expect(note.replace(/<!-- -->/g, "")).toContain("The site shows (703) 555-0160 for calls and texts: the first of TWILIO_NUMBERS");
    expect(await site.page("/")).toContain("mailto:deployment@example.com");

    expect((await office.publish({ email: "office@valor.example", phone: "+17035550199", textPhone: "+17035550198" })).status).toBe(302);
    for (const path of ["/", "/es"]) {
      const page = await site.page(path);
      expect(page).toContain("mailto:office@valor.example");
      expect(page).not.toContain("deployment@example.com");
      expect(page).toContain('href="tel:+17035550160"');
      expect(page).not.toContain("555-0199");
      expect(jsonLd(page)).toContain('"telephone":"(703) 555-0160"');
      expect(jsonLd(page)).toContain('"email":"office@valor.example"');
    }

    // Putting version 1 back returns to the variables.
    const latest = (await office.editor()).fields.get("expectedVersion")!;
    const restore = new URLSearchParams({ intent: "restore", version: "1", expectedVersion: latest });
    expect((await office.post(restore)).status).toBe(302);
    expect(await site.page("/")).toContain("mailto:deployment@example.com");
    expect((await office.editor()).fields.get("email")).toBe("deployment@example.com");
  });
});
