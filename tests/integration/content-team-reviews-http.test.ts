/**
 * The About page's team and the site's reviews edited by the office over HTTP, as a browser without JavaScript posts
 * them (docs/content.md, decision 0198): a member added with a photo (multipart, through the gallery's upload checks),
 * moved up, published and shown on /about and /es/about, another removed; reviews hidden and a rating edited, shown
 * on /reviews, the home testimonials and the Review structured data in both languages; a customer's published
 * review hidden, never edited; bad input refused with its message and the typed words back.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createDb } from "~db/client";
import { leads } from "~db/schema";
import { rowsOf } from "~/models/sql.server";
import { formFields, pressButton } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "team-admin@example.com", password: "team admin password 1" };
const CUSTOMER_WORDS = "Vinieron el mismo día y arreglaron el panel. ¡Muy amables!";
const PENDING_WORDS = "The crew found the loose neutral in an hour.";

const decode = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
/** The Review items of a page's structured data. */
const ldReviews = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .flatMap((block) => (Array.isArray(block.review) ? (block.review as Record<string, unknown>[]) : []));
/** The review card of `author` on a page. */
const card = (html: string, author: string) => decode(html).split('data-testid="review"').find((part) => part.includes(`>${author}</span>`)) ?? "";

describe("the team and the reviews edited over HTTP without JavaScript", () => {
  let dataDir: string;
  let customerReviewId: string;
  let pendingReviewLead: string;
  let png: Buffer;

  beforeAll(async () => {
    // A customer's review published from the review page (issue 36), in the database before the server opens it.
    dataDir = mkdtempSync(path.join(tmpdir(), "content-team-"));
    const handle = createDb({ dataDir });
    await handle.migrate();
    const [lead] = await handle.db.insert(leads).values({ kind: "contact", name: "Ana Ruiz", email: "ana@example.com", language: "es", status: "won" }).returning();
    await handle.db.execute(sql`insert into review_requests (id, lead_id, token_hash, done_at, rating, comment, consent, rated_at)
      values (gen_random_uuid(), ${lead!.id}::uuid, 'hash-ana', now(), 5, ${CUSTOMER_WORDS}, true, now())`);
    const published = await handle.db.execute(sql`insert into customer_reviews (review_request_id, text, first_name, town, rating, language)
      select id, comment, 'Ana', 'Manassas', rating, 'es' from review_requests returning id`);
    customerReviewId = String(rowsOf<{ id: string }>(published)[0]!.id);
    // Another customer's rated, consented review, for the office to publish from the lead's page.
    const [pending] = await handle.db.insert(leads).values({ kind: "contact", name: "Bo Chen", email: "bo@example.com", language: "en", status: "won" }).returning();
    pendingReviewLead = pending!.id;
    await handle.db.execute(sql`insert into review_requests (id, lead_id, token_hash, done_at, rating, comment, consent, rated_at)
      values (gen_random_uuid(), ${pendingReviewLead}::uuid, 'hash-bo', now(), 5, ${PENDING_WORDS}, true, now())`);
    await handle.close();
    png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#336699" } }).png().toBuffer();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // Started on the data folder made above, stopped before it is removed.
  const site = useSite({ admin: ADMIN, env: () => ({ DATA_DIR: dataDir }) });

  /** The form as a browser posts it: multipart for the team (its photos), url-encoded otherwise. */
  const postEditor = (editor: string, fields: URLSearchParams, files: Record<string, Blob> = {}) => {
    let body: FormData | URLSearchParams = fields;
    if (editor.endsWith("/team")) {
      const form = new FormData();
      for (const [name, value] of fields) if (!name.endsWith(".upload")) form.append(name, value);
      for (const [name, file] of Object.entries(files)) form.append(name, file, name.endsWith("upload") ? "portrait.png" : "file");
      body = form;
    }
    return site.post(editor, body);
  };

  it("adds a member with a photo, moves them up, publishes: /about and /es/about show them; a removed one is gone", async () => {
    const TEAM = "/admin/content/team";
    const added = await postEditor(TEAM, pressButton(await site.page(TEAM, site.admin), "Add a member"));
    let html = await added.text();
    expect(added.status).toBe(200);
    const fields = pressButton(html, "Move member 6 up");
    fields.set("members[5].name", "Sofia Ramos");
    fields.set("members[5].role.en", "Service Coordinator");
    fields.set("members[5].role.es", "Coordinadora de servicio");
    fields.set("members[5].bio.en", "Sofia keeps every crew's day on track.");
    fields.set("members[5].bio.es", "Sofia organiza el día de cada equipo.");
    // The photo goes with a list button's post: stored, and the form comes back with it, nothing saved.
    const moved = await postEditor(TEAM, fields, { "members[5].upload": new Blob([new Uint8Array(png)], { type: "image/png" }) });
    expect(moved.status).toBe(200);
    html = await moved.text();
    const photo = /name="members\[4\]\.photo" value="(team\/[0-9a-f]{16}\/portrait\.webp)"/.exec(html)?.[1];
    expect(photo).toBeDefined();
    expect(html).toMatch(/name="members\[4\]\.name"[^>]*value="Sofia Ramos"/);
    expect(await site.page("/about")).not.toContain("Sofia Ramos");

    const publish = formFields(html, 'id="words-');
    publish.set("intent", "publish");
    expect((await postEditor(TEAM, publish)).status).toBe(302);

    for (const [pathname, role, bio] of [
      ["/about", "Service Coordinator", "Sofia keeps every crew's day on track."],
      ["/es/about", "Coordinadora de servicio", "Sofia organiza el día de cada equipo."],
    ] as const) {
      const about = decode(await site.page(pathname));
      const names = [...about.matchAll(/data-testid="team-member"[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
      expect(names).toEqual(["Maria Carter", "Derek Simmons", "Andre Lewis", "Tyler Brooks", "Sofia Ramos", "Rachel Nguyen"]);
      expect(about).toContain(role);
      expect(about).toContain(bio);
      expect(about).toContain(`src="/media/media/${photo}"`);
    }
    const served = await site.get(`/media/media/${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");

    // The photo taken off again (a button like the list's, nothing saved until published).
    const unphotographed = await postEditor(TEAM, pressButton(await site.page(TEAM, site.admin), "Remove the photo of member 5"));
    expect(unphotographed.status).toBe(200);
    const withoutPhoto = await unphotographed.text();
    expect(withoutPhoto).not.toContain('name="members[4].photo"');
    expect(withoutPhoto).toMatch(/name="members\[4\]\.name"[^>]*value="Sofia Ramos"/);

    const removed = pressButton(await site.page(TEAM, site.admin), "Remove member 1");
    html = await (await postEditor(TEAM, removed)).text();
    const save = formFields(html, 'id="words-');
    save.set("intent", "publish");
    expect((await postEditor(TEAM, save)).status).toBe(302);
    for (const pathname of ["/about", "/es/about"]) {
      const about = await site.page(pathname);
      expect(about).not.toContain("Maria Carter");
      expect(about).toContain("Sofia Ramos");
    }
  });

  it("refuses a non-image photo, a 1 MB bio and unknown keys with a 4xx, the message and the typed words, changing nothing", async () => {
    const TEAM = "/admin/content/team";
    const editor = await site.page(TEAM, site.admin);
    const typed = () => {
      const fields = formFields(editor, 'id="words-');
      fields.set("members[0].role.en", "Typed, not saved");
      fields.set("intent", "publish");
      return fields;
    };

    const notImage = await postEditor(TEAM, typed(), { "members[0].upload": new Blob(["#!/bin/sh\necho not a picture\n"], { type: "image/png" }) });
    expect(notImage.status).toBe(415);
    let html = decode(await notImage.text());
    expect(html).toContain("Failed to upload image: only JPEG, PNG and WebP images can be uploaded");
    expect(html).toContain(">Typed, not saved</textarea>");

    const long = typed();
    long.set("members[0].bio.en", "x".repeat(1024 * 1024));
    const tooLong = await postEditor(TEAM, long);
    expect(tooLong.status).toBe(400);
    html = decode(await tooLong.text());
    expect(html).toContain("At most 1500 characters");
    expect(html).toContain(">Typed, not saved</textarea>");

    const unknown = typed();
    unknown.set("members[0].salary", "1000000");
    const refused = await postEditor(TEAM, unknown);
    expect(refused.status).toBe(400);
    html = decode(await refused.text());
    expect(html).toContain("Unrecognized key");
    expect(html).toContain(">Typed, not saved</textarea>");

    for (const pathname of ["/about", "/es/about"]) expect(await site.page(pathname)).not.toContain("Typed, not saved");
  });

  it("keeps no photo of a post it refuses: a valid photo with a bio over its limit is a 400 and leaves the bucket as it was; with valid words it is stored", async () => {
    const TEAM = "/admin/content/team";
    // The team's photos as the embedded s3rver keeps them on disk (DATA_DIR/s3/<bucket>/<key>).
    const teamFolder = path.join(dataDir, "s3", "media", "team");
    const storedPhotos = () => (existsSync(teamFolder) ? readdirSync(teamFolder, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".webp._S3rver_object")).sort() : []);
    const before = storedPhotos();
    const photo = () => ({ "members[1].upload": new Blob([new Uint8Array(png)], { type: "image/png" }) });
    const typed = async () => {
      const fields = formFields(await site.page(TEAM, site.admin), 'id="words-');
      fields.set("intent", "publish");
      return fields;
    };

    const long = await typed();
    long.set("members[1].bio.en", "x".repeat(1501));
    const refused = await postEditor(TEAM, long, photo());
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain("At most 1500 characters");
    expect(storedPhotos()).toEqual(before);

    const saved = await postEditor(TEAM, await typed(), photo());
    expect(saved.status).toBe(302);
    const added = storedPhotos().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const key = `team/${added[0]!.replace(/\._S3rver_object$/, "")}`;
    expect(await site.page("/about")).toContain(`/media/media/${key}`);
  });

  it("hides a review and edits another's rating: /reviews, the home testimonials and the structured data follow, in both languages", async () => {
    const REVIEWS = "/admin/content/reviews";
    for (const pathname of ["/reviews", "/es/reviews"]) {
      const before = await site.page(pathname);
      expect(decode(before)).toContain(CUSTOMER_WORDS);
      expect(ldReviews(before)).toContainEqual(expect.objectContaining({ reviewBody: CUSTOMER_WORDS, inLanguage: "es" }));
      expect(card(before, "Robert K.")).toContain('class="stars stars-5');
    }
    const html = await (await postEditor(REVIEWS, pressButton(await site.page(REVIEWS, site.admin), "Add a review"))).text();
    const fields = formFields(html, 'id="words-');
    // A review written in Spanish, copied by the office from Facebook, for both places.
    fields.set("reviews[15].text", "Excelente trabajo con el cargador del auto eléctrico.");
    fields.set("reviews[15].language", "es");
    fields.set("reviews[15].name", "Lucía P.");
    fields.set("reviews[15].town", "Herndon, VA");
    fields.set("reviews[15].rating", "5");
    fields.set("reviews[15].date", "2026-04-02");
    fields.set("reviews[15].source", "Facebook");
    fields.set("reviews[15].shownOn", "both");
    // Reviews 1–10 are the Reviews page's (Jennifer L., Robert K., …), 11–15 the home page's (Karen M., David R., …).
    expect(fields.get("reviews[0].name")).toBe("Jennifer L.");
    expect(fields.get("reviews[10].name")).toBe("Karen M.");
    fields.set("reviews[0].hidden", "on");
    fields.set("reviews[1].rating", "4");
    fields.set("reviews[1].date", "2026-03-01");
    fields.set("reviews[10].rating", "3");
    fields.set("reviews[11].hidden", "on");
    fields.append("hiddenCustomerReviews", customerReviewId);
    fields.set("intent", "publish");
    expect((await postEditor(REVIEWS, fields)).status).toBe(302);
    // Today's reviews carry every Spanish they show: a first save marks nothing "needs update".
    expect(await site.page(REVIEWS, site.admin)).not.toContain('data-testid="needs-update"');

    for (const [pathname, stars, month] of [
      ["/reviews", "4 out of 5 stars", "March 2026"],
      ["/es/reviews", "4 de 5 estrellas", "marzo de 2026"],
    ] as const) {
      const reviews = await site.page(pathname);
      expect(reviews).not.toContain("Jennifer L.");
      expect(card(reviews, "Robert K.")).toContain(`aria-label="${stars}"`);
      // The day the office typed, shown as its month in the page's language.
      expect(card(reviews, "Robert K.")).toContain(`<time dateTime="2026-03-01" data-testid="review-date">${month}</time>`);
      expect(decode(reviews)).not.toContain(CUSTOMER_WORDS);
      const ld = ldReviews(reviews);
      expect(ld).toContainEqual(
        expect.objectContaining({ "@type": "Review", author: { "@type": "Person", name: "Robert K." }, datePublished: "2026-03-01", reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
      );
      expect(ld).toContainEqual(expect.objectContaining({ author: { "@type": "Person", name: "Lucía P." }, inLanguage: "es", publisher: { "@type": "Organization", name: "Facebook" } }));
      expect(JSON.stringify(ld)).not.toContain("Jennifer");
      expect(JSON.stringify(ld)).not.toContain(CUSTOMER_WORDS);
    }
    for (const [pathname, stars] of [
      ["/", "3 out of 5 stars"],
      ["/es", "3 de 5 estrellas"],
    ] as const) {
      const home = await site.page(pathname);
      expect(card(home, "Karen M.")).toContain(`aria-label="${stars}"`);
      expect(home).not.toContain("David R.");
      expect(home).toContain("Priya S.");
      expect(decode(home)).toContain("Lucía P.");
    }
    // Shown in the words it was written in, marked Spanish on the English pages only.
    expect(card(await site.page("/reviews"), "Lucía P.")).toMatch(/<blockquote[^>]*lang="es"[\s\S]*Original review in Spanish/);
    expect(card(await site.page("/"), "Lucía P.")).toMatch(/<blockquote[^>]*lang="es"/);
    expect(card(await site.page("/es/reviews"), "Lucía P.")).not.toContain('lang="es"');
  });

  it("never edits a customer's published words, and refuses a rating of 6 with the message and the typed words", async () => {
    const REVIEWS = "/admin/content/reviews";
    const html = await site.page(REVIEWS, site.admin);
    expect(decode(html)).toContain(CUSTOMER_WORDS);
    const edit = formFields(html, 'id="words-');
    edit.set("customerReviews[0].text", "Words the customer never wrote");
    edit.set("intent", "publish");
    const refused = await postEditor(REVIEWS, edit);
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain("Unrecognized key");

    const six = formFields(html, 'id="words-');
    six.set("reviews[2].rating", "6");
    six.set("reviews[2].text", "Typed words kept");
    six.set("intent", "publish");
    const bad = await postEditor(REVIEWS, six);
    expect(bad.status).toBe(400);
    const back = decode(await bad.text());
    expect(back).toContain("Enter a rating from 1 to 5");
    expect(back).toContain("Typed words kept");

    const reviews = await site.page("/reviews");
    expect(reviews).not.toContain("Words the customer never wrote");
    expect(reviews).not.toContain("Typed words kept");
  });

  it("shows a customer's review the office publishes on the lead's page at once, not the kept /reviews", async () => {
    await site.page("/reviews");
    const kept = await site.get("/reviews");
    expect(kept.headers.get("X-Page-Cache")).toBe("hit");
    expect(await kept.text()).not.toContain(PENDING_WORDS);
    const published = await postEditor(`/admin/leads/${pendingReviewLead}`, new URLSearchParams({ intent: "publish-review", town: "Vienna" }));
    expect(published.status).toBe(302);
    const fresh = await site.get("/reviews");
    expect(fresh.headers.get("X-Page-Cache")).toBe("miss");
    expect(decode(await fresh.text())).toContain(PENDING_WORDS);
  });
});
