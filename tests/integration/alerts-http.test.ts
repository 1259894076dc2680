import { describe, expect, it } from "vitest";
import { ACK_MESSAGES } from "~/lib/emergencies/lead-acknowledgement.messages";
import { ONCALL_MESSAGES } from "~/forms/admin-messages";
import { dbTargets } from "../support/db";
import { useSite } from "../support/site";

/**
 * The office side of emergencies over real HTTP against the production build: the on-call forms without
 * JavaScript, a browser's push subscription, an emergency contact request reaching SMS and push, and the
 * acknowledgement link.
 */
const admin = { email: "dana@valor.test", password: "a long admin password 42" };
const html = (response: Response) => response.text();
const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/**
 * The built server with a fake Twilio and a push receiver beside it, the admin signed in. `pushLoopback`: the
 * loopback push receiver stands in for a browser's push service (allowed only with a loopback SITE_URL).
 */
const useAlertSite = ({ postgres = false, pushLoopback }: { postgres?: boolean; pushLoopback: boolean }) =>
  useSite({
    admin,
    postgres,
    twilio: true,
    push: true,
    env: ({ twilio }) => ({ TWILIO_FROM: twilio.from, ONCALL_PHONES: "+15715550999", ...(pushLoopback ? { PUSH_TEST_LOOPBACK: "1" } : {}) }),
  });

describe.each(dbTargets)("alerts over HTTP on %s", (kind) => {
  const site = useAlertSite({ postgres: kind === "postgres", pushLoopback: true });

  const adminPost = (path: string, fields: Record<string, string>) =>
    site.post(path, new URLSearchParams(fields), { headers: { "X-Forwarded-For": "198.51.100.250" } });

  it("the on-call list is edited with plain forms: refused input comes back with the message and what was typed", async () => {
    const page = await html(await fetch(`${site.url}/admin/on-call`, { headers: { Cookie: site.admin } }));
    expect(page).toContain("+15715550999");

    const bad = await adminPost("/admin/on-call", { formId: "person-new", intent: "save", name: "Dana Reyes", phone: "call me", order: "1", startsAt: "25:00", endsAt: "00:00", active: "on" });
    expect(bad.status).toBe(400);
    const refused = decode(await html(bad));
    expect(refused).toContain(ONCALL_MESSAGES.phoneInvalid);
    expect(refused).toContain(ONCALL_MESSAGES.timeInvalid);
    expect(refused).toContain('value="Dana Reyes"');

    const added = await adminPost("/admin/on-call", { formId: "person-new", intent: "save", name: "Dana Reyes", phone: "(703) 555-0111", order: "1", startsAt: "00:00", endsAt: "00:00", active: "on" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/admin/on-call");
    const listed = decode(await html(await fetch(`${site.url}/admin/on-call`, { headers: { Cookie: site.admin } })));
    expect(listed).toContain('value="+17035550111"');
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(listed)![1]!;

    // Saving under an id that does not exist is a 404, not a 500; a removed person is gone.
    const ghost = await adminPost("/admin/on-call", { formId: "person-x", intent: "save", id: "00000000-0000-4000-8000-000000000000", name: "Ghost", phone: "+17035550100", order: "2", startsAt: "00:00", endsAt: "00:00" });
    expect(ghost.status).toBe(404);
    expect(decode(await html(ghost))).toContain(ONCALL_MESSAGES.notFound);
    const extra = await adminPost("/admin/on-call", { formId: "person-new", intent: "save", name: "Temp Person", phone: "+447700900123", order: "5", startsAt: "17:00", endsAt: "08:00" });
    expect(extra.status).toBe(302);
    const withTemp = await html(await fetch(`${site.url}/admin/on-call`, { headers: { Cookie: site.admin } }));
    const tempId = [...withTemp.matchAll(/name="id" value="([0-9a-f-]{36})"/g)].map((m) => m[1]).find((x) => x !== id)!;
    expect((await adminPost("/admin/on-call", { formId: `remove-${tempId}`, intent: "remove", id: tempId })).status).toBe(302);
    expect(await html(await fetch(`${site.url}/admin/on-call`, { headers: { Cookie: site.admin } }))).not.toContain("Temp Person");

    // Not signed in: the form is refused and nothing changes.
    const anonymous = await site.post("/admin/on-call", new URLSearchParams({ formId: "person-new", intent: "save", name: "Intruder", phone: "+17035550100", order: "1", startsAt: "00:00", endsAt: "00:00" }), { cookie: "" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    expect(await html(await fetch(`${site.url}/admin/on-call`, { headers: { Cookie: site.admin } }))).not.toContain("Intruder");
  });

  it("a browser subscribes to push through the admin-only resource; a bad subscription is a 400", async () => {
    const subscription = site.push.subscribe();
    const send = (body: unknown, cookie?: string) => site.post("/admin/push-subscription", JSON.stringify(body), { cookie, headers: { "Content-Type": "application/json" } });
    expect((await send({ endpoint: "https://push.example/x", keys: { p256dh: "short", auth: "x" } })).status).toBe(400);
    expect((await send({ endpoint: "http://169.254.169.254/latest", keys: subscription.keys })).status).toBe(400);
    expect((await send(subscription, "")).status).toBe(302);
    const saved = await send(subscription);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: ONCALL_MESSAGES.pushOn });
  });

  it("an emergency request texts the first on call and pushes to the browser; its link acknowledges once", async () => {
    const posted = await site.post(
      "/contact",
      new URLSearchParams({ type: "emergency", name: "Maria Lopez", phone: "(703) 555-0142", address: "12 Oak St, Fairfax", description: "Sparks from the panel", company_website: "" }),
      { cookie: "", headers: { "X-Forwarded-For": "203.0.113.7" } },
    );
    expect(posted.status).toBe(302);
    const [sms] = await site.twilio.waitFor(1);
    expect(sms!.to).toBe("+17035550111");
    expect(sms!.body).toContain("Maria Lopez");
    expect(sms!.body).toContain("12 Oak St, Fairfax");
    const [delivery] = await site.push.waitFor(1);
    expect(JSON.parse(delivery!.payload)).toMatchObject({ title: expect.stringContaining("Maria Lopez") });
    expect(site.push.refused).toEqual([]);

    const leadPath = new URL(/Lead: (\S+)/.exec(sms!.body)![1]!).pathname;
    const ackPath = new URL(/Acknowledge: (\S+)/.exec(sms!.body)![1]!).pathname;
    const confirm = await fetch(`${site.url}${ackPath}`);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get("cache-control")).toMatch(/no-store/);
    expect(decode(await html(confirm))).toContain(ACK_MESSAGES.confirmButton);
    // Opening the link acknowledged nothing.
    expect(await html(await fetch(`${site.url}${leadPath}`, { headers: { Cookie: site.admin } }))).toMatch(/data-testid="acknowledged">not yet/);

    const acked = await site.post(ackPath, new URLSearchParams(), { cookie: "" });
    expect(acked.status).toBe(200);
    expect(decode(await html(acked))).toContain(ACK_MESSAGES.done("Dana Reyes"));
    const again = await site.post(ackPath, new URLSearchParams(), { cookie: "" });
    expect(again.status).toBe(410);
    expect(decode(await html(again))).toContain(ACK_MESSAGES.unusable);

    const page = decode(await html(await fetch(`${site.url}${leadPath}`, { headers: { Cookie: site.admin } })));
    expect(page).toMatch(/data-testid="acknowledged">by Dana Reyes at /);
    expect(page).toMatch(/<td[^>]*>SMS<\/td><td[^>]*>Dana Reyes \(\+17035550111\)<\/td><td[^>]*>first<\/td><td[^>]*>sent<\/td>/);
    expect(page).toMatch(/<td[^>]*>Push<\/td>/);
    expect(page).toMatch(/<td[^>]*>Email<\/td>/);

    // On the way, from the admin page (a plain form post).
    const moving = await adminPost(leadPath, { intent: "on-the-way" });
    expect(moving.status).toBe(302);
    expect(await html(await fetch(`${site.url}${leadPath}`, { headers: { Cookie: site.admin } }))).not.toMatch(/data-testid="on-the-way">not yet/);
  });

  it("line breaks a visitor types cannot add a line to the alert text; the site's links come first", async () => {
    const before = site.twilio.messages.length;
    const fake = "Acknowledge: https://evil.example/ack";
    const posted = await site.post(
      "/contact",
      new URLSearchParams({
        type: "emergency",
        name: "Ivy Stone",
        phone: "(703) 555-0177",
        address: `3 Elm St\n${fake}\r\nLead: https://evil.example/lead`,
        description: `Smoke\u2028${fake}\u2029\u0085\u000bSparks`,
        company_website: "",
      }),
      { cookie: "" },
    );
    expect(posted.status).toBe(302);
    const messages = await site.twilio.waitFor(before + 1);
    const body = messages.at(-1)!.body;
    const lines = body.split("\n");
    // Ours: the headline, the acknowledgement link, the lead; then the visitor's fields, one line each.
    expect(lines.slice(0, 3)).toEqual(["EMERGENCY", expect.stringMatching(new RegExp(`^Acknowledge: ${site.url}/ack/[\\w-]+$`)), expect.stringMatching(new RegExp(`^Lead: ${site.url}/admin/leads/`))]);
    expect(lines.slice(3).map((line) => line.split(":")[0])).toEqual(["From", "Phone", "Address", "What"]);
    for (const separator of ["\r", "\u2028", "\u2029", "\u0085", "\u000b"]) expect(body).not.toContain(separator);
    expect(body.indexOf(`Acknowledge: ${site.url}`)).toBeLessThan(body.indexOf("evil.example"));
    expect(lines.filter((line) => line.startsWith("Acknowledge:"))).toHaveLength(1);
  });

  it("unknown or malformed lead ids and ack tokens are 404 / 410, never a 500", async () => {
    expect((await fetch(`${site.url}/admin/leads/not-a-uuid/alerts`, { headers: { Cookie: site.admin } })).status).toBe(404);
    expect((await fetch(`${site.url}/admin/leads/00000000-0000-4000-8000-000000000000/alerts`, { headers: { Cookie: site.admin } })).status).toBe(404);
    expect((await fetch(`${site.url}/ack/${"x".repeat(40)}`)).status).toBe(410);
    expect((await site.post(`/ack/${"%27".repeat(30)}`, new URLSearchParams(), { cookie: "" })).status).toBe(410);
  });
});

describe("push subscriptions on a server without the test allowance", () => {
  const site = useAlertSite({ pushLoopback: false });

  it("an admin session cannot point push at loopback, private ranges or another https server: 400, nothing saved, nothing fetched", async () => {
    const { keys, endpoint: loopback } = site.push.subscribe();
    const send = (endpoint: string) =>
      site.post("/admin/push-subscription", JSON.stringify({ endpoint, keys }), { headers: { "Content-Type": "application/json" } });
    for (const endpoint of [
      loopback,
      "http://10.0.0.7:8080/push",
      "https://10.1.2.3/push",
      "https://192.168.1.1/push",
      "http://169.254.169.254/latest/meta-data/",
      "https://[fd00::1]/push",
      "https://push.example.com/push/abc",
      "https://fcm.googleapis.com.evil.test/fcm/send/abc",
    ]) {
      const refused = await send(endpoint);
      expect(refused.status, endpoint).toBe(400);
      expect(await refused.json()).toEqual({ message: ONCALL_MESSAGES.pushNotAService });
    }
    const page = decode(await html(await fetch(`${site.url}/admin/on-call`, { headers: { Cookie: site.admin } })));
    expect(page).toContain("0 of your browsers get");

    // The next emergency alerts by SMS; no push goes anywhere.
    const posted = await site.post("/contact", new URLSearchParams({ type: "emergency", name: "Maria Lopez", phone: "(703) 555-0142", company_website: "" }), { cookie: "" });
    expect(posted.status).toBe(302);
    await site.twilio.waitFor(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(site.push.requests).toEqual([]);
  });
});
