import { vi } from "vitest";

/**
 * What the app writes to stdout and stderr while `run` runs (the log is one JSON line each). With `level`, the
 * app logs at that LOG_LEVEL meanwhile (its config is read again before and after).
 */
export async function captureLog(run: () => Promise<unknown>, level?: string): Promise<string> {
  const lines: string[] = [];
  const keep = (chunk: unknown) => (lines.push(String(chunk)), true);
  const singletons = (globalThis as { __singletons?: Map<string, unknown> }).__singletons;
  const before = process.env.LOG_LEVEL;
  const setLevel = (value: string | undefined) => {
    if (level === undefined) return;
    if (value === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = value;
    singletons?.delete("config");
  };
  setLevel(level);
  const out = vi.spyOn(process.stdout, "write").mockImplementation(keep);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(keep);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
    setLevel(before);
  }
  return lines.join("");
}
