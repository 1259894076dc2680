/**
 * The office edits a service page's words over HTTP, as a browser without JavaScript does (docs/content.md):
 * the form's own fields posted back with a change, a draft previewed on the real page while visitors still get the
 * published words, the publish, the Spanish page keeping its Spanish with the mark on the field, the Spanish
 * update clearing it, and the history putting the first version back. Then two admins on one version, and hostile
 * posts, each refused with a 4xx that changes nothing.
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "content-admin@example.com", password: "content admin password 1" };
const STAFF = { email: "content-staff@example.com", password: "content staff password 1" };
const EDITOR = "/admin/content/service/panel-upgrades";
const PAGE = "/services/panel-upgrades";
const SPANISH_PAGE = "/es/services/panel-upgrades";

const OLD_ANSWER = "Most panel upgrades take 4-8 hours.";
const NEW_ANSWER = "Most panel upgrades take one working day, inspection included.";
const SPANISH_ANSWER = "La mayoría de los cambios de panel toman 4-8 horas.";
const NEW_SPANISH_ANSWER = "La mayoría de los cambios de panel toman un día de trabajo, con la inspección.";

/** The structured data of a page. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");

describe("editing a service page's words over HTTP", () => {
  const site = useSite({ admin: ADMIN, staff: [STAFF] });
  /** The editor's form as loaded now, and the version it names. */
  const editorForm = async (cookie = site.admin) => {
    const html = await site.page(EDITOR, cookie);
    const fields = formFields(html, 'id="words-');
    return { html, fields, version: fields.get("expectedVersion")! };
  };
  /** The FAQ index whose English answer starts with `start`. */
  const faqIndex = (fields: URLSearchParams, start: string) => {
    for (let i = 0; i < 12; i++) if (fields.get(`faqs[${i}].answer.en`)?.startsWith(start)) return i;
    throw new Error(`no answer starting ${start}`);
  };

  it("saves a draft, previews it to the admin only, publishes it, keeps the Spanish, marks it, clears the mark and restores", async () => {
    // The published page as it is.
    expect(await site.page(PAGE)).toContain("From $3,000");

    const { fields, version } = await editorForm();
    expect(version).toBe("1");
    expect(fields.get("startingAt")).toBe("3000");
    const answer = faqIndex(fields, OLD_ANSWER);
    fields.set("startingAt", "3200");
    fields.set(`faqs[${answer}].answer.en`, NEW_ANSWER);
    fields.set("intent", "save");
    const saved = await site.post(EDITOR, fields);
    expect(saved.status).toBe(302);

    // A draft: the admin previews it on the real page with a banner; visitors (with ?preview too) see the published words.
    const preview = await site.page(`${PAGE}?preview`, site.admin);
    expect(preview).toContain("From $3,200");
    expect(preview).toContain(NEW_ANSWER);
    expect(preview).toContain("Preview of unpublished changes");
    for (const visitor of [await site.page(PAGE), await site.page(`${PAGE}?preview`)]) {
      expect(visitor).toContain("From $3,000");
      expect(visitor).not.toContain(NEW_ANSWER);
      expect(visitor).not.toContain("Preview of unpublished changes");
    }
    // Answered from the page cache until the publish.
    expect((await site.get(PAGE)).headers.get("x-page-cache")).toBe("hit");

    const draft = await editorForm();
    expect(draft.version).toBe("2");
    const publish = await site.post(EDITOR, new URLSearchParams({ intent: "publish-draft", expectedVersion: draft.version }));
    expect(publish.status).toBe(302);
    const published = await site.page(PAGE);
    expect(published).toContain("From $3,200");
    expect(published).toContain(NEW_ANSWER);
    // The price reaches the service's card on the Services and home pages, structured data included, in both languages.
    for (const [path, price] of [["/services", "Starting at $3,200"], ["/", "Starting at $3,200"], ["/es/services", "Desde $3,200"], ["/es", "Desde $3,200"]] as const) {
      const html = await site.page(path);
      expect(html, path).toContain(`data-testid="price">${price}<`);
      expect(html, path).not.toContain(`data-testid="price">${price.replace("3,200", "3,000")}<`);
    }
    expect(jsonLdOf(await site.page("/"))).toContain('"description":"Starting at $3,200"');

    // The Spanish page keeps its Spanish answer (the price is one number for both); the field is marked for the office.
    const spanish = await site.page(SPANISH_PAGE);
    expect(spanish).toContain(SPANISH_ANSWER);
    expect(spanish).not.toContain(NEW_ANSWER);
    expect(spanish).toContain("Desde $3,200");
    const marked = await editorForm();
    expect(marked.html).toContain("Spanish needs update");
    expect(marked.html.match(/data-testid="needs-update"/g)).toHaveLength(1);
    expect(await site.page("/admin/content", site.admin)).toContain("1 Spanish field needs an update.");
    expect(await site.page("/admin/gallery", site.admin)).toContain("1 Spanish field needs an update");

    // The Spanish updated and published at once: the mark goes.
    marked.fields.set(`faqs[${answer}].answer.es`, NEW_SPANISH_ANSWER);
    marked.fields.set("intent", "publish");
    expect((await site.post(EDITOR, marked.fields)).status).toBe(302);
    expect(await site.page(SPANISH_PAGE)).toContain(NEW_SPANISH_ANSWER);
    expect((await editorForm()).html).not.toContain("Spanish needs update");
    expect(await site.page("/admin/content", site.admin)).toContain("No Spanish waits for an update.");

    // History: the default words (version 1), the edit, the Spanish. Putting the first back brings the old price back.
    const history = await editorForm();
    expect(history.html).toContain("Version 1: published");
    expect(history.html).toContain("Version 2: published");
    expect(history.html).toContain("Version 3: published");
    expect(history.html).toContain("startingAt");
    const restore = await site.post(EDITOR, new URLSearchParams({ intent: "restore", version: "1", expectedVersion: history.version }));
    expect(restore.status).toBe(302);
    const back = await site.page(PAGE);
    expect(back).toContain("From $3,000");
    expect(await site.page("/services")).toContain('data-testid="price">Starting at $3,000<');
    expect(back).toContain(OLD_ANSWER);
    expect(await site.page(SPANISH_PAGE)).toContain(SPANISH_ANSWER);
  });

  it("refuses the second of two saves of the same version, and gives the second admin back what they typed", async () => {
    // Two browsers with a form loaded at the same version (one account here; the check is the version's, not who saves).
    const first = await editorForm();
    const other = await editorForm();
    first.fields.set("title.en", "Panel upgrades by the first admin");
    first.fields.set("intent", "save");
    other.fields.set("title.en", "Panel upgrades by the second admin");
    other.fields.set("intent", "save");
    expect((await site.post(EDITOR, first.fields)).status).toBe(302);
    const refused = await site.post(EDITOR, other.fields);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("Someone else saved this block while you were editing it");
    expect(html).toContain("Panel upgrades by the second admin");
    // The refused words were not stored: the draft is the first admin's.
    expect(await site.page(`${PAGE}?preview`, site.admin)).toContain("Panel upgrades by the first admin");
  });

  it("shows script tags as text, and refuses hostile posts with a 4xx that changes nothing", async () => {
    const { fields, version } = await editorForm();
    // The draft as the admin previews it (each answer has a nonce of its own).
    const draftPage = async () => (await site.page(`${PAGE}?preview`, site.admin)).replace(/nonce="[^"]*"/g, "");
    const before = await draftPage();
    const send = async (body: URLSearchParams, cookie?: string, headers?: Record<string, string>) => (await site.post(EDITOR, body, { cookie, headers })).status;
    const withChange = (name: string, value: string) => {
      const changed = new URLSearchParams(fields);
      changed.set(name, value);
      changed.set("intent", "save");
      return changed;
    };

    expect(await send(withChange("summary.en", "x".repeat(1024 * 1024)))).toBe(413); // the body cap, before anything reads it
    expect(await send(withChange("summary.en", "x".repeat(30_000)))).toBe(400); // the schema's bound
    expect(await send(withChange("secret", "1"))).toBe(400); // an unknown field
    expect(await send(withChange("startingAt", "3,000 dollars"))).toBe(400);
    expect(await send(withChange("expectedVersion", String(Number(version) - 1)))).toBe(409);
    expect(await send(withChange("title.en", "From another site"), site.admin, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(await send(withChange("title.en", "Not signed in"), "")).toBe(401);
    const staff = await site.signIn(STAFF);
    expect(await send(withChange("title.en", "Not an admin"), staff)).toBe(403);
    expect((await editorForm()).version).toBe(version);
    expect(await draftPage()).toBe(before);

    const script = "<script>alert('x')</script> & <b>bold</b>";
    const hostile = withChange("title.en", script);
    hostile.set("intent", "publish");
    expect(await send(hostile)).toBe(302);
    const shown = await site.page(PAGE);
    expect(shown).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(shown).not.toContain("<script>alert");
    expect(shown).not.toContain("<b>bold");
  });
});
