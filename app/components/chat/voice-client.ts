import type { Lang } from "~/content/languages";
import type { chatText } from "~/lib/assistant/chat.messages";

/**
 * Browser side of the voice chat (docs/decisions/0042): microphone → AudioWorklet (24 kHz mono
 * PCM16, 4096-sample buffers) → relay websocket; audio deltas from the relay are played back in order. The
 * ticket is asked for in the page's language, so the relay speaks it (decision 0042).
 */
export type VoiceState = "disconnected" | "connecting" | "listening" | "speaking";

export interface VoiceError {
  title: string;
  message: string;
}

interface VoiceCallbacks {
  onState(state: VoiceState): void;
  onTranscript(entry: { role: "user" | "assistant"; text: string; final: boolean }): void;
  onError(error: VoiceError): void;
}

type VoiceMessages = (typeof chatText)["en"]["voiceErrors"];

const PLAYBACK_RATE = 24000;

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function pcm16ToFloat32(base64: string): Float32Array {
  const binary = atob(base64);
  const samples = new Float32Array(binary.length >> 1);
  for (let i = 0; i < samples.length; i++) {
    let v = binary.charCodeAt(2 * i) | (binary.charCodeAt(2 * i + 1) << 8);
    if (v >= 0x8000) v -= 0x10000;
    samples[i] = v / 0x8000;
  }
  return samples;
}

class MicDeniedError extends Error {}

export class VoiceSession {
  private ws: WebSocket | null = null;
  private context: AudioContext | null = null;
  private stream: MediaStream | null = null;
  private worklet: AudioWorkletNode | null = null;
  private playAt = 0;
  private playing = new Set<AudioBufferSourceNode>();
  private stopped = false;
  private assistantText = "";

  constructor(
    private readonly callbacks: VoiceCallbacks,
    private readonly lang: Lang,
    private readonly messages: VoiceMessages,
  ) {}

  async start(): Promise<void> {
    this.callbacks.onState("connecting");
    try {
      // No microphone API (an insecure page or an old browser) or no AudioWorklet: voice cannot start.
      if (!navigator.mediaDevices?.getUserMedia || typeof AudioWorkletNode === "undefined") throw new Error(this.messages.startFailed);
      try {
        this.stream = await navigator.mediaDevices.getUserMedia({
          audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
        });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : "";
        if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") throw new MicDeniedError();
        throw error;
      }
      const response = await fetch(`/voice-token?lang=${this.lang}`, { headers: { Accept: "application/json" }, credentials: "same-origin" });
      const grant = (await response.json().catch(() => ({}))) as { token?: string; url?: string; error?: string };
      if (!response.ok || !grant.token || !grant.url) throw new Error(grant.error || this.messages.startFailed);

      this.context = new AudioContext();
      await this.context.audioWorklet.addModule("/voice-capture-worklet.js");
      if (this.stopped) return;
      const source = this.context.createMediaStreamSource(this.stream);
      this.worklet = new AudioWorkletNode(this.context, "voice-capture", { numberOfInputs: 1, numberOfOutputs: 0, channelCount: 1 });
      source.connect(this.worklet);

      const url = new URL(grant.url, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : url.protocol === "http:" ? "ws:" : url.protocol;
      url.searchParams.set("token", grant.token);
      await this.connect(url.href);
      this.worklet.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
        if (this.ws?.readyState === WebSocket.OPEN) this.send({ type: "input_audio_buffer.append", audio: toBase64(event.data) });
      };
      if (this.context.state === "suspended") await this.context.resume();
      if (!this.stopped) this.callbacks.onState("listening");
    } catch (error) {
      const message =
        error instanceof MicDeniedError
          ? this.messages.micDenied
          : error instanceof Error && error.message
            ? error.message
            : this.messages.startFailed;
      this.callbacks.onError({ title: error instanceof MicDeniedError ? "Microphone" : "Voice", message });
      if (!this.stopped) this.stop();
    }
  }

  private connect(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      this.ws = ws;
      let opened = false;
      ws.onopen = () => {
        opened = true;
        resolve();
      };
      ws.onmessage = (event) => {
        try {
          this.handle(JSON.parse(String(event.data)) as ServerEvent);
        } catch {
          /* not ours */
        }
      };
      ws.onclose = () => {
        if (!opened) reject(new Error(this.messages.startFailed));
        else if (!this.stopped) this.stop();
      };
    });
  }

  /** Sends one client event; reports 'WebSocket not connected' when the socket is not open. */
  send(event: Record<string, unknown>): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
      this.callbacks.onError({ title: "Voice", message: this.messages.notConnected });
      return false;
    }
    this.ws.send(JSON.stringify(event));
    return true;
  }

  sendText(text: string): void {
    const sent = this.send({
      type: "conversation.item.create",
      item: { type: "message", role: "user", content: [{ type: "input_text", text }] },
    });
    if (!sent) return;
    this.callbacks.onTranscript({ role: "user", text, final: true });
    this.send({ type: "response.create" });
  }

  private handle(event: ServerEvent) {
    switch (event.type) {
      case "session.created":
      case "session.updated":
        this.callbacks.onState("listening");
        break;
      case "response.audio.delta":
        if (event.delta) this.play(event.delta);
        this.callbacks.onState("speaking");
        break;
      case "response.audio.done":
        this.callbacks.onState("listening");
        break;
      case "input_audio_buffer.speech_started":
        // The visitor talks over the answer: stop playing it.
        this.stopPlayback();
        this.callbacks.onState("listening");
        break;
      case "response.audio_transcript.delta":
        this.assistantText += event.delta ?? "";
        this.callbacks.onTranscript({ role: "assistant", text: this.assistantText, final: false });
        break;
      case "response.audio_transcript.done":
        this.callbacks.onTranscript({ role: "assistant", text: event.transcript ?? this.assistantText, final: true });
        this.assistantText = "";
        break;
      case "conversation.item.input_audio_transcription.completed":
        if (event.transcript) this.callbacks.onTranscript({ role: "user", text: event.transcript, final: true });
        break;
      case "error":
        this.callbacks.onError({ title: this.messages.connectionError, message: event.error?.message || this.messages.unknownError });
        break;
    }
  }

  private play(base64: string) {
    const context = this.context;
    if (!context) return;
    const samples = pcm16ToFloat32(base64);
    if (samples.length === 0) return;
    const buffer = context.createBuffer(1, samples.length, PLAYBACK_RATE);
    buffer.getChannelData(0).set(samples);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    this.playAt = Math.max(this.playAt, context.currentTime);
    source.start(this.playAt);
    this.playAt += buffer.duration;
    this.playing.add(source);
    source.onended = () => this.playing.delete(source);
  }

  private stopPlayback() {
    for (const source of this.playing) {
      try {
        source.stop();
      } catch {
        /* already stopped */
      }
    }
    this.playing.clear();
    this.playAt = 0;
  }

  stop() {
    this.stopped = true;
    this.stopPlayback();
    if (this.worklet) this.worklet.port.onmessage = null;
    this.ws?.close();
    this.ws = null;
    this.stream?.getTracks().forEach((t) => t.stop());
    this.stream = null;
    void this.context?.close().catch(() => {});
    this.context = null;
    this.callbacks.onState("disconnected");
  }
}

interface ServerEvent {
  type: string;
  delta?: string;
  transcript?: string;
  error?: { message?: string };
}
