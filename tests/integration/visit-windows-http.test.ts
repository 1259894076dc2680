import { describe, expect, it } from "vitest";
import { localDay, localTime } from "~/lib/platform/office-clock.server";
import { dbTargets } from "../support/db";
import { formFields } from "../support/html-form";
import { decodeEntities } from "../support/html-text";
import { useSite } from "../support/site";
import { OFFICE_ALL_DAY } from "../support/twilio";

/**
 * The visits' arrival windows are the office's settings (docs/visits.md, "The windows"): business facts published
 * at /admin/content/business as a browser without JavaScript posts them, to the production build on each database.
 * Published 07:00–16:00 in 180-minute windows, the lead page's visit form offers 7–10, 10–1 and 1–4, the customer's
 * "Choose another time" follows in Spanish, a booking and its text take the new window, and a visit booked before
 * keeps its time; on Postgres the second instance offers them within a second. A setting that is no whole number of
 * windows, backward, or of a length outside 15 to 720 minutes is refused with its message and the typed values, 400,
 * nothing published.
 */
const EDITOR = "/admin/content/business";
const WEBSITE = "+17035550142";
const TZ = "America/New_York";
const DAY = 24 * 60 * 60_000;
const text = (html: string) => decodeEntities(html.replace(/<!-- -->/g, ""));

describe.each(dbTargets)("the visits' arrival windows set by the office over HTTP on %s", (kind) => {
  const site = useSite({
    admin: true,
    postgres: kind === "postgres",
    second: kind === "postgres",
    twilioNumbers: { [WEBSITE]: "website" },
    env: { ...OFFICE_ALL_DAY, REVIEW_SENDING_HOURS: "00:00-24:00", TRUST_PROXY: "1", OUTBOX_RETRY_BASE_MS: "200" },
  });
  let n = 0;

  /** The business facts' form as loaded, with `changes`, published; the post's response. */
  async function publish(changes: Record<string, string>) {
    const fields = formFields(await site.page(EDITOR, site.admin), 'id="words-');
    for (const [name, value] of Object.entries(changes)) fields.set(name, value);
    fields.set("intent", "publish");
    return site.post(EDITOR, fields);
  }
  /** A Spanish customer's estimate request: the lead's id and phone. */
  async function spanishLead() {
    n += 1;
    const name = `Ventana ${["Ana", "Bea", "Cruz", "Dora"][n]} ${kind}`;
    const phone = `+1703555${String(470 + n).padStart(4, "0")}`;
    const fields = { type: "estimate", name, address: "12 Oak St, Fairfax, VA 22030", phone: phone.slice(2), email: `windows-${n}-${kind}@example.com`, serviceType: "outlets", description: "Dos enchufes", company_website: "" };
    expect((await site.post("/es/contact", new URLSearchParams(fields), { cookie: "", headers: { "X-Forwarded-For": `198.51.${40 + n}.7` } })).status).toBe(302);
    const id = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(await site.page(`/admin/leads?q=${encodeURIComponent(name)}`, site.admin))![1]!;
    return { id, phone };
  }
  const book = (id: string, day: string, window: string) => site.post(`/admin/leads/${id}`, new URLSearchParams({ intent: "visit", day, window, electrician: "team:m1" }));
  /** The texts sent to `phone`, once there are `count` (bounded polling). */
  async function textsTo(phone: string, count: number) {
    for (let i = 0; i < 150; i++) {
      const sent = site.twilio.messages.filter((m) => m.to === phone).map((m) => m.body);
      if (sent.length >= count) return sent;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`waited 15 s for ${count} texts to ${phone}`);
  }
  /** The lead page's visit form's window choices: value and label. */
  const offered = (html: string) => {
    const select = /<select[^>]*name="window"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    return [...select.matchAll(/<option value="([^"]+)">([^<]*)<\/option>/g)].map((m) => `${m[1]} ${decodeEntities(m[2]!)}`);
  };
  /** The lead's page as the admin reads it on an instance (the first unless told). */
  const leadPage = async (id: string, url = site.url) => text(await (await fetch(`${url}/admin/leads/${id}`, { redirect: "manual", headers: { Cookie: site.admin } })).text());
  const day = localDay(new Date(Date.now() + 20 * DAY), TZ);

  it("refuses a span of no whole windows, a backward one and a length outside 15 to 720 minutes, with the field's message and the typed values; nothing is published", async () => {
    const version = formFields(await site.page(EDITOR, site.admin), 'id="words-').get("expectedVersion");
    for (const [changes, message] of [
      [{ visitsFrom: "07:00", visitsUntil: "15:00", visitWindowMinutes: "180" }, "From 7:00 AM to 3:00 PM is not a whole number of 180-minute windows: end at 1:00 PM or 4:00 PM"],
      [{ visitsFrom: "16:00", visitsUntil: "08:00", visitWindowMinutes: "120" }, "The last window must end after the first arrival, on the same day"],
      [{ visitsFrom: "08:00", visitsUntil: "16:00", visitWindowMinutes: "10" }, "Enter the window&#x27;s length in whole minutes, from 15 to 720"],
      [{ visitsFrom: "7am", visitsUntil: "16:00", visitWindowMinutes: "120" }, "Enter a time of day, like 08:00"],
    ] as const) {
      const response = await publish(changes);
      expect(response.status, JSON.stringify(changes)).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      for (const [name, value] of Object.entries(changes)) expect(html, name).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}"`));
    }
    expect(formFields(await site.page(EDITOR, site.admin), 'id="words-').get("expectedVersion")).toBe(version);
    const lead = await spanishLead();
    expect(offered(await leadPage(lead.id))).toEqual(["08:00 8:00 AM – 10:00 AM", "10:00 10:00 AM – 12:00 PM", "12:00 12:00 PM – 2:00 PM", "14:00 2:00 PM – 4:00 PM"]);
  });

  it("published 07:00–16:00 in 180-minute windows: the lead page offers 7–10, 10–1 and 1–4, the customer's choices follow in Spanish, and a visit booked before keeps its time", async () => {
    const lead = await spanishLead();
    expect((await book(lead.id, day, "08:00")).status).toBe(302);
    const [confirmation] = await textsTo(lead.phone, 1);
    const statusPath = /\/status\/[A-Za-z0-9_-]{32}/.exec(confirmation!)![0];

    expect((await publish({ visitsFrom: "07:00", visitsUntil: "16:00", visitWindowMinutes: "180" })).status).toBe(302);
    const expected = ["07:00 7:00 AM – 10:00 AM", "10:00 10:00 AM – 1:00 PM", "13:00 1:00 PM – 4:00 PM"];
    // On Postgres the other instance offers them too within a second (20 looks 50 ms apart).
    for (const url of kind === "postgres" ? [site.url, site.second.url] : [site.url]) {
      let seen: string[] = [];
      for (let i = 0; i < 20 && JSON.stringify(seen) !== JSON.stringify(expected); i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        seen = offered(await leadPage(lead.id, url));
      }
      expect(seen, url).toEqual(expected);
    }
    // The form reopens on the published values.
    const fields = formFields(await site.page(EDITOR, site.admin), 'id="words-');
    expect([fields.get("visitsFrom"), fields.get("visitsUntil"), fields.get("visitWindowMinutes")]).toEqual(["07:00", "16:00", "180"]);

    // The visit booked before keeps its 8–10.
    const office = await leadPage(lead.id);
    expect(office).toContain("8:00 AM – 10:00 AM");
    // The customer's choices are the new windows, in Spanish, none overlapping the booked 8–10.
    const page = text(await site.page(statusPath, ""));
    const choices = [...page.matchAll(/<input type="radio" name="window"[^>]*value="([^"]+)"[^>]*\/?>\s*<span><strong[^>]*>[^<]*<\/strong>([^<]*)<\/span>/g)].map((m) => ({ at: new Date(m[1]!), label: m[2]! }));
    expect(choices).toHaveLength(6);
    const labels: Record<string, string> = { "07:00": "7:00 a.m. – 10:00 a.m.", "10:00": "10:00 a.m. – 1:00 p.m.", "13:00": "1:00 p.m. – 4:00 p.m." };
    for (const choice of choices) {
      expect(labels[localTime(choice.at, TZ)], choice.at.toISOString()).toBe(choice.label);
      if (localDay(choice.at, TZ) === day) expect(localTime(choice.at, TZ)).not.toBe("07:00");
    }

    // A window no longer offered is refused; one of the new ones is booked and texted in Spanish.
    const other = await spanishLead();
    const refused = await book(other.id, day, "08:00");
    expect(refused.status).toBe(400);
    expect(text(await refused.text())).toContain("Choose an arrival window");
    expect((await book(other.id, day, "13:00")).status).toBe(302);
    const [booked] = await textsTo(other.phone, 1);
    expect(booked).toContain("1:00 p.m. – 4:00 p.m.");
  });
});
