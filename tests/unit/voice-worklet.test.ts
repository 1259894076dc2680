import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

/** Loads public/voice-capture-worklet.js in a worklet-like scope at the given AudioContext rate. */
function loadWorklet(contextRate: number) {
  const posted: ArrayBuffer[] = [];
  let Processor: new () => { process(inputs: Float32Array[][]): boolean; port: { postMessage(b: ArrayBuffer): void } } = null!;
  class AudioWorkletProcessor {
    port = { postMessage: (buffer: ArrayBuffer) => posted.push(buffer) };
  }
  runInNewContext(readFileSync("public/voice-capture-worklet.js", "utf8"), {
    AudioWorkletProcessor,
    sampleRate: contextRate,
    registerProcessor: (_name: string, cls: typeof Processor) => (Processor = cls),
    Math,
    Int16Array,
  });
  return { processor: new Processor(), posted };
}

/** Feeds `seconds` of a sine at `hz` in 128-frame render quanta, as the audio thread does. */
function feed(processor: { process(inputs: Float32Array[][]): boolean }, rate: number, seconds: number, hz: number) {
  const total = Math.round(rate * seconds);
  for (let start = 0; start < total; start += 128) {
    const block = new Float32Array(128);
    for (let i = 0; i < 128; i++) block[i] = 0.5 * Math.sin((2 * Math.PI * hz * (start + i)) / rate);
    expect(processor.process([[block]])).toBe(true);
  }
}

describe("voice capture worklet", () => {
  for (const rate of [48000, 44100, 24000]) {
    it(`turns ${rate} Hz input into 24 kHz PCM16 buffers of 4096 samples`, () => {
      const { processor, posted } = loadWorklet(rate);
      feed(processor, rate, 2, 440);
      // 2 s at 24 kHz = 48 000 samples = 11 full buffers of 4096.
      expect(posted).toHaveLength(Math.floor(48000 / 4096));
      for (const buffer of posted) expect(buffer.byteLength).toBe(4096 * 2);
      const samples = new Int16Array(posted[1]);
      // Still a 440 Hz sine at half scale once resampled to 24 kHz: compare with the expected wave.
      const offset = 4096;
      let maxError = 0;
      for (let i = 0; i < samples.length; i++) {
        const expected = 0.5 * Math.sin((2 * Math.PI * 440 * (offset + i)) / 24000) * 0x7fff;
        maxError = Math.max(maxError, Math.abs(samples[i] - expected));
      }
      expect(maxError).toBeLessThan(0x7fff * 0.01);
    });
  }

  it("clamps to the 16-bit range and ignores a missing input", () => {
    const { processor, posted } = loadWorklet(24000);
    expect(processor.process([])).toBe(true);
    for (let i = 0; i < 32; i++) processor.process([[new Float32Array(128).fill(2)]]);
    expect(new Int16Array(posted[0]).every((v) => v === 0x7fff)).toBe(true);
  });
});
