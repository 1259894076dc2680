import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultBusiness } from "~/content/business";
import { vapidKeys } from "~/lib/emergencies/alert-channels.server";
import { ConfigError, parseConfig, validateEnv } from "~/lib/platform/config.server";

const issuesOf = (env: Record<string, string>) => {
  try {
    validateEnv(env);
    return [];
  } catch (error) {
    return (error as ConfigError).issues;
  }
};

describe("on-call configuration", () => {
  it("reads ONCALL_PHONES in order and refuses a number that is not E.164", () => {
    expect(validateEnv({ ONCALL_PHONES: " +17035550111, +447700900123 ," }).ONCALL_PHONES).toEqual(["+17035550111", "+447700900123"]);
    expect(validateEnv({}).ONCALL_PHONES).toEqual([]);
    expect(issuesOf({ ONCALL_PHONES: "+17035550111,703-555-0122" })).toEqual([expect.stringMatching(/^ONCALL_PHONES.*E\.164/)]);
  });

  it("defaults: 5 minutes, Eastern time, Twilio's own API", () => {
    const config = validateEnv({});
    expect(config.ONCALL_ESCALATE_MINUTES).toBe(5);
    expect(config.ONCALL_TIME_ZONE).toBe("America/New_York");
    expect(config.TWILIO_API_URL).toBe("https://api.twilio.com");
  });

  it("has one office clock by default: ONCALL_TIME_ZONE unset is the business's time zone", () => {
    expect(validateEnv({}).ONCALL_TIME_ZONE).toBe(defaultBusiness.timeZone);
    expect(validateEnv({ ONCALL_TIME_ZONE: "America/Chicago" }).ONCALL_TIME_ZONE).toBe("America/Chicago");
  });

  it("refuses an unknown time zone, and one VAPID key without the other", () => {
    expect(issuesOf({ ONCALL_TIME_ZONE: "Mars/Olympus" })).toEqual([expect.stringMatching(/^ONCALL_TIME_ZONE/)]);
    expect(issuesOf({ VAPID_PUBLIC_KEY: "abc" })).toEqual([expect.stringMatching(/VAPID_PRIVATE_KEY: set both or neither/)]);
  });

  it("generates the VAPID key pair once into the data folder, and uses the environment's when set", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    try {
      const first = vapidKeys(parseConfig({ DATA_DIR: dir, SESSION_SECRET: "s".repeat(40) }));
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(vapidKeys(parseConfig({ DATA_DIR: dir, SESSION_SECRET: "s".repeat(40) }))).toEqual(first);
      const set = vapidKeys(parseConfig({ DATA_DIR: dir, SESSION_SECRET: "s".repeat(40), VAPID_PUBLIC_KEY: "pub", VAPID_PRIVATE_KEY: "priv", VAPID_SUBJECT: "mailto:a@b.test" }));
      expect(set).toEqual({ publicKey: "pub", privateKey: "priv", subject: "mailto:a@b.test" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
