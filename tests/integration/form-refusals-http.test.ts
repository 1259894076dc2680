import { describe, expect, it } from "vitest";
import { useSite } from "../support/site";
import { formText } from "~/forms/messages";
import { FORM_RATE_LIMITS } from "~/lib/requests/form-rate-limits.server";

/**
 * A refused post gives back what the visitor typed (the production build over a real socket, behind one
 * trusted proxy): past the per-address limit the answer is a 429 with the limit's message and the form
 * filled in as it was sent, whether the post carried photos (refused before they are read) or not.
 */
const photo = () => new File([new Uint8Array(100 * 1024).fill(0xff)], "panel.jpg", { type: "image/jpeg" });

/** The opening tag of the form control named `name` in the form `formId`, and a textarea's text. */
function formOf(html: string, formId: string) {
  const start = html.indexOf(`id="${formId}"`);
  expect(start, `form ${formId}`).toBeGreaterThan(-1);
  const form = html.slice(start, html.indexOf("</form>", start));
  return {
    value: (name: string) => new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(form)?.[0].match(/\bvalue="([^"]*)"/)?.[1],
    text: (name: string) => new RegExp(`<textarea[^>]*\\bname="${name}"[^>]*>([^<]*)</textarea>`).exec(form)?.[1],
    selected: (name: string) => new RegExp(`<select[^>]*\\bname="${name}"[^>]*>.*?</select>`, "s").exec(form)?.[0].match(/<option value="([^"]*)" selected/)?.[1],
  };
}

describe("refusals keep what the visitor typed", () => {
  const site = useSite({ env: { TRUST_PROXY: "1" } });

  const post = (path: string, ip: string, fields: Record<string, string>, withPhoto = false) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    // As a browser sends a form: the photo input comes after the typed fields, empty when nothing was chosen.
    body.append("photos", withPhoto ? photo() : new File([], "", { type: "application/octet-stream" }));
    return fetch(`${site.url}${path}`, { method: "POST", body, redirect: "manual", headers: { ...site.server.sameOrigin, "X-Forwarded-For": ip } });
  };

  it.each([
    { lang: "en" as const, path: "/contact?type=estimate", form: "contact-form", ip: "198.51.100.81", message: "Breaker trips twice a day" },
    { lang: "es" as const, path: "/es/estimate", form: "estimate-page-form", ip: "198.51.100.82", message: "Chispas en el panel, ¿pueden venir hoy?" },
  ])("$lang $path: past the limit, with or without photos, a 429 with the form as it was typed", async ({ lang, path, form, ip, message }) => {
    const contact = path.startsWith("/contact");
    const typed = (i: number) => ({
      ...(contact ? { type: "estimate", serviceType: "outlets", description: message } : { service: "panel-upgrade", description: message }),
      name: "Rita Typed",
      phone: "(703) 555-0199",
      email: `rita.${i}@example.com`,
    });
    const limit = FORM_RATE_LIMITS[contact ? "contact" : "estimate"].limit;
    for (let i = 0; i < limit; i++) expect((await post(path, ip, typed(i))).status, `post ${i + 1}`).toBe(302);

    for (const withPhoto of [false, true]) {
      const refused = await post(path, ip, typed(99), withPhoto);
      expect(refused.status, `photo: ${withPhoto}`).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      const html = await refused.text();
      expect(html).toContain(formText[lang].messages.rateLimited.description!);
      const fields = formOf(html, form);
      expect(fields.value("name"), `photo: ${withPhoto}`).toBe("Rita Typed");
      expect(fields.value("phone")).toBe("(703) 555-0199");
      expect(fields.value("email")).toBe("rita.99@example.com");
      expect(fields.text("description")).toBe(message);
      expect(fields.selected(contact ? "serviceType" : "service")).toBe(contact ? "outlets" : "panel-upgrade");
    }
  });
});
