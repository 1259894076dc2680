import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "~db/client";
import { REVIEW_COMMENT_MAX, reviewPageText, reviewRequestText } from "~/content/review-request";
import { PIPELINE_MESSAGES as M } from "~/forms/admin-messages";
import { localTime } from "~/lib/platform/office-clock.server";
import { CROSS_SITE_MESSAGE } from "~/lib/platform/request-guards.server";
import { processReviewRequests } from "~/lib/reviews/review-requests.server";
import type { ReviewWorkerDeps } from "~/lib/reviews/review-settings.server";
import { useSite } from "../support/site";
import { OFFICE_ALL_DAY } from "../support/twilio";

/**
 * A finished job's review request over real HTTP against the production build on a Postgres database of its own:
 * the office marks the job done on the lead's page, the review worker runs on a test clock (the server's own
 * worker runs on the wall clock, which never reaches the test's days: each job's "done" time is moved into the
 * coming weeks), the real text and mail outboxes of the server send to the loopback Twilio and SMTP, and the
 * customer answers on /r/<token> without JavaScript.
 */
const WEBSITE = "+17035550142";
const TZ = "America/New_York";
const GOOGLE = "https://g.page/r/valor-electric-test/review";
const OFFICE_EMAIL = "office@valor.test";
const SECRET = "built-server-test-secret-0123456789abcdef";
const admin = { email: "reviews-admin@valor.test", password: "a long admin password 42" };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const decode = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** The first minute at least `days` days from now that reads `hhmm` on the office's clock. */
function officeTime(days: number, hhmm: string): number {
  let t = Math.ceil((Date.now() + days * DAY) / MINUTE) * MINUTE;
  for (let i = 0; i < 24 * 60 && localTime(new Date(t), TZ) !== hhmm; i++) t += MINUTE;
  return t;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("review requests over HTTP (Postgres, test clock)", () => {
  const site = useSite({
    admin,
    postgres: true,
    smtp: true,
    twilioNumbers: { [WEBSITE]: "website" },
    // The server's outboxes keep review messages to their sending hours on the wall clock; the test's worker keeps
    // 09:00-20:00 on its own clock, so the server's hours are every minute of the day, 00:00-24:00 (tests/integration/review-sending-hours.test.ts
    // holds the outboxes to them).
    env: { ...OFFICE_ALL_DAY, OFFICE_EMAIL, GOOGLE_REVIEW_URL: GOOGLE, OUTBOX_RETRY_BASE_MS: "200", TRUST_PROXY: "1", REVIEW_SENDING_HOURS: "00:00-24:00" },
  });
  let handle: DbHandle;
  let clock = Date.now();
  let phoneNumber = 200;

  /** The review worker as the server runs it (its settings are the server's defaults), on the test clock. */
  const deps = (): ReviewWorkerDeps => ({
    db: handle.db,
    secret: SECRET,
    siteUrl: site.url,
    timeZone: TZ,
    sendingHours: "09:00-20:00",
    delayHours: 2,
    googleReviewUrl: GOOGLE,
    // With TWILIO_NUMBERS set the phone stated is Twilio's, whatever the office published.
    business: () => Promise.resolve({ name: "Valor Electric", phone: "(703) 555-0142" }),
    textFrom: WEBSITE,
    textRules: { canada: false },
    officeEmail: OFFICE_EMAIL,
    // The server's outboxes poll every 5 s: they send what the test queues.
    queued: () => {},
    now: () => new Date(clock),
  });
  const runWorker = () => processReviewRequests(deps());

  beforeAll(() => {
    handle = createDb({ url: site.server.databaseUrl!, dataDir: "" });
  });
  afterAll(() => handle?.close());

  const get = async (path: string, cookie?: string) => {
    const response = await site.get(path, cookie);
    return { status: response.status, location: response.headers.get("location"), html: decode(await response.text()) };
  };
  const adminPost = (path: string, fields: Record<string, string>) => site.post(path, new URLSearchParams(fields));

  /** A customer's estimate request from the English or Spanish contact page, won by the office; its id and phone. */
  async function wonLead(
    name: string,
    { lang = "en", email = `${name.split(" ")[0]!.toLowerCase()}.${phoneNumber}@example.com`, phone = `+1703555${String(phoneNumber + 1).padStart(4, "0")}` }: { lang?: "en" | "es"; email?: string; phone?: string } = {},
  ) {
    phoneNumber += 1;
    const posted = await site.post(
      lang === "es" ? "/es/contact" : "/contact",
      new URLSearchParams({ type: "estimate", name, address: "12 Oak St, Fairfax, VA 22030", phone: phone.slice(2), email, serviceType: "outlets", description: "Two outlets", company_website: "" }),
      // Each customer from a network of their own (the form's limit is per network).
      { cookie: "", headers: { "X-Forwarded-For": `198.51.${phoneNumber % 250}.7` } },
    );
    expect(posted.status).toBe(302);
    const [lead] = await site.sql`select id, language from leads where phone = ${phone}`;
    expect(lead!.language).toBe(lang);
    const id = String(lead!.id);
    expect((await adminPost(`/admin/leads/${id}`, { intent: "status", status: "won" })).status).toBe(302);
    return { id, phone, email };
  }

  /** "Job done" on the lead's page (a plain form post), then its done time moved to `doneAt` on the test clock. */
  async function jobDone(leadId: string, doneAt: number) {
    const done = await adminPost(`/admin/leads/${leadId}`, { intent: "job-done" });
    expect(done.status).toBe(302);
    await site.sql`update review_requests set done_at = ${new Date(doneAt)} where lead_id = ${leadId}`;
  }

  const textsTo = (phone: string) => site.twilio.messages.filter((m) => m.to === phone);
  /** Waits (bounded) until `count` texts reached `phone` through the server's text outbox. */
  async function waitForTexts(phone: string, count: number) {
    const deadline = Date.now() + 15_000;
    while (textsTo(phone).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return textsTo(phone);
  }
  /** Waits (bounded) until `count` mails to `to` whose subject starts with `subject` arrived (the forms' confirmations go there too). */
  async function waitForMails(to: string, subject: string, count: number) {
    const deadline = Date.now() + 15_000;
    const mine = () => site.smtp.received.filter((m) => m.to.includes(to) && m.subject.startsWith(subject));
    while (mine().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return mine();
  }
  /**
   * Waits (bounded) until the server's outboxes hold nothing still to send: every text and mail the test's worker
   * queued has gone out (or failed for good), so the counts that follow are final.
   */
  async function settle() {
    const unsent = async () => {
      const [texts] = await site.sql`select count(*)::int as n from lead_messages where direction = 'out' and status in ('pending', 'claimed')`;
      const [mails] = await site.sql`select count(*)::int as n from email_outbox where status in ('pending', 'sending')`;
      return texts!.n + mails!.n;
    };
    const deadline = Date.now() + 15_000;
    while ((await unsent()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await unsent()).toBe(0);
  }
  const tokenIn = (text: string) => new RegExp(`${site.url}/r/([A-Za-z0-9_-]{22})`).exec(text)?.[1];

  it("a job marked done at 16:00 sends one text at 18:00, in English; marked done twice and moved on, still one request", async () => {
    const ann = await wonLead("Ann Lee");
    const t16 = officeTime(10, "16:00");
    await jobDone(ann.id, t16);
    // Marked done again, and the status moved about: still one request.
    const again = await adminPost(`/admin/leads/${ann.id}`, { intent: "job-done" });
    expect(again.status).toBe(302);
    expect((await get(again.headers.get("location")!, site.admin)).status).toBe(200);
    expect((await adminPost(`/admin/leads/${ann.id}`, { intent: "status", status: "scheduled" })).status).toBe(302);
    expect((await adminPost(`/admin/leads/${ann.id}`, { intent: "status", status: "won" })).status).toBe(302);
    expect((await adminPost(`/admin/leads/${ann.id}`, { intent: "job-done" })).status).toBe(302);
    expect(await site.sql`select count(*)::int as n from review_requests where lead_id = ${ann.id}`).toEqual([{ n: 1 }]);

    clock = t16 + 2 * HOUR - MINUTE;
    expect((await runWorker()).sent).toBe(0);
    clock = t16 + 2 * HOUR;
    expect(localTime(new Date(clock), TZ)).toBe("18:00");
    expect((await runWorker()).sent).toBe(1);
    expect((await runWorker()).sent).toBe(0);
    const [text] = await waitForTexts(ann.phone, 1);
    expect(text).toMatchObject({ from: WEBSITE, to: ann.phone });
    expect(text!.body).toContain("Hi Ann, thank you for choosing Valor Electric.");
    expect(text!.body).toContain("Reply STOP to opt out");
    expect(tokenIn(text!.body)).toBeDefined();
    await settle();
    expect(textsTo(ann.phone)).toHaveLength(1);
    // The lead's page shows it sent by text.
    const page = await get(`/admin/leads/${ann.id}`, site.admin);
    expect(page.html).toMatch(/data-testid="review-sent">.*by text/s);
  });

  it("a Spanish lead gets Spanish; a job marked done at 21:00 is sent at 9:00 the next morning", async () => {
    const rosa = await wonLead("Rosa Díaz", { lang: "es" });
    const t21 = officeTime(12, "21:00");
    await jobDone(rosa.id, t21);
    for (const [later, hhmm] of [
      [2 * HOUR, "23:00"],
      [12 * HOUR - MINUTE, "08:59"],
    ] as const) {
      clock = t21 + later;
      expect(localTime(new Date(clock), TZ)).toBe(hhmm);
      expect((await runWorker()).sent).toBe(0);
    }
    clock = t21 + 12 * HOUR;
    expect(localTime(new Date(clock), TZ)).toBe("09:00");
    expect((await runWorker()).sent).toBe(1);
    const [text] = await waitForTexts(rosa.phone, 1);
    expect(text!.body).toBe(reviewRequestText.es.text("Rosa", "Valor Electric", `${site.url}/r/${tokenIn(text!.body)}`));
    expect(text!.body).toContain("Responda STOP");
    // Its page speaks Spanish too.
    const page = await get(`/r/${tokenIn(text!.body)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es"');
    expect(page.html).toContain(reviewPageText.es.title);
  });

  it("one reminder on day 3 when the link was not opened, and nothing after; none once opened, after STOP or an unsubscribe", async () => {
    const sent = officeTime(20, "10:00");
    const quiet = await wonLead("Quinn Park");
    const opener = await wonLead("Olga Ruiz");
    const stopper = await wonLead("Sam Stone");
    // Texted STOP before the request: it goes by mail (with its unsubscribe), and that customer then unsubscribes.
    const mailed = await wonLead("Mia Wong");
    const stop = async (phone: string) => expect((await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: phone, To: WEBSITE, Body: "STOP" })).status).toBe(200);
    await stop(mailed.phone);
    for (const lead of [quiet, opener, stopper, mailed]) await jobDone(lead.id, sent - 2 * HOUR);
    clock = sent;
    expect((await runWorker()).sent).toBe(4);
    const [openerText] = await waitForTexts(opener.phone, 1);
    await waitForTexts(stopper.phone, 1);
    const [mail] = await waitForMails(mailed.email, "How did", 1);
    expect(mail!.subject).toBe(reviewRequestText.en.mailSubject("Valor Electric"));
    const mailToken = tokenIn(mail!.text)!;
    expect(mail!.headers["list-unsubscribe"]).toBe(`<${site.url}/r/${mailToken}/unsubscribe>`);
    expect(mail!.text).toContain(`${site.url}/r/${mailToken}/unsubscribe`);

    expect((await get(`/r/${tokenIn(openerText!.body)}`)).status).toBe(200);
    await stop(stopper.phone);
    const unsubscribePage = await get(`/r/${mailToken}/unsubscribe`);
    expect(unsubscribePage.status).toBe(200);
    expect(unsubscribePage.html).toContain(reviewPageText.en.unsubscribe(mailed.email));
    const unsubscribed = await site.post(`/r/${mailToken}/unsubscribe`, new URLSearchParams(), { cookie: "" });
    expect(unsubscribed.status).toBe(200);
    expect(decode(await unsubscribed.text())).toContain(reviewPageText.en.unsubscribed);

    clock = sent + 3 * DAY - MINUTE;
    expect((await runWorker()).reminded).toBe(0);
    clock = sent + 3 * DAY;
    expect((await runWorker()).reminded).toBe(1);
    const texts = await waitForTexts(quiet.phone, 2);
    expect(texts[1]!.body).toContain("a last reminder from Valor Electric");
    for (const later of [4 * DAY, 10 * DAY, 29 * DAY]) {
      clock = sent + later;
      expect((await runWorker()).reminded).toBe(0);
    }
    await settle();
    expect(textsTo(quiet.phone)).toHaveLength(2);
    expect(textsTo(opener.phone)).toHaveLength(1);
    expect(textsTo(stopper.phone)).toHaveLength(1);
    expect(textsTo(mailed.phone)).toHaveLength(0);
    // Its confirmation and the one request: no reminder.
    expect(site.smtp.received.filter((m) => m.to.includes(mailed.email))).toHaveLength(2);
    expect(site.smtp.received.filter((m) => m.to.includes(mailed.email) && /reminder/i.test(m.subject))).toHaveLength(0);
    expect(await site.sql`select stopped from review_requests where lead_id in (${stopper.id}, ${mailed.id}) order by stopped`).toEqual([{ stopped: "opted-out" }, { stopped: "unsubscribed" }]);

    // Unsubscribed is for good: a new job for the same address asks nothing.
    const next = await wonLead("Mia Wong", { email: mailed.email });
    await jobDone(next.id, sent + 5 * DAY);
    clock = sent + 5 * DAY + 2 * HOUR;
    expect((await runWorker()).sent).toBe(0);
    expect(await site.sql`select stopped from review_requests where lead_id = ${next.id}`).toEqual([{ stopped: "unsubscribed" }]);
  });

  it("a +1 876 (Jamaica) number typed into /contact is asked by mail, not texted, and the lead's history says why", async () => {
    const jo = await wonLead("Jo Brown", { phone: "+18765550123" });
    const sentAt = officeTime(30, "10:00");
    await jobDone(jo.id, sentAt - 2 * HOUR);
    clock = sentAt;
    expect((await runWorker()).sent).toBe(1);
    const [mail] = await waitForMails(jo.email, "How did", 1);
    expect(mail!.subject).toBe(reviewRequestText.en.mailSubject("Valor Electric"));
    await settle();
    expect(textsTo(jo.phone)).toHaveLength(0);
    expect(await site.sql`select channel from review_requests where lead_id = ${jo.id}`).toEqual([{ channel: "email" }]);
    const page = await get(`/admin/leads/${jo.id}`, site.admin);
    expect(page.html).toMatch(/data-testid="review-sent">.*by mail/s);
    const history = /data-testid="lead-history"[^>]*>([\s\S]*?)<\/ol>/.exec(page.html)![1]!.replace(/<[^>]+>/g, "");
    expect(history).toContain("The system · Review request not texted: not a US number");
  });

  /** A won lead whose request went out by text; the token of its link. */
  async function sentRequest(name: string) {
    const lead = await wonLead(name);
    const sentAt = officeTime(40, "11:00");
    await jobDone(lead.id, sentAt - 2 * HOUR);
    clock = sentAt;
    await runWorker();
    const texts = await waitForTexts(lead.phone, 1);
    return { ...lead, token: tokenIn(texts[0]!.body)! };
  }

  it("without JavaScript, a customer rates 2 stars with a comment: offered Google all the same, the office mailed, the lead and dashboard show it", async () => {
    const ben = await sentRequest("Ben Hart");
    const form = await get(`/r/${ben.token}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<html lang="en"');
    expect(form.html).toMatch(/<form method="post"/);
    expect((form.html.match(/type="radio" name="rating"/g) ?? []).length).toBe(5);
    expect(form.html).toContain(`maxLength="${REVIEW_COMMENT_MAX}"`);
    expect(form.html).toContain('name="consent"');
    expect((await site.sql`select opened_at from review_requests where lead_id = ${ben.id}`)[0]!.opened_at).not.toBeNull();

    const comment = "The crew came late <b>twice</b> & left a mess.";
    const rated = await site.post(`/r/${ben.token}`, new URLSearchParams({ rating: "2", comment }), { cookie: "" });
    expect(rated.status).toBe(303);
    expect(rated.headers.get("location")).toBe(`/r/${ben.token}`);
    const thanks = await get(`/r/${ben.token}`);
    expect(thanks.html).toContain(reviewPageText.en.thanksTitle);
    expect(thanks.html).toContain(`href="/r/${ben.token}/google"`);

    const [office] = await waitForMails(OFFICE_EMAIL, "2 of 5 stars", 1);
    expect(office!.subject).toBe("2 of 5 stars from Ben Hart: call back today");
    expect(office!.text).toContain(`(703) 555-${ben.phone.slice(-4)}`);
    expect(office!.text).toContain(comment);

    const google = await get(`/r/${ben.token}/google`);
    expect(google.status).toBe(302);
    expect(google.location).toBe(GOOGLE);

    const leadPage = await get(`/admin/leads/${ben.id}`, site.admin);
    expect(leadPage.html).toContain('data-testid="review-rating">2 of 5<');
    expect(leadPage.html).toContain("The crew came late &lt;b&gt;twice&lt;/b&gt; &amp; left a mess.".replace(/&amp;/g, "&"));
    expect(leadPage.html).not.toContain("<b>twice</b>");
    expect(leadPage.html).toContain("followed the Google link");

    // The dashboard over a period that holds the test clock's days: Ben's 2 stars among the figures.
    const day = (t: number) => new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date(t));
    const dashboard = await get(`/admin/dashboard?from=${day(clock - DAY)}&to=${day(clock + DAY)}`, site.admin);
    expect(dashboard.status).toBe(200);
    const month = day(clock).slice(0, 7);
    const [, monthRow] = new RegExp(`data-testid="reviews-by-month".*?<th scope="row"[^>]*>${month}</th>(.*?)</tr>`, "s").exec(dashboard.html) ?? [];
    const cells = [...(monthRow ?? "").matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    // Sent, opened, rated, reply rate, average rating, Google clicks: Ben's is the one request sent that day.
    expect(cells).toEqual(["1", "1", "1", "100%", "2.0", "1"]);
    expect(dashboard.html).toMatch(/data-testid="reviews-by-source".*?<th scope="row"[^>]*>direct<\/th>/s);
  });

  it("a 5-star consented comment is published by an admin in one step: on /reviews and /es/reviews, in its own words and language, with Review data", async () => {
    const cleo = await sentRequest("Cleo Grant");
    const words = "Fast, tidy and fair. Our panel <upgrade> went perfectly!";
    expect((await site.post(`/r/${cleo.token}`, new URLSearchParams({ rating: "5", comment: words, consent: "on" }), { cookie: "" })).status).toBe(303);
    const published = await adminPost(`/admin/leads/${cleo.id}`, { intent: "publish-review", town: "Fairfax" });
    expect(published.status).toBe(302);
    // Published once: a second step changes nothing.
    const twice = await adminPost(`/admin/leads/${cleo.id}`, { intent: "publish-review", town: "Elsewhere" });
    expect(twice.status).toBe(409);
    expect(decode(await twice.text())).toContain(M.nothingToPublish);
    for (const path of ["/reviews", "/es/reviews"]) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain("Fast, tidy and fair. Our panel &lt;upgrade&gt; went perfectly!");
      expect(page.html).toMatch(/data-testid="customer-review"[^>]*>/);
      expect(page.html).toContain("Cleo");
      expect(page.html).toContain("Fairfax");
      expect(page.html).not.toContain("Cleo Grant");
      const ld = [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const reviews = ld.flatMap((block) => (Array.isArray(block.review) ? (block.review as Record<string, unknown>[]) : []));
      expect(reviews).toContainEqual(
        expect.objectContaining({ "@type": "Review", reviewBody: words, inLanguage: "en", author: { "@type": "Person", name: "Cleo" }, reviewRating: expect.objectContaining({ ratingValue: 5 }) }),
      );
    }
    // On the Spanish page the English words are marked English.
    expect((await get("/es/reviews")).html).toMatch(/<blockquote[^>]*lang="en"[^>]*>\s*<p>“Fast, tidy and fair/);
  });

  it("a comment with a NUL is refused with the message and what was typed; control and direction-override characters are dropped from what is saved and published", async () => {
    const fay = await sentRequest("Fay Lin");
    const row = async () => (await site.sql`select rating, comment, consent, rated_at from review_requests where lead_id = ${fay.id}`)[0]!;
    // `rating=4&comment=abc%00def`, as a browser sends it.
    const withNul = await site.post(`/r/${fay.token}`, new URLSearchParams({ rating: "4", comment: "abc\u0000def", consent: "on" }), { cookie: "" });
    expect(withNul.status).toBe(400);
    const refusedPage = decode(await withNul.text());
    expect(refusedPage).toContain(reviewPageText.en.commentControl);
    // What was typed comes back: the stars, the consent and the comment (NUL and all).
    expect(refusedPage).toMatch(/<input type="radio" name="rating"[^>]* checked="" value="4"/);
    expect(refusedPage).toMatch(/<input type="checkbox" name="consent"[^>]* checked=""/);
    expect(refusedPage).toContain('aria-invalid="true" class="mt-2 w-full rounded-lg border border-navy-300 p-3">abc\u0000def</textarea>');
    expect(await row()).toEqual({ rating: null, comment: null, consent: false, rated_at: null });

    // A right-to-left override would make "Great job! 5 stars" read backwards on the site; bell and escape go too.
    const typed = "Great \u202Ejob\u202C! \u0007Tidy \u001b[31mwork\u2066.";
    const saved = await site.post(`/r/${fay.token}`, new URLSearchParams({ rating: "5", comment: typed, consent: "on" }), { cookie: "" });
    expect(saved.status).toBe(303);
    const clean = "Great job! Tidy [31mwork.";
    expect(await row()).toMatchObject({ rating: 5, comment: clean, consent: true });
    expect((await adminPost(`/admin/leads/${fay.id}`, { intent: "publish-review", town: "Vienna" })).status).toBe(302);
    for (const path of ["/reviews", "/es/reviews"]) {
      const page = await get(path);
      expect(page.html).toContain(clean);
      for (const dropped of ["\u202E", "\u202C", "\u2066", "\u0007", "\u001b"]) expect(page.html).not.toContain(dropped);
      const ld = [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const reviews = ld.flatMap((block) => (Array.isArray(block.review) ? (block.review as Record<string, unknown>[]) : []));
      expect(reviews).toContainEqual(expect.objectContaining({ "@type": "Review", reviewBody: clean }));
    }
  });

  it("a post from the review page that sends no Referer (Origin: null) is taken when the browser says it is the site's own, refused (403) otherwise; never a 500", async () => {
    const gus = await sentRequest("Gus Hale");
    const row = async () => (await site.sql`select rating, rated_at from review_requests where lead_id = ${gus.id}`)[0]!;
    for (const headers of [{ Origin: "null" }, { Origin: "null", "Sec-Fetch-Site": "cross-site" }]) {
      const refused = await site.post(`/r/${gus.token}`, new URLSearchParams({ rating: "1" }), { cookie: "", headers: { "Sec-Fetch-Site": "", ...headers } });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.text()).toBe(CROSS_SITE_MESSAGE);
    }
    expect(await row()).toEqual({ rating: null, rated_at: null });
    const fromOwnPage = { Origin: "null", "Sec-Fetch-Site": "same-origin" };
    const rated = await site.post(`/r/${gus.token}`, new URLSearchParams({ rating: "4" }), { cookie: "", headers: fromOwnPage });
    expect(rated.status).toBe(303);
    expect((await row()).rating).toBe(4);
    // The unsubscribe button's post alike.
    const hal = await sentRequest("Hal Ode");
    const unsubscribed = await site.post(`/r/${hal.token}/unsubscribe`, new URLSearchParams(), { cookie: "", headers: fromOwnPage });
    expect(unsubscribed.status).toBe(200);
    expect(decode(await unsubscribed.text())).toContain(reviewPageText.en.unsubscribed);
    expect(await site.sql`select email from review_unsubscribes where email = ${hal.email}`).toHaveLength(1);
  });

  it("hostile input changes nothing: guessed, malformed and expired tokens, 7 or -1 stars, markup, a 100 kB comment, another origin, a pushed counter", async () => {
    const dee = await sentRequest("Dee Park");
    const row = async () => (await site.sql`select rating, comment, rated_at, google_clicked_at from review_requests where lead_id = ${dee.id}`)[0]!;
    const before = await row();
    const guessed = randomBytes(16).toString("base64url").slice(0, 22);
    for (const token of [guessed, "short", `${dee.token}x`, "../admin", `${dee.token.slice(0, 21)}'`]) {
      expect((await get(`/r/${encodeURIComponent(token)}`)).status).toBe(404);
      expect((await site.post(`/r/${encodeURIComponent(token)}`, new URLSearchParams({ rating: "5" }), { cookie: "" })).status).toBe(404);
      expect((await get(`/r/${encodeURIComponent(token)}/google`)).status).toBe(404);
    }
    for (const rating of ["7", "-1", "0", "2.5", "five", ""]) {
      const refused = await site.post(`/r/${dee.token}`, new URLSearchParams({ rating, comment: "<script>alert(1)</script>" }), { cookie: "" });
      expect(refused.status).toBe(400);
      const html = decode(await refused.text());
      expect(html).toContain(reviewPageText.en.ratingRequired);
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).not.toContain("<script>alert(1)</script>");
    }
    const long = await site.post(`/r/${dee.token}`, new URLSearchParams({ rating: "4", comment: "x".repeat(REVIEW_COMMENT_MAX + 1) }), { cookie: "" });
    expect(long.status).toBe(400);
    expect(decode(await long.text())).toContain(reviewPageText.en.commentTooLong(REVIEW_COMMENT_MAX));
    expect((await site.post(`/r/${dee.token}`, new URLSearchParams({ rating: "4", comment: "x".repeat(100 * 1024) }), { cookie: "" })).status).toBe(413);
    const crossSite = await site.post(`/r/${dee.token}`, new URLSearchParams({ rating: "1" }), { cookie: "", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(await row()).toEqual(before);

    // The Google click counts once per link, however often it is followed; the answer is taken once.
    expect((await site.post(`/r/${dee.token}`, new URLSearchParams({ rating: "4" }), { cookie: "" })).status).toBe(303);
    for (let i = 0; i < 5; i++) expect((await get(`/r/${dee.token}/google`)).status).toBe(302);
    const clicked = await row();
    expect(clicked.google_clicked_at).not.toBeNull();
    expect((await site.post(`/r/${dee.token}`, new URLSearchParams({ rating: "1", comment: "changed" }), { cookie: "" })).status).toBe(303);
    expect(await row()).toEqual(clicked);
    const [counts] = await site.sql`select count(*) filter (where google_clicked_at is not null)::int as clicks from review_requests where lead_id = ${dee.id}`;
    expect(counts!.clicks).toBe(1);

    // Expired: 30 days after it went, kindly, with the Google link and the phone, and nothing of the form.
    const eve = await sentRequest("Eve Moss");
    await site.sql`update review_requests set sent_at = now() - interval '30 days' where lead_id = ${eve.id}`;
    const expired = await get(`/r/${eve.token}`);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain(reviewPageText.en.expiredTitle);
    expect(expired.html).toContain(`href="/r/${eve.token}/google"`);
    expect(expired.html).toMatch(/href="tel:\+17035550142"/);
    expect(expired.html).not.toContain('name="rating"');
    expect((await site.post(`/r/${eve.token}`, new URLSearchParams({ rating: "5" }), { cookie: "" })).status).toBe(303);
    expect((await site.sql`select rated_at, opened_at from review_requests where lead_id = ${eve.id}`)[0]).toEqual({ rated_at: null, opened_at: null });
  });
});
