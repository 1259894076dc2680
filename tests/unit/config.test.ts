import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/lib/config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-test-"));

describe("configuration", () => {
  it("starts on embedded defaults with no environment at all, in production mode", () => {
    const config = parseConfig({ DATA_DIR: dataDir() });
    expect(config.NODE_ENV).toBe("production");
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });

  it("names each bad variable", () => {
    expect(() => parseConfig({ PORT: "eighty", S3_ENDPOINT: "not a url", DATA_DIR: dataDir() })).toThrowError(
      /PORT[\s\S]*S3_ENDPOINT|S3_ENDPOINT[\s\S]*PORT/,
    );
    try {
      parseConfig({ BUSINESS_LICENCE: "MD-1", DATA_DIR: dataDir() });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues).toEqual(["BUSINESS_LICENCE: must start with VA-"]);
    }
  });

  it("requires SESSION_SECRET once a real database is configured", () => {
    expect(() => parseConfig({ DATABASE_URL: "postgres://localhost/app", DATA_DIR: dataDir() })).toThrowError(
      /SESSION_SECRET/,
    );
  });

  it("generates the secret in production too when nothing is shared, once, and keeps it", () => {
    const dir = dataDir();
    const first = parseConfig({ NODE_ENV: "production", DATA_DIR: dir });
    expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first.SESSION_SECRET);
    expect(parseConfig({ NODE_ENV: "production", DATA_DIR: dir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
    // Only the secret: no temporary files left beside it.
    expect(readdirSync(dir)).toEqual(["session-secret"]);
  });

  it("refuses the placeholder secrets of .env.example and docker-compose.yml", () => {
    const placeholder = readFileSync(".env.example", "utf8").match(/^SESSION_SECRET=(.+)$/m)?.[1];
    expect(placeholder).toBeTruthy();
    for (const value of [placeholder!, "change-me-change-me-change-me-change-me", "REPLACE_ME".padEnd(40, "x")]) {
      expect(() => parseConfig({ SESSION_SECRET: value, DATABASE_URL: "postgres://localhost/app", DATA_DIR: dataDir() })).toThrowError(
        /SESSION_SECRET: is a placeholder/,
      );
    }
    expect(parseConfig({ SESSION_SECRET: "f".repeat(64), DATA_DIR: dataDir() }).SESSION_SECRET).toBe("f".repeat(64));
  });

  it("makes the server exit non-zero with a message naming the variable", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATA_DIR: dataDir(), NODE_ENV: "test" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("Invalid environment configuration");
  });
});
