import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/lib/platform/config.server";

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

  it("in production, sends API secrets only over TLS: https:/wss:, or plain to a loopback host", () => {
    const plain = {
      TWILIO_API_URL: "http://api.twilio.com",
      CALENDLY_API_URL: "http://api.calendly.com",
      OPENAI_BASE_URL: "http://10.0.0.5:8080/v1",
      OPENAI_REALTIME_URL: "ws://api.openai.com/v1/realtime",
    };
    try {
      parseConfig({ ...plain, DATA_DIR: dataDir() });
      expect.unreachable("plain URLs were accepted in production");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues).toEqual([
        "TWILIO_API_URL: must be a https:// URL in production (http:// only to this machine: localhost, 127.0.0.1, ::1)",
        "CALENDLY_API_URL: must be a https:// URL in production (http:// only to this machine: localhost, 127.0.0.1, ::1)",
        "OPENAI_BASE_URL: must be a https:// URL in production (http:// only to this machine: localhost, 127.0.0.1, ::1)",
        "OPENAI_REALTIME_URL: must be a wss:// URL in production (ws:// only to this machine: localhost, 127.0.0.1, ::1)",
      ]);
    }
    // Neither a lookalike host nor a scheme that is not the service's own gets through.
    for (const [name, value] of [
      ["TWILIO_API_URL", "http://127.0.0.1.evil.example"],
      ["TWILIO_API_URL", "http://localhost.evil.example:4010"],
      ["OPENAI_BASE_URL", "ftp://api.openai.com/v1"],
      ["OPENAI_REALTIME_URL", "https://api.openai.com/v1/realtime"],
    ]) {
      expect(() => parseConfig({ [name]: value, DATA_DIR: dataDir() }), value).toThrowError(new RegExp(`^Invalid[^]*  - ${name}: must be`));
    }
    // The tests' loopback stand-ins, and plain URLs outside production.
    const loopback = parseConfig({
      TWILIO_API_URL: "http://127.0.0.1:4010",
      CALENDLY_API_URL: "http://localhost:4011",
      OPENAI_BASE_URL: "http://[::1]:4012/v1",
      OPENAI_REALTIME_URL: "ws://127.9.9.9:4013/v1/realtime",
      DATA_DIR: dataDir(),
    });
    expect(loopback.OPENAI_REALTIME_URL).toBe("ws://127.9.9.9:4013/v1/realtime");
    expect(parseConfig({ ...plain, NODE_ENV: "development", DATA_DIR: dataDir() }).TWILIO_API_URL).toBe("http://api.twilio.com");
    expect(parseConfig({ DATA_DIR: dataDir() }).OPENAI_REALTIME_URL).toBe("wss://api.openai.com/v1/realtime");
  });

  it("makes a production start exit non-zero, naming a plain-http API URL", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { PATH: process.env.PATH, PORT: "0", DATA_DIR: dataDir(), NODE_ENV: "production", OPENAI_BASE_URL: "http://api.openai.com/v1" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid environment configuration");
    expect(result.stderr).toContain("OPENAI_BASE_URL: must be a https:// URL in production");
  });

  it("needs OFFICE_EMAIL in production once SMTP_URL sends real mail; without SMTP_URL, or in development, the deployment's email stands in", () => {
    const smtp = { SMTP_URL: "smtp://mail.example.com:587", DATA_DIR: dataDir() };
    expect(() => parseConfig({ ...smtp, NODE_ENV: "production" })).toThrowError(/OFFICE_EMAIL: required in production when SMTP_URL is set/);
    expect(parseConfig({ ...smtp, NODE_ENV: "production", OFFICE_EMAIL: "office@valor.example" }).OFFICE_EMAIL).toBe("office@valor.example");
    expect(parseConfig({ ...smtp, NODE_ENV: "development" }).OFFICE_EMAIL).toBeUndefined();
    expect(parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir() }).OFFICE_EMAIL).toBeUndefined();
  });

  it("makes a production start with SMTP_URL and no OFFICE_EMAIL exit non-zero, naming OFFICE_EMAIL", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { PATH: process.env.PATH, PORT: "0", DATA_DIR: dataDir(), NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid environment configuration");
    expect(result.stderr).toContain("OFFICE_EMAIL: required in production when SMTP_URL is set");
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
