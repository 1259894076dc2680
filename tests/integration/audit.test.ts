import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/smtp";

/**
 * scripts/audit.mjs runs the real `npm audit` against a registry on loopback that answers the bulk
 * advisory endpoint as the test says: a high advisory fails, a clean answer passes, and a registry that
 * cannot answer (an endpoint error, nothing listening) is one line and exit 0.
 */
const SCRIPT = path.resolve("scripts/audit.mjs");
type Answer = (req: IncomingMessage, res: ServerResponse) => void;

let advisoryId = 1000;
/** A fresh advisory id each time: npm keeps what it worked out per advisory in its cache. */
const advisory = (severity: string) => ({
  "left-pad": [
    {
      id: ++advisoryId,
      url: "https://github.com/advisories/GHSA-test-test-test",
      title: "Test advisory",
      severity,
      vulnerable_versions: "<2.0.0",
      cwe: ["CWE-400"],
      cvss: { score: 7.5, vectorString: null },
    },
  ],
});

describe("npm run audit", () => {
  let project: string;
  let answer: Answer = (_req, res) => res.end();
  let registry: ReturnType<typeof createServer>;
  let registryUrl: string;

  beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), "audit-test-"));
    writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "audit-fixture", version: "1.0.0", dependencies: { "left-pad": "1.3.0" } }));
    writeFileSync(
      path.join(project, "package-lock.json"),
      JSON.stringify({
        name: "audit-fixture",
        version: "1.0.0",
        lockfileVersion: 3,
        requires: true,
        packages: {
          "": { name: "audit-fixture", version: "1.0.0", dependencies: { "left-pad": "1.3.0" } },
          "node_modules/left-pad": { version: "1.3.0", resolved: "http://127.0.0.1/left-pad/-/left-pad-1.3.0.tgz", license: "WTFPL" },
        },
      }),
    );
    registry = createServer((req, res) => {
      if (req.url?.includes("/-/npm/v1/security/")) return answer(req, res);
      // Packuments, asked for to work out fixes.
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ name: "left-pad", "dist-tags": { latest: "1.3.0" }, versions: { "1.3.0": { name: "left-pad", version: "1.3.0" } } }));
    });
    await new Promise<void>((resolve) => registry.listen(0, "127.0.0.1", resolve));
    registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await new Promise((resolve) => registry.close(resolve));
    rmSync(project, { recursive: true, force: true });
  });

  const runAudit = (registryAt = registryUrl) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      execFile(
        "node",
        [SCRIPT],
        {
          cwd: project,
          env: { NODE_ENV: "production", PATH: process.env.PATH, HOME: project, npm_config_registry: registryAt, npm_config_fetch_retries: "0", npm_config_cache: mkdtempSync(path.join(project, "cache-")) },
          timeout: 60_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}`.trim() }),
      );
    });
  const json = (body: unknown, status = 200): Answer => (_req, res) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

  it("fails on a high advisory and names the package", async () => {
    answer = json(advisory("high"));
    const { code, out } = await runAudit();
    expect(code).toBe(1);
    expect(out).toContain("high: left-pad");
  }, 90_000);

  it("fails on a critical advisory", async () => {
    answer = json(advisory("critical"));
    expect((await runAudit()).code).toBe(1);
  }, 90_000);

  it("passes with only a moderate advisory, and with none", async () => {
    answer = json(advisory("moderate"));
    expect(await runAudit()).toEqual({ code: 0, out: "npm audit: no high or critical vulnerabilities in production dependencies (1 lower)" });
    answer = json({});
    expect(await runAudit()).toEqual({ code: 0, out: "npm audit: no high or critical vulnerabilities in production dependencies (0 lower)" });
  }, 90_000);

  it("says in one line that the registry could not answer when the endpoint is refused, and passes", async () => {
    answer = (_req, res) => {
      res.writeHead(405, { Allow: "GET, HEAD" });
      res.end();
    };
    const { code, out } = await runAudit();
    expect(code).toBe(0);
    expect(out.split("\n")).toHaveLength(1);
    expect(out).toMatch(/^npm audit: skipped, the registry could not answer the audit \(405 from http:\/\/127\.0\.0\.1:\d+\/-\/npm\/v1\/security\/advisories\/bulk\)$/);
  }, 90_000);

  it("says so in one line when nothing answers at all, and passes", async () => {
    const { code, out } = await runAudit(`http://127.0.0.1:${await freePort()}/`);
    expect(code).toBe(0);
    expect(out).toMatch(/^npm audit: skipped, the registry could not answer the audit \(ECONNREFUSED\)$/);
  }, 90_000);
});
