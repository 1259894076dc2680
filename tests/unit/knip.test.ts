import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run lint` ends with knip (knip.json): a declared package nobody imports, an imported package nobody
 * declared, or an export nobody imports fails it. Shown on a small tree beside the repository's own knip.json,
 * so the check is the one CI runs, on files made to break it.
 */
const root = path.resolve(import.meta.dirname, "../..");
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "knip-check-"));
  copyFileSync(path.join(root, "knip.json"), path.join(dir, "knip.json"));
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "knip-check", private: true, type: "module", dependencies: { express: "^4.22.3", "left-pad": "^1.3.0" } }),
  );
  mkdirSync(path.join(dir, "server"));
  mkdirSync(path.join(dir, "app/lib"), { recursive: true });
  writeFileSync(path.join(dir, "server/index.ts"), `import express from "express";\nimport { z } from "zod";\nimport { used } from "../app/lib/util.server";\nexport const app = express();\nexport const s = z.string().parse(used);\n`);
  writeFileSync(path.join(dir, "app/lib/util.server.ts"), `export const used = "a";\nexport const unused = "b";\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const knip = () =>
  spawnSync(process.execPath, [path.join(root, "node_modules/knip/bin/knip.js"), "--no-progress", "--reporter", "json"], {
    cwd: dir,
    encoding: "utf8",
    timeout: 60_000,
  });

describe("knip (the end of npm run lint)", () => {
  it("fails on an unused dependency, an undeclared import and an unused export, naming each", () => {
    const result = knip();
    expect(result.status, result.stderr).toBe(1);
    const { issues } = JSON.parse(result.stdout) as { issues: { file: string; [type: string]: unknown }[] };
    const byFile = Object.fromEntries(issues.map((issue) => [issue.file, issue]));
    const names = (file: string, type: string) => ((byFile[file]?.[type] ?? []) as { name: string }[]).map((i) => i.name);
    expect(names("package.json", "dependencies")).toEqual(["left-pad"]);
    expect(names("server/index.ts", "unlisted")).toEqual(["zod"]);
    expect(names("app/lib/util.server.ts", "exports")).toEqual(["unused"]);
  });
});
