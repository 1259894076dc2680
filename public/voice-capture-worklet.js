/* global AudioWorkletProcessor, registerProcessor, sampleRate */
/**
 * Microphone capture for the voice chat: mono, resampled to 24 kHz, 16-bit PCM, posted to the page in
 * buffers of 4096 samples (docs/product.md §9). Served from our own origin (CSP 'self').
 */
const TARGET_RATE = 24000;
const BUFFER_SAMPLES = 4096;

class VoiceCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    // sampleRate is the AudioContext's rate, a global of the worklet scope.
    this.step = sampleRate / TARGET_RATE;
    this.position = 0;
    this.last = 0;
    this.buffer = new Int16Array(BUFFER_SAMPLES);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0 || !channels[0]) return true;
    const input = channels[0];
    let p = this.position;
    // Linear interpolation; index -1 is the last sample of the previous block.
    while (Math.floor(p) + 1 < input.length) {
      const i = Math.floor(p);
      const a = i < 0 ? this.last : input[i];
      const b = input[i + 1];
      const s = Math.max(-1, Math.min(1, a + (b - a) * (p - i)));
      this.buffer[this.filled++] = s < 0 ? s * 0x8000 : s * 0x7fff;
      if (this.filled === BUFFER_SAMPLES) {
        this.port.postMessage(this.buffer.buffer, [this.buffer.buffer]);
        this.buffer = new Int16Array(BUFFER_SAMPLES);
        this.filled = 0;
      }
      p += this.step;
    }
    this.position = p - input.length;
    this.last = input[input.length - 1];
    return true;
  }
}

registerProcessor("voice-capture", VoiceCaptureProcessor);
