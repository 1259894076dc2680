import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const hasDockerCompose = spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0;

/** `docker-compose config` with only the given variables (an empty env file hides a developer's own .env). */
function composeConfig(extra: Record<string, string>) {
  const envFile = path.join(mkdtempSync(path.join(tmpdir(), "compose-")), "empty.env");
  writeFileSync(envFile, "");
  return spawnSync("docker-compose", ["--env-file", envFile, "config"], {
    env: { PATH: process.env.PATH, ...extra } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("docker-compose.yml", () => {
  it("publishes MinIO's console and Mailpit's inbox on loopback only", () => {
    const text = readFileSync("docker-compose.yml", "utf8");
    const published = [...text.matchAll(/ports:\s*\[([^\]]*)\]/g)].flatMap((m) => m[1]!.split(",").map((p) => p.trim().replace(/"/g, "")));
    expect(published).toContain("127.0.0.1:9001:9001");
    expect(published).toContain("127.0.0.1:8025:8025");
    // Only the site and the voice relay face the network.
    expect(published.filter((p) => !p.startsWith("127.0.0.1:"))).toEqual(["3000:3000", "3001:3001"]);
  });

  it("has no default session secret: every use of it must be set", () => {
    const uses = [...readFileSync("docker-compose.yml", "utf8").matchAll(/SESSION_SECRET: (.*)/g)].map((m) => m[1]);
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use).toMatch(/^\$\{SESSION_SECRET:\?/);
  });

  it.skipIf(!hasDockerCompose)("is valid, and refuses to start without SESSION_SECRET (docker-compose config)", () => {
    const ok = composeConfig({ SESSION_SECRET: "a".repeat(64) });
    expect(ok.stderr).toBe("");
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain("127.0.0.1:8025:8025");
    const refused = composeConfig({});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("set SESSION_SECRET in .env or the environment");
  });
});
