import { describe, expect, it } from "vitest";
import { calendlyWebhook, SIGNATURE_TOLERANCE_MS, verifyCalendlySignature, type CalendlyWebhookDeps } from "~/lib/visits/calendly-webhook.server";
import { calendlySignature } from "../support/calendly-webhook";

/** Calendly's signature (docs/visits.md) against an injected clock: the exact bytes, the key, and three minutes either way. */
describe("verifyCalendlySignature", () => {
  const key = "unit-signing-key";
  const body = '{"event":"invitee.created","payload":{"name":"Zoë"}}';
  const now = Date.UTC(2026, 10, 30, 12, 0, 0);

  it("takes Calendly's signature over the exact body, within the tolerance on either side", () => {
    for (const at of [now, now - SIGNATURE_TOLERANCE_MS + 1_000, now + SIGNATURE_TOLERANCE_MS - 1_000]) {
      expect(verifyCalendlySignature(calendlySignature(key, body, at), Buffer.from(body), key, now)).toMatchObject({ ok: true });
    }
  });

  it("refuses unsigned, malformed, another key's, another body's and a stale or future signature", () => {
    const good = calendlySignature(key, body, now);
    const verdicts = [
      verifyCalendlySignature(null, Buffer.from(body), key, now),
      verifyCalendlySignature("v1=abc", Buffer.from(body), key, now),
      verifyCalendlySignature(calendlySignature("other", body, now), Buffer.from(body), key, now),
      verifyCalendlySignature(good, Buffer.from(body.replace("Zoë", "Zoe")), key, now),
      verifyCalendlySignature(calendlySignature(key, body, now - SIGNATURE_TOLERANCE_MS - 1_000), Buffer.from(body), key, now),
      verifyCalendlySignature(good, Buffer.from(body), key, now + SIGNATURE_TOLERANCE_MS + 1_000),
    ];
    expect(verdicts.map((v) => (v.ok ? "ok" : `${v.status} ${v.reason}`))).toEqual([
      "401 unsigned",
      "401 malformed signature",
      "403 bad signature",
      "403 bad signature",
      "403 stale signature",
      "403 stale signature",
    ]);
  });
});

describe("calendlyWebhook without CALENDLY_WEBHOOK_SIGNING_KEY", () => {
  it("is not there (404), signed or not, and reaches for nothing", async () => {
    const body = '{"event":"invitee.created"}';
    // No database: the address must answer before it would need one.
    const deps: CalendlyWebhookDeps = { db: undefined as never, signingKey: null, timeZone: "America/New_York", now: Date.now };
    const signed = new Request("http://localhost/webhooks/calendly", { method: "POST", body, headers: { "Calendly-Webhook-Signature": calendlySignature("k", body, Date.now()) } });
    const answer = await calendlyWebhook(signed, deps);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Calendly's webhook is not set up");
  });
});
