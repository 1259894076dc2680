import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/lib/platform/config.server";
import { inSendingHours } from "~/lib/reviews/review-settings.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "review-config-"));
const issues = (env: Record<string, string>) => {
  try {
    parseConfig({ DATA_DIR: dataDir(), ...env });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues;
  }
};

describe("review request settings (docs/reviews.md)", () => {
  it("default to no Google link, 2 hours after the job, sent 09:00–20:00", () => {
    const config = parseConfig({ DATA_DIR: dataDir() });
    expect(config.GOOGLE_REVIEW_URL).toBeUndefined();
    expect(config.REVIEW_REQUEST_DELAY_HOURS).toBe(2);
    expect(config.REVIEW_SENDING_HOURS).toBe("09:00-20:00");
    expect(parseConfig({ DATA_DIR: dataDir(), GOOGLE_REVIEW_URL: "https://g.page/r/abc/review", REVIEW_REQUEST_DELAY_HOURS: "0.5" }).REVIEW_REQUEST_DELAY_HOURS).toBe(0.5);
  });

  it("are refused at start-up with a message naming each bad one", () => {
    expect(issues({ GOOGLE_REVIEW_URL: "http://g.page/r/abc/review" })).toEqual(["GOOGLE_REVIEW_URL: must be an https:// URL"]);
    expect(issues({ GOOGLE_REVIEW_URL: "our google page" })[0]).toMatch(/^GOOGLE_REVIEW_URL: must be a URL/);
    expect(issues({ REVIEW_REQUEST_DELAY_HOURS: "two" })).toEqual(["REVIEW_REQUEST_DELAY_HOURS: must be a number of hours"]);
    expect(issues({ REVIEW_REQUEST_DELAY_HOURS: "-1" })).toEqual(["REVIEW_REQUEST_DELAY_HOURS: must be 0 to 168 hours"]);
    expect(issues({ REVIEW_SENDING_HOURS: "9-20" })).toEqual(["REVIEW_SENDING_HOURS: must be HH:MM-HH:MM, like 09:00-20:00"]);
    expect(issues({ REVIEW_SENDING_HOURS: "20:00-09:00" })).toEqual(["REVIEW_SENDING_HOURS: must start before it ends, on one day, like 09:00-20:00"]);
    expect(issues({ REVIEW_SENDING_HOURS: "09:00-24:01" })).toEqual(["REVIEW_SENDING_HOURS: must be HH:MM-HH:MM, like 09:00-20:00"]);
  });

  it("take 24:00 as an end, so 00:00-24:00 is every minute of the day, the last one included", () => {
    const hours = { sendingHours: parseConfig({ DATA_DIR: dataDir(), REVIEW_SENDING_HOURS: "00:00-24:00" }).REVIEW_SENDING_HOURS, timeZone: "America/New_York" };
    for (const at of ["2026-06-01T04:00:00Z", "2026-06-01T03:59:00Z", "2026-06-01T03:59:59Z", "2026-06-01T16:30:00Z"]) expect(inSendingHours(hours, new Date(at)), at).toBe(true);
  });

  it("open the sending hours at the start minute and close them at the end minute, on the office's clock", () => {
    const hours = { sendingHours: "09:00-20:00", timeZone: "America/New_York" };
    // 2026-06-01 is in daylight time: New York is UTC−4.
    expect(inSendingHours(hours, new Date("2026-06-01T12:59:00Z"))).toBe(false);
    expect(inSendingHours(hours, new Date("2026-06-01T13:00:00Z"))).toBe(true);
    expect(inSendingHours(hours, new Date("2026-06-01T23:59:00Z"))).toBe(true);
    expect(inSendingHours(hours, new Date("2026-06-02T00:00:00Z"))).toBe(false);
  });
});
