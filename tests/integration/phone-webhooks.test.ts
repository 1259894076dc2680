import { describe, expect, it } from "vitest";
import { useSite } from "../support/site";
import { OFFICE_ALL_DAY, OFFICE_PHONE as OFFICE, settle, twilioSignature, type FakeTwilio } from "../support/twilio";

/**
 * Calls and texts to the site's Twilio numbers over real HTTP against the production build on a Postgres
 * database of its own (the test reads the pipeline there): webhooks signed by the loopback Twilio exactly as
 * Twilio signs them, and the text-back reaching the loopback Twilio's Messaging API.
 */
const WEBSITE = "+17035550142";
const GOOGLE_ADS = "+17035550150";
const TRUCK = "+17035550151";
const admin = { email: "dana@valor.test", password: "a long admin password 42" };
/** Asks again every 50 ms until `check` gives a value that passes `done`, for at most 5 s; then the last value. */
async function until<T>(check: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  let value = await check();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await check();
  }
  return value;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("phone webhooks over HTTP (Postgres)", () => {
  const site = useSite({
    admin,
    postgres: true,
    // The first number is the one the site shows: not the default (703) 555-0142, to tell them apart.
    twilioNumbers: { [TRUCK]: "truck", [WEBSITE]: "website", [GOOGLE_ADS]: "google-ads" },
    // The webhooks' own log lines (info) are read to check they show no caller's whole number.
    env: { ...OFFICE_ALL_DAY, LOG_LEVEL: "info" },
  });

  const call = async (from: string, to: string, DialCallStatus: string, DialCallDuration = "0") => {
    const CallSid = site.twilio.nextSid("CA");
    const voice = await site.hook("voice", { AccountSid: site.twilio.sid, CallSid, From: from, To: to, CallStatus: "ringing", Direction: "inbound" });
    expect(voice.status).toBe(200);
    const twiml = await voice.text();
    const result = { AccountSid: site.twilio.sid, CallSid, DialCallStatus, DialCallDuration, DialCallSid: site.twilio.nextSid("CA") };
    const dial = await site.hook("dial-result", result);
    expect(dial.status).toBe(200);
    return { CallSid, twiml, result, dialTwiml: await dial.text() };
  };
  const counts = async () => {
    const [row] = await site.sql`select (select count(*)::int from leads) as leads, (select count(*)::int from phone_calls) as calls,
      (select count(*)::int from lead_messages) as messages, (select count(*)::int from lead_events) as events,
      (select count(*)::int from sms_opt_outs) as opt_outs`;
    return row!;
  };
  const leadsOf = (phone: string) => site.sql`select id, kind, source, phone, message from leads where phone = ${phone} order by created_at`;

  it("every call and text link, and the structured data, show the first of TWILIO_NUMBERS", async () => {
    for (const path of ["/", "/contact", "/services/panel-upgrades"]) {
      const page = await site.page(path);
      expect(page).toContain(`href="tel:${TRUCK}"`);
      expect(page).toContain(`href="sms:${TRUCK}"`);
      expect(page).toContain("(703) 555-0151");
      // The defaults (BUSINESS_PHONE, BUSINESS_TEXT_PHONE unset) are nowhere.
      expect(page).not.toMatch(/tel:\+17035550142|sms:\+17035550143|555-0143/);
    }
    const home = await site.page("/");
    expect(home).toContain('"telephone":"(703) 555-0151"');
  });

  it("a forged, unsigned or re-addressed webhook gets 403 and changes nothing; a browser's cross-site post is still refused", async () => {
    const before = await counts();
    const fields = { AccountSid: site.twilio.sid, CallSid: site.twilio.nextSid("CA"), From: "+15715550201", To: WEBSITE, CallStatus: "ringing" };
    const text = { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: "+15715550201", To: WEBSITE, Body: "STOP" };
    const refused = [
      await site.hook("voice", fields, { signature: null }),
      await site.hook("voice", fields, { signature: "bm90IGEgc2lnbmF0dXJl" }),
      // Signed with another token: the forger does not have ours.
      await site.hook("voice", fields, { signature: twilioSignature("not-our-token", `${site.url}/webhooks/twilio/voice`, fields) }),
      // Signed for another address: a signature is good for the URL it was made for only.
      await site.hook("voice", fields, { signedUrl: `${site.url}/webhooks/twilio/sms` }),
      await site.hook("dial-result", { CallSid: fields.CallSid, DialCallStatus: "no-answer" }, { signature: null }),
      await site.hook("sms", text, { signature: "x" }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/^Forbidden/);
    }
    // The signature is what lets Twilio in, not a gap in the cross-site check: a browser on another site is refused.
    const crossSite = await site.post("/webhooks/twilio/sms", new URLSearchParams(text), { cookie: "", sameOrigin: false, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    // A tampered field breaks the signature made over the original.
    const tampered = await fetch(`${site.url}/webhooks/twilio/sms`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": twilioSignature(site.twilio.token, `${site.url}/webhooks/twilio/sms`, text) },
      body: new URLSearchParams({ ...text, From: "+15715550299" }),
    });
    expect(tampered.status).toBe(403);
    // Past the body cap (64 kB, as every post): 413 before the body is read, signed or not.
    const huge = { ...text, Body: "x".repeat(70 * 1024) };
    expect((await site.hook("sms", huge)).status).toBe(413);
    await settle(site);
    expect(await counts()).toEqual(before);
    expect(site.twilio.messages).toHaveLength(0);
  });

  it("an answered call rings the office for a bounded time and becomes one call lead under the dialled number's source; no text goes out", async () => {
    const caller = "+15715550202";
    const { twiml, dialTwiml, result } = await call(caller, GOOGLE_ADS, "completed", "95");
    expect(twiml).toContain(`<Dial timeout="20" action="${site.url}/webhooks/twilio/dial-result" method="POST"><Number>${OFFICE}</Number></Dial>`);
    expect(twiml).toMatch(/<Say>Thank you for calling [^<]+\. Connecting you now\.<\/Say>/);
    expect(dialTwiml).toContain("<Hangup/>");
    const leads = await leadsOf(caller);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "call", source: "google-ads" });
    const calls = await site.sql`select status, duration_seconds, "from", "to", source from phone_calls where lead_id = ${leads[0]!.id}`;
    expect(calls).toEqual([{ status: "answered", duration_seconds: 95, from: caller, to: GOOGLE_ADS, source: "google-ads" }]);

    // Twilio repeats the action: nothing changes.
    const before = await counts();
    expect((await site.hook("dial-result", { ...result, DialCallStatus: "no-answer" })).status).toBe(200);
    await settle(site);
    expect(await counts()).toEqual(before);
    expect((await site.sql`select status from phone_calls where lead_id = ${leads[0]!.id}`)[0]!.status).toBe("answered");
    expect(site.twilio.messages.filter((m) => m.to === caller)).toHaveLength(0);
  });

  it("a missed call becomes one call lead and gets exactly one text back, from the number dialled, within seconds", async () => {
    const caller = "+15715550203";
    const sentBefore = site.twilio.messages.length;
    const startedAt = Date.now();
    const { result, dialTwiml } = await call(caller, TRUCK, "no-answer");
    expect(dialTwiml).toContain("<Say>Sorry, nobody could take your call. We will text you right away.</Say>");
    const [text] = (await site.twilio.waitFor(sentBefore + 1, 5_000)).slice(sentBefore);
    expect(text).toMatchObject({ to: caller, from: TRUCK });
    // The caller's own request page (every lead has one), not the contact form.
    expect(text!.body).toMatch(new RegExp(`${site.url}/status/[A-Za-z0-9_-]{32}`));
    expect(text!.body).toContain("Reply STOP to opt out");
    expect(text!.at - startedAt).toBeLessThan(3_000);

    const leads = await leadsOf(caller);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "call", source: "truck" });
    expect(await site.sql`select status from phone_calls where lead_id = ${leads[0]!.id}`).toEqual([{ status: "no-answer" }]);
    // Twilio's answer is recorded once it is back at the app: a moment after the text reached the loopback server.
    const thread = await until(() => site.sql`select direction, "from", "to", status, message_sid from lead_messages where lead_id = ${leads[0]!.id}`, (rows) => rows[0]?.status !== "claimed");
    expect(thread).toEqual([{ direction: "out", from: TRUCK, to: caller, status: "queued", message_sid: expect.stringMatching(/^SM/) }]);

    // The same voice webhook and action again (Twilio retries): no second lead, call or text.
    const before = await counts();
    expect((await site.hook("voice", { AccountSid: site.twilio.sid, CallSid: result.CallSid, From: caller, To: TRUCK, CallStatus: "ringing" })).status).toBe(200);
    expect((await site.hook("dial-result", result)).status).toBe(200);
    await settle(site);
    expect(await counts()).toEqual(before);
    expect(site.twilio.messages.filter((m) => m.to === caller)).toHaveLength(1);
  });

  it("the text-back's delivery states come back to its row of the thread, forward only; a repeated or unsigned callback changes nothing", async () => {
    const [lead] = await leadsOf("+15715550203");
    const row = async () => (await site.sql`select status, message_sid from lead_messages where lead_id = ${lead!.id}`)[0]!;
    const { message_sid: MessageSid } = await row();
    const text = site.twilio.messages.find((m) => m.to === "+15715550203")!;
    expect(text.statusCallback).toBe(`${site.url}/webhooks/twilio/message-status`);
    const report = (MessageStatus: string, options?: Parameters<FakeTwilio["webhook"]>[2]) =>
      site.hook("message-status", { AccountSid: site.twilio.sid, MessageSid, MessageStatus, From: TRUCK, To: "+15715550203" }, options);

    expect((await report("delivered", { signature: null })).status).toBe(403);
    expect((await row()).status).toBe("queued");
    expect((await report("sent")).status).toBe(200);
    expect((await row()).status).toBe("sent");
    expect((await report("delivered")).status).toBe(200);
    expect((await row()).status).toBe("delivered");
    // Late or repeated callbacks do not move it back.
    await report("sent");
    expect((await row()).status).toBe("delivered");
    await report("delivered");
    expect((await row()).status).toBe("delivered");
  });

  it("a Twilio outage holds the text-back back, not loses it: retried with backoff and sent once", async () => {
    const caller = "+15715550220";
    const sentBefore = site.twilio.messages.length;
    site.twilio.failNext(1);
    await call(caller, GOOGLE_ADS, "no-answer");
    const [lead] = await leadsOf(caller);
    // Pending after the failed attempt: the row is pending before the worker's first claim too.
    const failed = await until(
      () => site.sql`select status, attempts, last_error from lead_messages where lead_id = ${lead!.id}`,
      (rows) => rows[0]?.status === "pending" && rows[0].attempts > 0,
    );
    expect(failed).toEqual([{ status: "pending", attempts: 1, last_error: expect.stringMatching(/^Twilio answered 500/) }]);
    // The first retry is due 5 s later; the worker polls every 5 s.
    const [text] = (await site.twilio.waitFor(sentBefore + 1, 15_000)).slice(sentBefore);
    expect(text).toMatchObject({ to: caller, from: GOOGLE_ADS });
    await settle(site);
    expect(site.twilio.messages.filter((m) => m.to === caller)).toHaveLength(1);
  }, 30_000);

  it("busy, failed and canceled are missed calls too: each gets its one text back", async () => {
    const sentBefore = site.twilio.messages.length;
    for (const [i, status] of ["busy", "failed", "canceled"].entries()) await call(`+1571555021${i}`, WEBSITE, status);
    const texts = (await site.twilio.waitFor(sentBefore + 3, 5_000)).slice(sentBefore);
    expect(texts.map((t) => t.to).sort()).toEqual(["+15715550210", "+15715550211", "+15715550212"]);
    expect(new Set(texts.map((t) => t.from))).toEqual(new Set([WEBSITE]));
  });

  it("a number that texted STOP gets no text back until it texts START; HELP answers the help text", async () => {
    const caller = "+15715550204";
    const stop = await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: caller, To: WEBSITE, Body: " stop " });
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain("<Response/>");
    const sentBefore = site.twilio.messages.length;
    await call(caller, WEBSITE, "no-answer");
    await settle(site);
    expect(site.twilio.messages.length).toBe(sentBefore);
    const [lead] = await leadsOf(caller);
    expect(await site.sql`select count(*)::int as n from lead_messages where lead_id = ${lead!.id}`).toEqual([{ n: 0 }]);

    const help = await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: caller, To: WEBSITE, Body: "HELP" });
    expect(await help.text()).toMatch(/<Response><Message>[^<]+Call \(703\) 555-0142 any time\. Reply STOP to opt out\.<\/Message><\/Response>/);

    await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: caller, To: WEBSITE, Body: "START" });
    await call(caller, WEBSITE, "no-answer");
    const [text] = (await site.twilio.waitFor(sentBefore + 1, 5_000)).slice(sentBefore);
    expect(text).toMatchObject({ to: caller, from: WEBSITE });
  });

  it("HELP from a number the site may not text (Jamaica's +1 876, the +1 900 premium range) is not answered", async () => {
    for (const from of ["+18765550123", "+19005550199"]) {
      const help = await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: from, To: WEBSITE, Body: "HELP" });
      expect(help.status).toBe(200);
      expect(await help.text()).toContain("<Response/>");
    }
  });

  it("a text joins the thread of the open lead with its number, or starts a text lead; a repeated one changes nothing", async () => {
    const posted = await site.post("/contact", new URLSearchParams({ type: "emergency", name: "Dee Park", phone: "(703) 555-0111", address: "12 Oak Street", company_website: "" }), { cookie: "" });
    expect(posted.status).toBe(302);
    const [formLead] = await leadsOf("+17035550111");
    expect(formLead).toMatchObject({ kind: "contact" });

    const fields = { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: "+17035550111", To: GOOGLE_ADS, Body: "The breaker trips again, is someone coming?" };
    const answered = await site.hook("sms", fields);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain("<Response/>");
    expect(await leadsOf("+17035550111")).toHaveLength(1);
    expect(await site.sql`select direction, body, status, message_sid from lead_messages where lead_id = ${formLead!.id}`).toEqual([
      { direction: "in", body: fields.Body, status: "received", message_sid: fields.MessageSid },
    ]);
    expect(await site.sql`select field, to_value from lead_events where lead_id = ${formLead!.id} and field = 'text'`).toEqual([{ field: "text", to_value: "received" }]);

    const before = await counts();
    expect((await site.hook("sms", fields)).status).toBe(200);
    expect(await counts()).toEqual(before);

    const stranger = { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: "+15715550205", To: TRUCK, Body: "Do you install EV chargers?" };
    await site.hook("sms", stranger);
    const leads = await leadsOf(stranger.From);
    expect(leads).toEqual([{ id: expect.any(String), kind: "text", source: "truck", phone: stranger.From, message: stranger.Body }]);
    expect(await site.sql`select direction, body from lead_messages where lead_id = ${leads[0]!.id}`).toEqual([{ direction: "in", body: stranger.Body }]);
  });

  it("a caller whose open request is in Spanish gets the text-back in Spanish, with a link to their request's page", async () => {
    const posted = await site.post("/es/contact", new URLSearchParams({ type: "emergency", name: "Rosa Díaz", phone: "(571) 555-0231", address: "12 Calle Oak", company_website: "" }), { cookie: "" });
    expect(posted.status).toBe(302);
    expect(await site.sql`select language from leads where phone = '+15715550231'`).toEqual([{ language: "es" }]);
    const sentBefore = site.twilio.messages.length;
    await call("+15715550231", WEBSITE, "no-answer");
    const [text] = (await site.twilio.waitFor(sentBefore + 1, 5_000)).slice(sentBefore);
    expect(text).toMatchObject({ to: "+15715550231", from: WEBSITE });
    expect(text!.body).toContain("disculpe que no pudimos contestar su llamada");
    expect(text!.body).toMatch(new RegExp(`${site.url}/status/[A-Za-z0-9_-]{32}`));
  });

  it("a call from a number with an open lead is an entry on that lead, not a new one", async () => {
    const [lead] = await leadsOf("+15715550205");
    await call("+15715550205", WEBSITE, "completed", "30");
    expect(await leadsOf("+15715550205")).toHaveLength(1);
    expect(await site.sql`select status, duration_seconds from phone_calls where lead_id = ${lead!.id}`).toEqual([{ status: "answered", duration_seconds: 30 }]);
    expect(await site.sql`select field, from_value, to_value from lead_events where lead_id = ${lead!.id} and field = 'call' order by created_at, to_value`).toEqual([
      { field: "call", from_value: null, to_value: "incoming to website" },
      { field: "call", from_value: "ringing", to_value: "answered" },
    ]);
  });

  it("the webhooks' log lines show callers' numbers by their last four digits only", async () => {
    await call("+15715550777", TRUCK, "no-answer");
    await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: "+15715550778", To: TRUCK, Body: "Hello" });
    const lines = site.server.output().split("\n").filter((line) => line.includes("twilio webhook") || line.includes("call ended"));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.join("\n")).toContain("***-***-0777");
    expect(lines.join("\n")).toContain("***-***-0778");
    expect(site.server.output()).not.toMatch(/5715550777|5715550778/);
  });

  it("the office's inbox filters calls and texts by kind, and a call lead's page shows its calls in the history", async () => {
    const inbox = await site.get("/admin/leads?kind=call", site.admin);
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toContain('<option value="call"');
    expect(html).toContain('<option value="text"');
    const [lead] = await leadsOf("+15715550203");
    const page = await site.get(`/admin/leads/${lead!.id}`, site.admin);
    expect(page.status).toBe(200);
    expect((await page.text()).replace(/<!-- -->/g, "")).toMatch(/Call: ringing → missed/);
  });

  it("a field Twilio never sends that way is a 400, not a 500, and changes nothing", async () => {
    const before = await counts();
    const bad = await site.hook("dial-result", { AccountSid: site.twilio.sid, CallSid: site.twilio.nextSid("CA"), DialCallStatus: "exploded" });
    expect(bad.status).toBe(400);
    const noFrom = await site.hook("voice", { AccountSid: site.twilio.sid, CallSid: site.twilio.nextSid("CA"), To: WEBSITE });
    expect(noFrom.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
