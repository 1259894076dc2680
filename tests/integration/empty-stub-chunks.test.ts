/**
 * The browser's build turns each server module a route imports (and `@remix-run/node`'s `json`, `redirect`) into an
 * empty stub; a stub two routes share becomes a script file of its own, which a page fetches at the visitor's first
 * touch (one more queued request over HTTP/1.1 on a slow phone). The form and link pages import one server module
 * of their own (ARCHITECTURE.md, "Where a new thing goes"), so none of them fetches such a file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const metafile = path.resolve(process.env.BUILD_DIR || "build", "metafile.js.json");

/** The routes whose pages must fetch no file of empty stubs (their Spanish twins are the same modules). */
const PAGES = [
  "contact",
  "estimate",
  "book",
  "newsletter",
  "chat",
  "status.$token",
  "status.$token_.unsubscribe",
  "r.$token",
  "r.$token_.unsubscribe",
  "ack.$token",
  "login",
  "login_.enrol",
  "login_.verify",
];

interface Output {
  entryPoint?: string;
  inputs: Record<string, unknown>;
  imports: { path: string; kind: string }[];
}

describe("the client build", () => {
  it("gives the form and link pages no script made only of empty server stubs", () => {
    const outputs = (JSON.parse(readFileSync(metafile, "utf8")) as { outputs: Record<string, Output> }).outputs;
    const emptyOnly = (file: string) => {
      const inputs = Object.keys(outputs[file]?.inputs ?? {});
      return inputs.length > 0 && inputs.every((input) => input.startsWith("empty-module:"));
    };
    const found: string[] = [];
    for (const page of PAGES) {
      const entries = Object.keys(outputs).filter((file) => outputs[file].entryPoint === `browser-route-module:routes/${page}.tsx?browser`);
      expect(entries.length, `routes/${page}.tsx is not in ${metafile}: run npm run build`).toBeGreaterThan(0);
      // Every file the page's module loads with it (static imports, transitively).
      const seen = new Set<string>();
      const stack = [...entries];
      while (stack.length) {
        for (const { path: file, kind } of outputs[stack.pop()!]?.imports ?? []) {
          if (kind === "import-statement" && !seen.has(file)) {
            seen.add(file);
            stack.push(file);
          }
        }
      }
      for (const file of [...seen].filter(emptyOnly)) found.push(`${page}: ${Object.keys(outputs[file].inputs).join(" + ")}`);
    }
    expect(found).toEqual([]);
  });
});
