/**
 * The coverage rule (docs/languages.md, "The checks"): in the pseudo-language build every text a person meets on a
 * public page, and in every mail and text a customer gets, comes from the words tree (the catalogues and the
 * office's edited words), so it reads as the test language; the only exceptions are names, numbers, addresses and
 * the licence. A hard-coded word shows up here as plain English (or Spanish) among the accented, lengthened words.
 *
 * Over HTTP against `npm run build:pseudo` (build-pseudo/, which the test needs), JavaScript off: the pages of the
 * sitemap in the test language and the public pages it leaves out, as the server renders them; the customer's mails
 * (loopback SMTP) and texts (loopback Twilio), sent by the site's own workflows for requests made in the test
 * language.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~db/client";
import { emergencyCities } from "~/content/areas";
import { defaultBusiness } from "~/content/business";
import { cities } from "~/content/cities";
import { galleryPageItems, homeGalleryItems } from "~/content/gallery";
import { testLanguageList } from "~/content/language-list.mjs";
import { pseudoText } from "~/content/pseudo-language";
import { directoryBadges, reviewSites } from "~/content/review-sites";
import { reviewsPageTestimonials } from "~/content/reviews";
import { homeTestimonials } from "~/content/home-testimonials";
import { founder, team } from "~/content/team";
import { initials } from "~/components/pages/Monogram";
import { type AppProcess, hasBuild, runBuilt, startApp } from "../support/app-process";
import { loginOverHttp } from "../support/built-server";
import { seedMigratedPglite } from "../support/migrated-templates";
import { freePort, type ReceivedMail, startSmtp } from "../support/smtp";
import { browserPost } from "../support/submissions";
import { type FakeTwilio, startFakeTwilio } from "../support/twilio";

const PSEUDO_BUILD = process.env.PSEUDO_BUILD_DIR || "build-pseudo";
/** The test language (qps, under /qps). */
const pseudo = testLanguageList[0];

/**
 * The exceptions, the only words that may stay as they are: names (the business, its people and its customers,
 * places and streets, review sites), the address and the licence. Numbers, prices and phone numbers have no letters
 * to check; links, mail addresses and the times of day and months the locale writes ("10:30 p.m. EST", "octubre de
 * 2026") are taken out by their shape (SHAPES, MONTHS). Text marked as another language (the customers' reviews, the language switch) is left out of a
 * page's texts (pageTexts).
 */
const reviewers = [...reviewsPageTestimonials, ...homeTestimonials];
const EXCEPTIONS: string[] = [
  // The business.
  defaultBusiness.legalName,
  defaultBusiness.name,
  defaultBusiness.assistantName,
  defaultBusiness.licence,
  defaultBusiness.address.street,
  // People, and the initials that stand for them without a photo (the business's too).
  ...[founder, ...team].map((person) => person.name),
  ...[founder, ...team].map((person) => initials(person.name)),
  initials(defaultBusiness.name),
  ...reviewers.map((review) => review.author),
  ...cities.map((city) => city.reviewAuthor),
  // Places and streets.
  ...cities.map((city) => city.cityName),
  ...cities.flatMap((city) => city.galleryItems.map((project) => project.location)),
  ...emergencyCities,
  ...[...reviewers, ...galleryPageItems, ...homeGalleryItems].map((item) => item.location),
  defaultBusiness.address.region,
  // Review sites.
  ...reviewers.map((review) => review.source),
  ...[...directoryBadges, ...reviewSites].map((site) => site.name),
];
/** A review's month as the locale writes it ("octubre de 2026"): the locale's words for a date, like a time of day. */
const MONTHS = new RegExp(
  `(${Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat(pseudo.bcp47, { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, month, 15))).join("|")})( de)? \\d{4}`,
  "g",
);
const SHAPES = /\bhttps?:\/\/\S+|\b[\w.+-]+@[\w-]+(\.[\w-]+)+|\bwww\.\S+|\b\d{1,2}:\d{2}(\s?[ap]\.\s?m\.|\s?[AP]M)?(\s[A-Z]{2,5}\b)?/g;

/** A word the pseudo-language made: some word's pseudoText (its letters accented where they can be, then padded). */
function isPseudoWord(word: string): boolean {
  for (let n = 1; n < word.length; n++) if (pseudoText(word.slice(0, n)) === word) return true;
  return false;
}

const exceptionsFirst = [...new Set(EXCEPTIONS)].sort((a, b) => b.length - a.length);

/** The words of a text that are neither the test language's nor an exception (`typed`: what the customer typed). */
function uncoveredWords(text: string, typed: string[] = []): string[] {
  let rest = text.replace(SHAPES, " ").replace(MONTHS, " ");
  for (const name of [...typed, ...exceptionsFirst]) rest = rest.replaceAll(name, " ");
  return (rest.match(/\p{L}+/gu) ?? []).filter((word) => !isPseudoWord(word));
}

// ---------- What a person meets on a page ----------

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!.toLowerCase(), decode(m[2] ?? "")]));
/** Attributes whose words a person meets: read aloud by a screen reader, shown in place of an image or on hover. */
const WORD_ATTRIBUTES = ["alt", "title", "aria-label", "placeholder", "aria-placeholder", "aria-roledescription", "aria-valuetext"];

/**
 * The texts a person meets on a server-rendered page, each a text node or an attribute: the title, the description
 * (what a search result and a shared link show), every text node of the body (hidden parts included: a menu, a
 * dialog or a notice is hidden until it is shown), the alt texts, labels, titles and placeholders, and the words of
 * a button made of an input. Left out: scripts, styles, templates, structured data, and what is marked as another
 * language: the customers' reviews, in their own words (lang="en", decision 0198), and the language switch, which
 * names each language in itself.
 */
function pageTexts(html: string): string[] {
  const texts: string[] = [];
  const head = html.slice(0, Math.max(0, html.indexOf("<body")));
  texts.push(decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ""));
  for (const [meta] of head.matchAll(/<meta\b[^>]*>/g)) {
    const a = attributesOf(meta);
    if (["description", "og:title", "og:description", "og:site_name", "twitter:title", "twitter:description"].includes(a.name ?? a.property ?? "")) texts.push(a.content ?? "");
  }
  const body = html
    .slice(Math.max(0, html.indexOf("<body")))
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "");
  let skipping = 0;
  for (const [, closing, name, tag, text] of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:[^>"]|"[^"]*")*)>|([^<]+)/g)) {
    if (text !== undefined) {
      if (!skipping) texts.push(decode(text));
      continue;
    }
    const element = name!.toLowerCase();
    const selfClosing = VOID.has(element) || tag!.endsWith("/");
    if (closing) {
      if (skipping) skipping--;
      continue;
    }
    if (skipping) {
      if (!selfClosing) skipping++;
      continue;
    }
    const a = attributesOf(tag!);
    if (a.lang && a.lang !== pseudo.lang) {
      if (!selfClosing) skipping = 1;
      continue;
    }
    for (const attribute of WORD_ATTRIBUTES) if (a[attribute]) texts.push(a[attribute]);
    if (element === "input" && ["submit", "button", "reset"].includes(a.type ?? "") && a.value) texts.push(a.value);
  }
  return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** Each text of `texts` with a word neither the test language's nor an exception, once. */
const uncovered = (texts: string[]) => [...new Set(texts.filter((text) => uncoveredWords(text).length > 0))];

// ---------- What a customer gets ----------

const WEBSITE = "+17035550142";
const OFFICE_EMAIL = "office@valor.test";
const admin = { email: "coverage-admin@valor.test", password: "a long admin password 42" };
/** The customers, each from a network of their own (the forms' limits are per network). */
const customers = {
  estimate: { name: "Lena Ortiz", email: "lena@example.com", phone: "(703) 555-0161", ip: "198.51.100.11" },
  emergency: { name: "Rosa Díaz", email: "rosa@example.com", phone: "(703) 555-0162", ip: "198.51.100.12" },
  dialog: { name: "Ivan Petrov", email: "ivan@example.com", phone: "(703) 555-0163", ip: "198.51.100.13" },
  booking: { name: "Mei Chen", email: "mei@example.com", phone: "(703) 555-0164", ip: "198.51.100.14" },
  newsletter: { name: "", email: "nora@example.com", phone: "", ip: "198.51.100.15" },
  caller: { name: "Ada Quinn", email: "ada@example.com", phone: "(703) 555-0165", ip: "198.51.100.17" },
  texted: { name: "Tess Hale", email: "tess@example.com", phone: "(703) 555-0166", ip: "198.51.100.18" },
  // A +1 876 (Jamaica) number is not texted: its review request goes by mail.
  mailed: { name: "Jo Brown", email: "jo@example.com", phone: "(876) 555-0123", ip: "198.51.100.16" },
};
const ADDRESS = "12 Oak St, Fairfax, VA 22030";
/** What the customers typed, and the name the customer reads of whoever took their emergency (the admin's). */
const TYPED = [...Object.values(customers).flatMap((c) => [c.name, c.name.split(" ")[0]!].filter(Boolean)), ADDRESS, admin.email.split("@")[0]!];

describe("the words tree covers every text in the pseudo-language build", () => {
  const env: Record<string, string> = {};
  let dataDir: string;
  let app: AppProcess | null = null;
  let port: number;
  let url: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let twilio: FakeTwilio;
  let cookie: string;
  /** The test's uncovered texts, by the message they were in ("estimate mail", "review request text", …). */
  let found: Record<string, string[]> = {};
  beforeEach(() => {
    found = {};
  });

  /** The lines of a message with a word neither the test language's nor an exception. */
  const check = (what: string, ...texts: string[]) => {
    const lines = texts.flatMap((text) => text.split("\n")).filter((line) => uncoveredWords(line, TYPED).length > 0);
    if (lines.length) found[what] = [...(found[what] ?? []), ...lines];
  };
  /** The server, (re)started on the same data and port: the review worker runs once as it starts. */
  const start = async () => {
    app = await startApp(env, { port, buildDir: PSEUDO_BUILD });
  };
  const halt = async () => {
    await app?.stop();
    app = null;
  };
  const post = (path: string, fields: Record<string, string>, ip = "198.51.100.200") =>
    browserPost(url, path, new URLSearchParams(fields), { "X-Forwarded-For": ip, ...(path.startsWith("/admin") ? { Cookie: cookie } : {}) });
  /** Waits (bounded) for the mails to `to` whose subject matches. */
  async function mailsTo(to: string, count = 1, subject = /./): Promise<ReceivedMail[]> {
    const mine = () => smtp.received.filter((m) => m.to.includes(to) && subject.test(m.subject));
    const deadline = Date.now() + 20_000;
    while (mine().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine().length, `mails to ${to}`).toBeGreaterThanOrEqual(count);
    return mine();
  }
  async function textsTo(phone: string, count = 1) {
    const mine = () => twilio.messages.filter((m) => m.to === phone);
    const deadline = Date.now() + 20_000;
    while (mine().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine().length, `texts to ${phone}`).toBeGreaterThanOrEqual(count);
    return mine();
  }
  const e164 = (phone: string) => `+1${phone.replace(/\D/g, "")}`;
  const leadId = async (name: string) => {
    const html = await (await fetch(`${url}/admin/leads?q=${encodeURIComponent(name)}`, { headers: { Cookie: cookie } })).text();
    const id = /\/admin\/leads\/([0-9a-f-]{36})/.exec(html)?.[1];
    expect(id, `the lead of ${name}`).toBeTruthy();
    return id!;
  };

  beforeAll(async () => {
    if (!hasBuild(path.resolve(PSEUDO_BUILD))) throw new Error(`${PSEUDO_BUILD}/server.js is missing: run \`npm run build:pseudo\` first`);
    smtp = await startSmtp();
    twilio = await startFakeTwilio({ numbers: [WEBSITE] });
    dataDir = mkdtempSync(path.join(tmpdir(), "words-coverage-"));
    seedMigratedPglite(dataDir);
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    Object.assign(env, {
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: "error",
      SESSION_SECRET: "words-coverage-test-secret-0123456789abcdef",
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      OFFICE_EMAIL,
      OUTBOX_RETRY_BASE_MS: "200",
      TWILIO_ACCOUNT_SID: twilio.sid,
      TWILIO_AUTH_TOKEN: twilio.token,
      TWILIO_API_URL: twilio.url,
      TWILIO_NUMBERS: `${WEBSITE}=website`,
      OFFICE_PHONES: "+17035550100",
      // Start == end: office hours all day, so a call rings the office and, unanswered, is texted back.
      OFFICE_HOURS: "00:00-00:00",
      // A job's review request is due at once, at any hour.
      REVIEW_REQUEST_DELAY_HOURS: "0",
      REVIEW_SENDING_HOURS: "00:00-24:00",
      GOOGLE_REVIEW_URL: "https://g.page/r/valor-electric-test/review",
    });
    await runBuilt("admin-create.js", ["--email", admin.email], { NODE_ENV: "production", ...env, ADMIN_PASSWORD: admin.password }, undefined, path.resolve(PSEUDO_BUILD));
    await start();
    cookie = await loginOverHttp({ url }, admin);
  }, 120_000);
  afterAll(async () => {
    await halt();
    await twilio?.stop();
    await smtp?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("recognises the test language's words and the exceptions, and nothing else", () => {
    expect(uncoveredWords(pseudoText("Llame al (703) 555-0142 ahora, de día o de noche"))).toEqual([]);
    expect(uncoveredWords(`${pseudoText("Hola")}, ${defaultBusiness.name} ${team[0]!.name}: https://example.com/x office@example.com`)).toEqual([]);
    expect(uncoveredWords(`${pseudoText("Llame")} now ${pseudoText("al")}`)).toEqual(["now"]);
    expect(uncoveredWords(`${pseudoText("Recibida")} 10:30\u202fp.\u00a0m. EST, 9:05 AM EDT`)).toEqual([]);
    // Spanish left as it is is no more covered than English.
    expect(uncoveredWords("Llame ahora")).toEqual(["Llame", "ahora"]);
    expect(pageTexts('<html><head><title>T</title></head><body><p>A<b alt="B">C</b></p><blockquote lang="en"><p>D</p></blockquote><script>E</script><img alt="F"><p>G</p></body></html>')).toEqual(
      ["T", "A", "B", "C", "F", "G"],
    );
  });

  it("on every public page in the test language", async () => {
    const get = async (page: string) => {
      const response = await fetch(`${url}${page}`, { redirect: "manual" });
      return { status: response.status, html: await response.text() };
    };
    const sitemap = (await get("/sitemap.xml")).html;
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname).filter((page) => page === pseudo.prefix || page.startsWith(`${pseudo.prefix}/`));
    expect(listed.length).toBeGreaterThan(25);
    // The public pages the sitemap leaves out, and a few states of them a visitor reaches by link.
    const more = ["/estimate", "/book", "/chat", "/newsletter", "/services/ev-chargers", "/contact?type=emergency", "/gallery?item=builtin-1", "/no-such-page"];
    for (const page of [...listed, ...more.map((p) => `${pseudo.prefix}${p}`)]) {
      const { status, html } = await get(page);
      expect([200, 404], page).toContain(status);
      expect(html, page).toContain(`<html lang="${pseudo.lang}"`);
      const texts = uncovered(pageTexts(html));
      if (texts.length) found[page] = texts;
    }
    // The contact form sent empty without JavaScript: the page again, with the form's messages.
    const refused = await post(`${pseudo.prefix}/contact`, { type: "estimate", company_website: "" });
    expect(refused.status).toBe(400);
    const texts = uncovered(pageTexts(await refused.text()));
    if (texts.length) found["contact form refused"] = texts;
    expect(found).toEqual({});
  }, 180_000);

  it("the confirmation mail of every form, the welcome mail, and the emergency's status page", async () => {
    const p = pseudo.prefix;
    const { estimate, emergency, dialog, booking, newsletter } = customers;
    const person = (c: typeof estimate) => ({ name: c.name, email: c.email, phone: c.phone, company_website: "" });
    expect((await post(`${p}/contact`, { type: "estimate", ...person(estimate), serviceType: "panel-upgrade", description: "A new panel", address: ADDRESS }, estimate.ip)).status).toBe(302);
    expect((await post(`${p}/contact`, { type: "emergency", ...person(emergency), address: ADDRESS, description: "No power" }, emergency.ip)).status).toBe(302);
    expect((await post(`${p}/estimate`, { ...person(dialog), service: "ev-charger", description: "A charger" }, dialog.ip)).status).toBeLessThan(400);
    expect((await post(`${p}/book`, { ...person(booking), service: "panel-upgrade", message: "", eventTypeUri: defaultBusiness.schedulingUrl }, booking.ip)).status).toBeLessThan(400);
    expect((await post(`${p}/newsletter`, { email: newsletter.email, company_website: "" }, newsletter.ip)).status).toBeLessThan(400);
    for (const [kind, customer] of Object.entries({ estimate, emergency, dialog, booking, newsletter })) {
      const [mail] = await mailsTo(customer.email);
      check(`${kind} mail`, mail!.subject, mail!.text);
    }
    // The emergency's mail links its status page, which speaks the request's language: as sent, acknowledged, on the way.
    const [mail] = await mailsTo(emergency.email);
    const statusPath = new RegExp(`${url}(/status/[^\\s]+)`).exec(mail!.text)?.[1];
    expect(statusPath).toBeTruthy();
    const id = await leadId(emergency.name);
    for (const state of ["received", "acknowledge", "on-the-way"]) {
      if (state !== "received") expect((await post(`/admin/leads/${id}/alerts`, { intent: state })).status).toBeLessThan(400);
      const page = await fetch(`${url}${statusPath}`);
      expect(page.status).toBe(200);
      check(`status page (${state})`, ...pageTexts(await page.text()));
    }
    expect(found).toEqual({});
  }, 120_000);

  it("the missed-call text-back and the answer to HELP, to a caller whose open request is in the test language", async () => {
    const { name, email, phone, ip } = customers.caller;
    expect((await post(`${pseudo.prefix}/contact`, { type: "estimate", name, email, phone, address: ADDRESS, serviceType: "outlets", description: "Two outlets", company_website: "" }, ip)).status).toBe(302);
    const caller = e164(phone);
    const CallSid = `CA${"1".repeat(32)}`;
    const hook = (name: string, fields: Record<string, string>) => twilio.webhook(`${url}/webhooks/twilio/${name}`, fields);
    expect((await hook("voice", { AccountSid: twilio.sid, CallSid, From: caller, To: WEBSITE, CallStatus: "ringing", Direction: "inbound" })).status).toBe(200);
    expect((await hook("dial-result", { AccountSid: twilio.sid, CallSid, DialCallStatus: "no-answer", DialCallDuration: "0", DialCallSid: `CA${"2".repeat(32)}` })).status).toBe(200);
    const [text] = await textsTo(caller);
    check("missed-call text-back", text!.body);
    const help = await hook("sms", { AccountSid: twilio.sid, MessageSid: `SM${"3".repeat(32)}`, From: caller, To: WEBSITE, Body: "HELP" });
    const answer = /<Message>([^<]+)<\/Message>/.exec(await help.text())?.[1];
    expect(answer, "the answer to HELP").toBeTruthy();
    check("answer to HELP", decode(answer!));
    expect(found).toEqual({});
  }, 60_000);

  it("the review request's text and mail, their reminders, the review page and the unsubscribe page", async () => {
    const { texted, mailed } = customers;
    for (const { name, email, phone, ip } of [texted, mailed]) {
      const fields = { type: "estimate", name, email, phone, address: ADDRESS, serviceType: "outlets", description: "Two outlets", company_website: "" };
      expect((await post(`${pseudo.prefix}/contact`, fields, ip)).status).toBe(302);
    }
    for (const customer of [texted, mailed]) {
      const id = await leadId(customer.name);
      expect((await post(`/admin/leads/${id}`, { intent: "status", status: "won" })).status).toBe(302);
      expect((await post(`/admin/leads/${id}`, { intent: "job-done" })).status).toBe(302);
    }
    // The review worker runs as the server starts.
    await halt();
    await start();
    const [text] = await textsTo(e164(texted.phone));
    const [mail] = await mailsTo(mailed.email, 1, new RegExp(`^(?!${pseudoText("Recibimos")})`));
    check("review request text", text!.body);
    check("review request mail", mail!.subject, mail!.text);
    // Three days later, unopened: the one reminder, the way the request went.
    await halt();
    const handle = createDb({ dataDir });
    await handle.db.execute(sql`update review_requests set sent_at = sent_at - interval '4 days'`);
    await handle.close();
    await start();
    const texts = await textsTo(e164(texted.phone), 2);
    const mails = await mailsTo(mailed.email, 2, new RegExp(`^(?!${pseudoText("Recibimos")})`));
    check("review reminder text", texts[1]!.body);
    check("review reminder mail", mails[1]!.subject, mails[1]!.text);
    // Opened only now: an opened link gets no reminder.
    const link = /(http:\/\/\S+\/r\/[\w-]+)/.exec(text!.body)?.[1];
    expect(link, `the review link in "${text!.body}"`).toBeTruthy();
    const review = await fetch(link!);
    expect(review.status).toBe(200);
    check("review page", ...pageTexts(await review.text()));
    // The customer's answer, and the mail's unsubscribe page before and after, as a browser without JavaScript posts them.
    const answerPage = async (response: Response) => {
      const location = response.headers.get("location");
      return location ? (await fetch(new URL(location, url))).text() : response.text();
    };
    const answered = await post(new URL(link!).pathname, { rating: "5", comment: "" }, texted.ip);
    expect(answered.status).toBeLessThan(400);
    check("review page, answered", ...pageTexts(await answerPage(answered)));
    const unsubscribe = /(http:\/\/\S+\/unsubscribe)/.exec(mail!.text)?.[1];
    expect(unsubscribe, "the unsubscribe link in the review mail").toBeTruthy();
    check("unsubscribe page", ...pageTexts(await (await fetch(unsubscribe!)).text()));
    const unsubscribed = await post(new URL(unsubscribe!).pathname, {}, mailed.ip);
    expect(unsubscribed.status).toBeLessThan(400);
    check("unsubscribe page, done", ...pageTexts(await answerPage(unsubscribed)));
    expect(found).toEqual({});
  }, 120_000);
});
