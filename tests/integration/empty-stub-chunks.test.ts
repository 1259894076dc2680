/**
 * The browser's build turns each server module a route imports (and `@remix-run/node`'s `json`, `redirect`) into an
 * empty stub; a stub two routes share becomes a script file of its own, which a page fetches at the visitor's first
 * touch (one more queued request over HTTP/1.1 on a slow phone). Every route but the office's imports one server
 * module of its own (ARCHITECTURE.md, "Where a new thing goes"), so no public page fetches such a file: 76 of them
 * over the public routes before (docs/performance.md, "Code at the visitor's first intent").
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const metafile = path.resolve(process.env.BUILD_DIR || "build", "metafile.js.json");

interface Output {
  entryPoint?: string;
  inputs: Record<string, unknown>;
  imports: { path: string; kind: string }[];
}

describe("the client build", () => {
  it("gives no page but the office's a script made only of empty server stubs", () => {
    const outputs = (JSON.parse(readFileSync(metafile, "utf8")) as { outputs: Record<string, Output> }).outputs;
    const emptyOnly = (file: string) => {
      const inputs = Object.keys(outputs[file]?.inputs ?? {});
      return inputs.length > 0 && inputs.every((input) => input.startsWith("empty-module:"));
    };
    const found: string[] = [];
    // Each route module, once however many paths it is registered at (a page's Spanish twin is the same module).
    const pages = new Set(Object.values(outputs).flatMap(({ entryPoint }) => /^browser-route-module:routes\/(.+)\.tsx?\?browser$/.exec(entryPoint ?? "")?.slice(1) ?? []));
    const publicPages = [...pages].filter((page) => !/^_?admin/.test(page));
    expect(publicPages.length, `no route in ${metafile}: run npm run build`).toBeGreaterThan(30);
    for (const page of publicPages) {
      const entries = Object.keys(outputs).filter((file) => outputs[file].entryPoint?.startsWith(`browser-route-module:routes/${page}.ts`));
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
