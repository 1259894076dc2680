import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACK_MESSAGES } from "~/lib/emergencies/lead-acknowledgement.messages";
import { ONCALL_MESSAGES } from "~/forms/admin-messages";
import { loginOverHttp, startBuiltServer, type BuiltServer } from "../support/built-server";
import { dbTargets } from "../support/db";
import { startPushReceiver, type PushReceiver } from "../support/push-receiver";
import { browserPost } from "../support/submissions";
import { startFakeTwilio, type FakeTwilio } from "../support/twilio";

/**
 * The office side of emergencies over real HTTP against the production build: the on-call forms without
 * JavaScript, a browser's push subscription, an emergency contact request reaching SMS and push, and the
 * acknowledgement link.
 */
const admin = { email: "dana@valor.test", password: "a long admin password 42" };
const html = (response: Response) => response.text();
const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

interface AlertServer {
  server: BuiltServer;
  twilio: FakeTwilio;
  push: PushReceiver;
  cookie: string;
}

/**
 * The built server with a fake Twilio and a push receiver beside it, the admin signed in. `pushLoopback`: the
 * loopback push receiver stands in for a browser's push service (allowed only with a loopback SITE_URL).
 */
async function startAlertServer({ postgres = false, pushLoopback }: { postgres?: boolean; pushLoopback: boolean }): Promise<AlertServer> {
  const [twilio, push] = await Promise.all([startFakeTwilio(), startPushReceiver()]);
  const env: Record<string, string> = { TWILIO_ACCOUNT_SID: twilio.sid, TWILIO_AUTH_TOKEN: twilio.token, TWILIO_FROM: twilio.from, TWILIO_API_URL: twilio.url, ONCALL_PHONES: "+15715550999" };
  if (pushLoopback) env.PUSH_TEST_LOOPBACK = "1";
  const server = await startBuiltServer({ admin, postgres, env });
  return { server, twilio, push, cookie: await loginOverHttp(server, admin) };
}

async function stopAlertServer({ server, twilio, push }: Partial<AlertServer>) {
  await server?.stop();
  await Promise.all([twilio?.stop(), push?.stop()]);
}

describe.each(dbTargets)("alerts over HTTP on %s", (kind) => {
  let server: BuiltServer;
  let twilio: FakeTwilio;
  let push: PushReceiver;
  let cookie: string;

  beforeAll(async () => {
    ({ server, twilio, push, cookie } = await startAlertServer({ postgres: kind === "postgres", pushLoopback: true }));
  }, 120_000);
  afterAll(() => stopAlertServer({ server, twilio, push }));

  const adminPost = (path: string, fields: Record<string, string>) =>
    browserPost(server.url, path, new URLSearchParams(fields), { Cookie: cookie, "X-Forwarded-For": "198.51.100.250" });

  it("the on-call list is edited with plain forms: refused input comes back with the message and what was typed", async () => {
    const page = await html(await fetch(`${server.url}/admin/on-call`, { headers: { Cookie: cookie } }));
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
    const listed = decode(await html(await fetch(`${server.url}/admin/on-call`, { headers: { Cookie: cookie } })));
    expect(listed).toContain('value="+17035550111"');
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(listed)![1]!;

    // Saving under an id that does not exist is a 404, not a 500; a removed person is gone.
    const ghost = await adminPost("/admin/on-call", { formId: "person-x", intent: "save", id: "00000000-0000-4000-8000-000000000000", name: "Ghost", phone: "+17035550100", order: "2", startsAt: "00:00", endsAt: "00:00" });
    expect(ghost.status).toBe(404);
    expect(decode(await html(ghost))).toContain(ONCALL_MESSAGES.notFound);
    const extra = await adminPost("/admin/on-call", { formId: "person-new", intent: "save", name: "Temp Person", phone: "+447700900123", order: "5", startsAt: "17:00", endsAt: "08:00" });
    expect(extra.status).toBe(302);
    const withTemp = await html(await fetch(`${server.url}/admin/on-call`, { headers: { Cookie: cookie } }));
    const tempId = [...withTemp.matchAll(/name="id" value="([0-9a-f-]{36})"/g)].map((m) => m[1]).find((x) => x !== id)!;
    expect((await adminPost("/admin/on-call", { formId: `remove-${tempId}`, intent: "remove", id: tempId })).status).toBe(302);
    expect(await html(await fetch(`${server.url}/admin/on-call`, { headers: { Cookie: cookie } }))).not.toContain("Temp Person");

    // Not signed in: the form is refused and nothing changes.
    const anonymous = await browserPost(server.url, "/admin/on-call", new URLSearchParams({ formId: "person-new", intent: "save", name: "Intruder", phone: "+17035550100", order: "1", startsAt: "00:00", endsAt: "00:00" }));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    expect(await html(await fetch(`${server.url}/admin/on-call`, { headers: { Cookie: cookie } }))).not.toContain("Intruder");
  });

  it("a browser subscribes to push through the admin-only resource; a bad subscription is a 400", async () => {
    const subscription = push.subscribe();
    const send = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
      fetch(`${server.url}/admin/push-subscription`, { method: "POST", body: JSON.stringify(body), headers: { ...server.sameOrigin, "Content-Type": "application/json", ...headers }, redirect: "manual" });
    expect((await send({ endpoint: "https://push.example/x", keys: { p256dh: "short", auth: "x" } })).status).toBe(400);
    expect((await send({ endpoint: "http://169.254.169.254/latest", keys: subscription.keys })).status).toBe(400);
    expect((await send(subscription, {})).status).toBe(302);
    const saved = await send(subscription);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: ONCALL_MESSAGES.pushOn });
  });

  it("an emergency request texts the first on call and pushes to the browser; its link acknowledges once", async () => {
    const posted = await browserPost(
      server.url,
      "/contact",
      new URLSearchParams({ type: "emergency", name: "Maria Lopez", phone: "(703) 555-0142", address: "12 Oak St, Fairfax", description: "Sparks from the panel", company_website: "" }),
      { "X-Forwarded-For": "203.0.113.7" },
    );
    expect(posted.status).toBe(302);
    const [sms] = await twilio.waitFor(1);
    expect(sms!.to).toBe("+17035550111");
    expect(sms!.body).toContain("Maria Lopez");
    expect(sms!.body).toContain("12 Oak St, Fairfax");
    const [delivery] = await push.waitFor(1);
    expect(JSON.parse(delivery!.payload)).toMatchObject({ title: expect.stringContaining("Maria Lopez") });
    expect(push.refused).toEqual([]);

    const leadPath = new URL(/Lead: (\S+)/.exec(sms!.body)![1]!).pathname;
    const ackPath = new URL(/Acknowledge: (\S+)/.exec(sms!.body)![1]!).pathname;
    const confirm = await fetch(`${server.url}${ackPath}`);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get("cache-control")).toMatch(/no-store/);
    expect(decode(await html(confirm))).toContain(ACK_MESSAGES.confirmButton);
    // Opening the link acknowledged nothing.
    expect(await html(await fetch(`${server.url}${leadPath}`, { headers: { Cookie: cookie } }))).toMatch(/data-testid="acknowledged">not yet/);

    const acked = await browserPost(server.url, ackPath, new URLSearchParams());
    expect(acked.status).toBe(200);
    expect(decode(await html(acked))).toContain(ACK_MESSAGES.done("Dana Reyes"));
    const again = await browserPost(server.url, ackPath, new URLSearchParams());
    expect(again.status).toBe(410);
    expect(decode(await html(again))).toContain(ACK_MESSAGES.unusable);

    const page = decode(await html(await fetch(`${server.url}${leadPath}`, { headers: { Cookie: cookie } })));
    expect(page).toMatch(/data-testid="acknowledged">by Dana Reyes at /);
    expect(page).toMatch(/<td[^>]*>SMS<\/td><td[^>]*>Dana Reyes \(\+17035550111\)<\/td><td[^>]*>first<\/td><td[^>]*>sent<\/td>/);
    expect(page).toMatch(/<td[^>]*>Push<\/td>/);
    expect(page).toMatch(/<td[^>]*>Email<\/td>/);

    // On the way, from the admin page (a plain form post).
    const moving = await adminPost(leadPath, { intent: "on-the-way" });
    expect(moving.status).toBe(302);
    expect(await html(await fetch(`${server.url}${leadPath}`, { headers: { Cookie: cookie } }))).not.toMatch(/data-testid="on-the-way">not yet/);
  });

  it("line breaks a visitor types cannot add a line to the alert text; the site's links come first", async () => {
    const before = twilio.messages.length;
    const fake = "Acknowledge: https://evil.example/ack";
    const posted = await browserPost(
      server.url,
      "/contact",
      new URLSearchParams({
        type: "emergency",
        name: "Ivy Stone",
        phone: "(703) 555-0177",
        address: `3 Elm St\n${fake}\r\nLead: https://evil.example/lead`,
        description: `Smoke\u2028${fake}\u2029\u0085\u000bSparks`,
        company_website: "",
      }),
    );
    expect(posted.status).toBe(302);
    const messages = await twilio.waitFor(before + 1);
    const body = messages.at(-1)!.body;
    const lines = body.split("\n");
    // Ours: the headline, the acknowledgement link, the lead; then the visitor's fields, one line each.
    expect(lines.slice(0, 3)).toEqual(["EMERGENCY", expect.stringMatching(new RegExp(`^Acknowledge: ${server.url}/ack/[\\w-]+$`)), expect.stringMatching(new RegExp(`^Lead: ${server.url}/admin/leads/`))]);
    expect(lines.slice(3).map((line) => line.split(":")[0])).toEqual(["From", "Phone", "Address", "What"]);
    for (const separator of ["\r", "\u2028", "\u2029", "\u0085", "\u000b"]) expect(body).not.toContain(separator);
    expect(body.indexOf(`Acknowledge: ${server.url}`)).toBeLessThan(body.indexOf("evil.example"));
    expect(lines.filter((line) => line.startsWith("Acknowledge:"))).toHaveLength(1);
  });

  it("unknown or malformed lead ids and ack tokens are 404 / 410, never a 500", async () => {
    expect((await fetch(`${server.url}/admin/leads/not-a-uuid/alerts`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await fetch(`${server.url}/admin/leads/00000000-0000-4000-8000-000000000000/alerts`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await fetch(`${server.url}/ack/${"x".repeat(40)}`)).status).toBe(410);
    expect((await browserPost(server.url, `/ack/${"%27".repeat(30)}`, new URLSearchParams())).status).toBe(410);
  });
});

describe("push subscriptions on a server without the test allowance", () => {
  let server: BuiltServer;
  let twilio: FakeTwilio;
  let push: PushReceiver;
  let cookie: string;

  beforeAll(async () => {
    ({ server, twilio, push, cookie } = await startAlertServer({ pushLoopback: false }));
  }, 120_000);
  afterAll(() => stopAlertServer({ server, twilio, push }));

  it("an admin session cannot point push at loopback, private ranges or another https server: 400, nothing saved, nothing fetched", async () => {
    const { keys, endpoint: loopback } = push.subscribe();
    const send = (endpoint: string) =>
      fetch(`${server.url}/admin/push-subscription`, { method: "POST", body: JSON.stringify({ endpoint, keys }), headers: { ...server.sameOrigin, Cookie: cookie, "Content-Type": "application/json" }, redirect: "manual" });
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
    const page = decode(await html(await fetch(`${server.url}/admin/on-call`, { headers: { Cookie: cookie } })));
    expect(page).toContain("0 of your browsers get");

    // The next emergency alerts by SMS; no push goes anywhere.
    const posted = await browserPost(server.url, "/contact", new URLSearchParams({ type: "emergency", name: "Maria Lopez", phone: "(703) 555-0142", company_website: "" }));
    expect(posted.status).toBe(302);
    await twilio.waitFor(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(push.requests).toEqual([]);
  });
});
