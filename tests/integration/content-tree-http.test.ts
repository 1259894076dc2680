/**
 * Every word is the office's (docs/content.md, "Every word"): keys of the words tree that no block edited before —
 * the About story, the Services page's introduction, the footer's line, an emergency question's answer, the estimate
 * form's name label and the first line of the customer's confirmation mail — edited in /admin/content without
 * JavaScript, published on one instance and live on a second one on the same Postgres within a second; a
 * translation that drops or invents a placeholder refused with its name; a draft private until published.
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { type Site, useSite } from "../support/site";
import { postSubmission, submission } from "../support/submissions";

/** The editor's form of a part, as a browser without JavaScript would post it. */
async function editorForm(site: Site, part: string) {
  return formFields(await site.page(`/admin/content/words/${part}`, site.admin), 'id="words-');
}

/** Publishes `change` of one key's English (the rest of the part as it was). */
async function publishKey(site: Site, part: string, key: string, change: (english: string) => string) {
  const fields = await editorForm(site, part);
  const english = fields.get(`${key}.en`);
  expect(english, `${part} has a key ${key}`).toBeTypeOf("string");
  fields.set(`${key}.en`, change(english!));
  fields.set("intent", "publish");
  expect((await site.post(`/admin/content/words/${part}`, fields)).status, `publishing ${part}/${key}`).toBe(302);
}

const html = async (url: string) => (await fetch(url)).text();

/** The keys the office could not edit before, each with the page it shows on and a mark of the edit. */
const SAMPLE = [
  { part: "about", key: "founder/bio", page: "/about", mark: "Edited story:" },
  { part: "services", key: "index/subtitle", page: "/services", mark: "Edited services introduction." },
  { part: "footer", key: "serving", page: "/", mark: "Edited footer line" },
  { part: "emergency", key: "faqs/0/answer", page: "/emergency", mark: "Edited emergency answer." },
  { part: "forms", key: "fields/fullName", page: "/estimate", mark: "Edited name label" },
] as const;

describe.skipIf(!process.env.TEST_DATABASE_URL)("any key of the tree, published on one instance of two sharing Postgres", () => {
  const site = useSite({ admin: true, postgres: true, second: true });

  it("is live on the second within a second, without JavaScript, in pages and in the confirmation mail", async () => {
    // The second instance keeps every page in its cache first.
    for (const { page } of SAMPLE) await html(`${site.second.url}${page}`);
    for (const { part, key, mark } of SAMPLE) await publishKey(site, part, key, (english) => `${mark} ${english}`);
    await publishKey(site, "customer-mails", "greeting", () => "Good day {0}, edited greeting");

    const live = async () => {
      const pages = await Promise.all(SAMPLE.map(async ({ page, mark }) => (await html(`${site.second.url}${page}`)).includes(mark)));
      return pages.every(Boolean);
    };
    let shown = false;
    // 20 looks 50 ms apart: within a second.
    for (let look = 0; look < 20 && !shown; look++) {
      shown = await live();
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(shown).toBe(true);

    // A request on the second instance: its confirmation mail opens with the office's line.
    const visitor = submission("tree-words", 1, "contact");
    expect((await postSubmission(site.second.url, visitor)).accepted).toBe(true);
    const rows = await site.sql<{ text: string }[]>`select text from email_outbox where "to" = ${visitor.email}`;
    expect(rows[0]?.text.split("\n")[0]).toMatch(/^Good day .+, edited greeting$/);
  }, 120_000);
});

describe("the tree's editor without JavaScript", () => {
  const site = useSite({ admin: true });

  it("refuses a Spanish that drops or invents a placeholder, naming it, and saves nothing", async () => {
    const dropped = await editorForm(site, "customer-mails");
    dropped.set("greeting.es", "Hola:");
    dropped.set("intent", "publish");
    const refused = await site.post("/admin/content/words/customer-mails", dropped);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("greeting: The Spanish leaves out {0}");
    // The typed words come back.
    expect(page).toContain("Hola:");

    const invented = await editorForm(site, "services");
    invented.set("index/subtitle.es", "Desde {price.panelUpgrade} en todo");
    invented.set("intent", "publish");
    const refusedToo = await site.post("/admin/content/words/services", invented);
    expect(refusedToo.status).toBe(400);
    expect(await refusedToo.text()).toContain("{price.panelUpgrade} is not in the English");

    const unknown = await editorForm(site, "footer");
    unknown.set("no/such/key.en", "x");
    unknown.set("no/such/key.es", "x");
    unknown.set("intent", "publish");
    expect((await site.post("/admin/content/words/footer", unknown)).status).toBe(400);

    expect(await site.page("/admin/content/words/customer-mails", site.admin)).toContain("Never edited");
  });

  it("keeps a draft private, shows it in the preview, publishes it and puts the written words back", async () => {
    const fields = await editorForm(site, "about");
    fields.set("founderTitle.en", "Draft founder heading");
    fields.set("intent", "save");
    expect((await site.post("/admin/content/words/about", fields)).status).toBe(302);
    expect(await site.page("/about")).not.toContain("Draft founder heading");
    expect(await site.page("/about?preview")).not.toContain("Draft founder heading");
    expect(await site.page("/about?preview", site.admin)).toContain("Draft founder heading");

    const publish = new URLSearchParams({ intent: "publish-draft", expectedVersion: "2" });
    expect((await site.post("/admin/content/words/about", publish)).status).toBe(302);
    expect(await site.page("/about")).toContain("Draft founder heading");
    // Spanish not written: the Spanish page keeps its words, the field is marked.
    expect(await site.page("/admin/content/words/about", site.admin)).toContain('data-testid="needs-update"');
    expect(await site.page("/es/about")).toContain("La historia de nuestro fundador");

    const restore = new URLSearchParams({ intent: "restore", version: "1", expectedVersion: "2" });
    expect((await site.post("/admin/content/words/about", restore)).status).toBe(302);
    const about = await site.page("/about");
    expect(about).not.toContain("Draft founder heading");
    expect(about).toContain("Our founder");
  });
});
