import { describe, expect, it } from "vitest";
import { PIPELINE_MESSAGES } from "~/forms/admin-messages";
import { useSite } from "../support/site";
import { OFFICE_ALL_DAY, settle } from "../support/twilio";

/**
 * A lead's conversation and the office's replies over real HTTP against the production build on a Postgres database
 * of its own: texts signed by the loopback Twilio as Twilio signs them, the admin's lead page read and posted as a
 * browser without JavaScript does, and the replies reaching the loopback Twilio's Messaging API.
 */
const WEBSITE = "+17035550142";
const GOOGLE_ADS = "+17035550150";
const TRUCK = "+17035550151";
const admin = { email: "pat@valor.test", password: "a long admin password 43" };
/** The page's text without React's comment markers. */
const textOf = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

describe.skipIf(!process.env.TEST_DATABASE_URL)("a lead's texts and calls, and the office's replies, over HTTP (Postgres)", () => {
  const site = useSite({ admin, postgres: true, twilioNumbers: { [WEBSITE]: "website", [GOOGLE_ADS]: "google-ads", [TRUCK]: "truck" }, env: OFFICE_ALL_DAY });

  const text = (from: string, to: string, Body: string) => site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: from, To: to, Body });
  const leadOf = async (phone: string) => (await site.sql`select id from leads where phone = ${phone}`)[0]!.id as string;
  const page = (leadId: string) => site.get(`/admin/leads/${leadId}`, site.admin);
  /** The reply form posted as a browser without JavaScript does. */
  const reply = (leadId: string, body: string) => site.post(`/admin/leads/${leadId}`, new URLSearchParams({ intent: "reply", body }));
  /** The conversation's list on the lead page. */
  const thread = (html: string) => /data-testid="lead-thread"[\s\S]*?<\/ol>/.exec(html)?.[0] ?? "";

  it("an incoming text lands on its own lead's thread, shown on the lead page as from the customer", async () => {
    expect((await text("+15715550301", GOOGLE_ADS, "Half the kitchen has no power")).status).toBe(200);
    expect((await text("+15715550302", TRUCK, "Quote for a hot tub circuit?")).status).toBe(200);
    const html = await textOf(await page(await leadOf("+15715550301")));
    const list = thread(html);
    expect(list).toContain("Half the kitchen has no power");
    expect(list).toMatch(/<strong>Customer<\/strong> · <time dateTime="[^"]+"/);
    expect(list).not.toContain("hot tub");
  });

  it("a reply posted without JavaScript goes from the number they texted to them, and its delivery state shows on the thread", async () => {
    const leadId = await leadOf("+15715550301");
    const sentBefore = site.twilio.messages.length;
    const posted = await reply(leadId, "  We can be there at 3 pm today. Does that work?  ");
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/admin/leads/${leadId}`);
    const [sent] = (await site.twilio.waitFor(sentBefore + 1, 5_000)).slice(sentBefore);
    expect(sent).toMatchObject({ from: GOOGLE_ADS, to: "+15715550301", body: "We can be there at 3 pm today. Does that work?" });
    expect(sent!.statusCallback).toBe(`${site.url}/webhooks/twilio/message-status`);

    // The toast after the redirect, and the reply on the thread as the office's.
    const after = await textOf(await site.get(`/admin/leads/${leadId}`, [site.admin, ...posted.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ")));
    expect(after).toContain(PIPELINE_MESSAGES.replyQueued);
    expect(thread(after)).toMatch(/<strong>Office<\/strong>[^]*?<span data-testid="text-state">(Queued)<\/span>[^]*?We can be there at 3 pm/);

    const [row] = await site.sql`select message_sid from lead_messages where lead_id = ${leadId} and direction = 'out'`;
    const status = await site.hook("message-status", { AccountSid: site.twilio.sid, MessageSid: row!.message_sid, MessageStatus: "delivered", From: GOOGLE_ADS, To: "+15715550301" });
    expect(status.status).toBe(200);
    expect(thread(await textOf(await page(leadId)))).toContain('<span data-testid="text-state">Delivered</span>');
    // The office's first response, and a history row naming who sent it.
    expect(await site.sql`select first_response_at is not null as responded from leads where id = ${leadId}`).toEqual([{ responded: true }]);
    expect(await site.sql`select field, to_value, actor_name from lead_events where lead_id = ${leadId}`).toEqual([{ field: "text", to_value: "reply queued", actor_name: "pat" }]);
  });

  it("a caller's lead is answered from the number they dialled; the call and its length show on the thread", async () => {
    const caller = "+15715550303";
    const CallSid = site.twilio.nextSid("CA");
    await site.hook("voice", { AccountSid: site.twilio.sid, CallSid, From: caller, To: TRUCK, CallStatus: "ringing" });
    await site.hook("dial-result", { AccountSid: site.twilio.sid, CallSid, DialCallStatus: "completed", DialCallDuration: "95", DialCallSid: site.twilio.nextSid("CA") });
    const leadId = await leadOf(caller);
    const sentBefore = site.twilio.messages.length;
    expect((await reply(leadId, "Thanks for the call, here is the quote link")).status).toBe(302);
    const [sent] = (await site.twilio.waitFor(sentBefore + 1, 5_000)).slice(sentBefore);
    expect(sent).toMatchObject({ from: TRUCK, to: caller });
    const list = thread(await textOf(await page(leadId)));
    expect(list).toContain("Call answered, 1 min 35 s");
    expect(list.indexOf("Call answered")).toBeLessThan(list.indexOf("Thanks for the call"));
  });

  it("a reply to a number that texted STOP is refused with the reason, and nothing reaches Twilio", async () => {
    const texter = "+15715550304";
    await text(texter, WEBSITE, "Can you look at my outlets?");
    await text(texter, WEBSITE, "STOP");
    const leadId = await leadOf(texter);
    const sentBefore = site.twilio.messages.length;
    const refused = await reply(leadId, "Sure, when suits you?");
    expect(refused.status).toBe(409);
    expect(await textOf(refused)).toContain(PIPELINE_MESSAGES.replyOptedOut.replace(/'/g, "&#x27;"));
    await settle(site);
    expect(site.twilio.messages.length).toBe(sentBefore);
    expect(await site.sql`select count(*)::int as n from lead_messages where lead_id = ${leadId} and direction = 'out'`).toEqual([{ n: 0 }]);
  });

  it("an empty or too long reply, or one to a lead without a phone, is refused with its message", async () => {
    const leadId = await leadOf("+15715550302");
    const empty = await reply(leadId, "   ");
    expect(empty.status).toBe(400);
    expect(await textOf(empty)).toContain(PIPELINE_MESSAGES.replyRequired);
    const long = await reply(leadId, "x".repeat(1_601));
    expect(long.status).toBe(400);
    expect(await textOf(long)).toContain("Keep the text under 1600 characters");
    const [noPhone] = await site.sql`insert into leads (kind, email, message) values ('contact', 'nophone@example.com', 'Call me maybe') returning id`;
    const refused = await reply(noPhone!.id, "Hello");
    expect(refused.status).toBe(409);
    expect(await textOf(refused)).toContain(PIPELINE_MESSAGES.replyNoPhone);
    await settle(site);
    expect(site.twilio.messages.filter((m) => m.to === "+15715550302")).toHaveLength(0);
  });

  it("the dashboard shows the calls, the missed share, the text-backs answered and the median first reply", async () => {
    const caller = "+15715550305";
    const CallSid = site.twilio.nextSid("CA");
    const sentBefore = site.twilio.messages.length;
    await site.hook("voice", { AccountSid: site.twilio.sid, CallSid, From: caller, To: WEBSITE, CallStatus: "ringing" });
    await site.hook("dial-result", { AccountSid: site.twilio.sid, CallSid, DialCallStatus: "no-answer", DialCallDuration: "0", DialCallSid: site.twilio.nextSid("CA") });
    await site.twilio.waitFor(sentBefore + 1, 5_000);
    // Twilio's answer (queued) is recorded a moment after the text reached it.
    await settle(site);
    await text(caller, WEBSITE, "Yes please call me back");
    const html = await textOf(await site.get("/admin/dashboard", site.admin));
    const phone = /data-testid="dashboard-phone"[\s\S]*?<\/dl>/.exec(html)?.[0] ?? "";
    // Calls: one answered (truck), one missed (website) and texted back, then answered by a text.
    expect(phone).toContain("2</dd><dd class=\"text-sm text-navy-700\">1 answered, 1 missed, 1 texted back");
    expect(phone).toContain("50%");
    expect(phone).toMatch(/Missed calls that answered the text-back<\/dt><dd[^>]*>1<\/dd><dd[^>]*>of 1 texted back/);
    // Texters: 3 wrote first in a thread (0301, 0302, 0304) plus the caller's answer; one got a reply.
    expect(phone).toMatch(/Median time to the first reply to a text<\/dt><dd[^>]*>\d+ min<\/dd><dd[^>]*>1 of 4 texters answered/);
    expect(html).toContain("Calls per week by number dialled");
  });
});
