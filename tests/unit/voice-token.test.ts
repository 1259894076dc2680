import { describe, expect, it } from "vitest";
import { filterClientEvent, mapServerEvent, VOICE_UPSTREAM_ERROR_MESSAGE } from "~/lib/assistant/voice-protocol";
import { mintVoiceToken, VOICE_TOKEN_TTL_MS, verifyVoiceToken } from "~/lib/assistant/voice-token.server";

const secret = "t".repeat(40);
const ip = "203.0.113.7";

describe("voice tickets", () => {
  it("verifies a fresh ticket and refuses it once expired", () => {
    const now = 1_700_000_000_000;
    const { token, expiresAt } = mintVoiceToken(secret, ip, now);
    expect(expiresAt).toBe(now + VOICE_TOKEN_TTL_MS);
    expect(verifyVoiceToken(token, secret, ip, now + 1000)).toMatchObject({ ok: true, expiresAt });
    expect(verifyVoiceToken(token, secret, ip, expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("works only from the address it was minted for", () => {
    const { token } = mintVoiceToken(secret, ip);
    expect(verifyVoiceToken(token, secret, ip).ok).toBe(true);
    for (const other of ["203.0.113.8", "::ffff:203.0.113.7", "unknown", ""]) {
      expect(verifyVoiceToken(token, secret, other)).toEqual({ ok: false, reason: "signature" });
    }
  });

  it("refuses a tampered, foreign or malformed ticket", () => {
    const { token } = mintVoiceToken(secret, ip);
    const [body, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ exp: Date.now() + 10 ** 9, n: "x" })).toString("base64url");
    expect(verifyVoiceToken(`${forged}.${sig}`, secret, ip)).toEqual({ ok: false, reason: "signature" });
    expect(verifyVoiceToken(token, "u".repeat(40), ip)).toEqual({ ok: false, reason: "signature" });
    expect(verifyVoiceToken(`${body}.${sig}.x`, secret, ip)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyVoiceToken("", secret, ip)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("relay event filters", () => {
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
    expect(mapServerEvent(JSON.stringify({ type: "error", error: {} }))).toEqual({ type: "error", error: { message: VOICE_UPSTREAM_ERROR_MESSAGE } });
    expect(mapServerEvent(JSON.stringify({ type: "session.created", session: { instructions: "secret" } }))).toEqual({ type: "session.created" });
    expect(mapServerEvent(JSON.stringify({ type: "response.function_call_arguments.delta", delta: "x" }))).toBeNull();
    expect(mapServerEvent(JSON.stringify({ type: "input_audio_buffer.speech_started", audio_start_ms: 5 }))).toEqual({
      type: "input_audio_buffer.speech_started",
    });
  });
});
