import { describe, expect, it } from "vitest";
import { voiceText } from "~/lib/assistant/voice.messages";
import { filterClientEvent as filterIn, mapServerEvent as mapIn } from "~/lib/assistant/voice-protocol";
import { mintVoiceToken, VOICE_TOKEN_TTL_MS, verifyVoiceToken, voiceTokenLang } from "~/lib/assistant/voice-token.server";

const secret = "t".repeat(40);
const ip = "203.0.113.7";

describe("voice tickets", () => {
  it("verifies a fresh ticket and refuses it once expired", () => {
    const now = 1_700_000_000_000;
    const { token, expiresAt } = mintVoiceToken(secret, ip, "en", now);
    expect(expiresAt).toBe(now + VOICE_TOKEN_TTL_MS);
    expect(verifyVoiceToken(token, secret, ip, now + 1000)).toMatchObject({ ok: true, expiresAt });
    expect(verifyVoiceToken(token, secret, ip, expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("works only from the address it was minted for", () => {
    const { token } = mintVoiceToken(secret, ip, "en");
    expect(verifyVoiceToken(token, secret, ip).ok).toBe(true);
    for (const other of ["203.0.113.8", "::ffff:203.0.113.7", "unknown", ""]) {
      expect(verifyVoiceToken(token, secret, other)).toEqual({ ok: false, reason: "signature" });
    }
  });

  it("refuses a tampered, foreign or malformed ticket", () => {
    const { token } = mintVoiceToken(secret, ip, "en");
    const [body, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ exp: Date.now() + 10 ** 9, n: "x" })).toString("base64url");
    expect(verifyVoiceToken(`${forged}.${sig}`, secret, ip)).toEqual({ ok: false, reason: "signature" });
    expect(verifyVoiceToken(token, "u".repeat(40), ip)).toEqual({ ok: false, reason: "signature" });
    expect(verifyVoiceToken(`${body}.${sig}.x`, secret, ip)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyVoiceToken("", secret, ip)).toEqual({ ok: false, reason: "malformed" });
  });

  it("carries the page's language in its signed payload", () => {
    for (const lang of ["en", "es"] as const) {
      const { token } = mintVoiceToken(secret, ip, lang);
      const payload = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8")) as { lang?: string };
      expect(payload.lang).toBe(lang);
      expect(verifyVoiceToken(token, secret, ip)).toMatchObject({ ok: true, lang });
    }
  });

  it("refuses a ticket whose language was changed after signing", () => {
    const { token } = mintVoiceToken(secret, ip, "en");
    const [body, sig] = token.split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString("utf8")) as Record<string, unknown>;
    const spanish = Buffer.from(JSON.stringify({ ...payload, lang: "es" })).toString("base64url");
    expect(verifyVoiceToken(`${spanish}.${sig}`, secret, ip)).toEqual({ ok: false, reason: "signature" });
  });

  it("is asked for in English or Spanish only; anything else is English", () => {
    expect(voiceTokenLang("es")).toBe("es");
    expect(voiceTokenLang("en")).toBe("en");
    for (const other of ["fr", "ES", "es-US", "", null, undefined, ["es"]]) expect(voiceTokenLang(other)).toBe("en");
  });
});

describe("relay event filters", () => {
  const filterClientEvent = (raw: string) => filterIn(raw, voiceText.en);
  const mapServerEvent = (raw: string) => mapIn(raw, voiceText.en);

  it("lets only the three client event types through, rebuilt from safe fields", () => {
    expect(filterClientEvent(JSON.stringify({ type: "input_audio_buffer.append", audio: "AAEC", extra: 1 }))).toEqual({
      ok: true,
      event: { type: "input_audio_buffer.append", audio: "AAEC" },
    });
    expect(filterClientEvent(JSON.stringify({ type: "input_audio_buffer.append", audio: "<script>" })).ok).toBe(false);
    expect(filterClientEvent(JSON.stringify({ type: "response.create", response: { instructions: "x" } }))).toEqual({
      ok: true,
      event: { type: "response.create" },
    });
    for (const type of ["session.update", "input_audio_buffer.commit", "conversation.item.delete", "transcription_session.update"]) {
      expect(filterClientEvent(JSON.stringify({ type }))).toEqual({ ok: false, error: `Event type not allowed: ${type}` });
    }
    expect(filterClientEvent("not json").ok).toBe(false);
    expect(
      filterClientEvent(
        JSON.stringify({ type: "conversation.item.create", item: { type: "function_call_output", role: "user", content: [] } }),
      ).ok,
    ).toBe(false);
  });

  it("maps GA server event names and forwards only type, delta, transcript and error message", () => {
    expect(mapServerEvent(JSON.stringify({ type: "response.output_audio.delta", delta: "AA", item_id: "i" }))).toEqual({
      type: "response.audio.delta",
      delta: "AA",
    });
    expect(mapServerEvent(JSON.stringify({ type: "response.output_audio.done" }))).toEqual({ type: "response.audio.done" });
    expect(mapServerEvent(JSON.stringify({ type: "response.output_audio_transcript.delta", delta: "Hi" }))).toEqual({
      type: "response.audio_transcript.delta",
      delta: "Hi",
    });
    expect(mapServerEvent(JSON.stringify({ type: "response.output_audio_transcript.done", transcript: "Hi there" }))).toEqual({
      type: "response.audio_transcript.done",
      transcript: "Hi there",
    });
    expect(mapServerEvent(JSON.stringify({ type: "error", error: {} }))).toEqual({ type: "error", error: { message: voiceText.en.upstreamError } });
    expect(mapServerEvent(JSON.stringify({ type: "session.created", session: { instructions: "secret" } }))).toEqual({ type: "session.created" });
    expect(mapServerEvent(JSON.stringify({ type: "response.function_call_arguments.delta", delta: "x" }))).toBeNull();
    expect(mapServerEvent(JSON.stringify({ type: "input_audio_buffer.speech_started", audio_start_ms: 5 }))).toEqual({
      type: "input_audio_buffer.speech_started",
    });
  });
});
