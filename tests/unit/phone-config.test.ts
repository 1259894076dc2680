import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicPhones } from "~/lib/site/business.server";
import { ConfigError, parseConfig } from "~/lib/platform/config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "phone-config-test-"));
const twilio = { TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "token" };
const issues = (env: Record<string, string>) => {
  try {
    parseConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
};

describe("phone settings", () => {
  it("reads TWILIO_NUMBERS in order with their sources, and OFFICE_PHONES and OFFICE_HOURS", () => {
    const config = parseConfig({
      DATA_DIR: dataDir(),
      ...twilio,
      TWILIO_NUMBERS: "+17035550142=website, +17035550150=google-ads,+17035550151=truck",
      OFFICE_PHONES: "+17035550100,+17035550101",
      OFFICE_HOURS: "07:30-18:00",
    });
    expect(config.TWILIO_NUMBERS).toEqual([
      { number: "+17035550142", source: "website" },
      { number: "+17035550150", source: "google-ads" },
      { number: "+17035550151", source: "truck" },
    ]);
    expect(config.OFFICE_PHONES).toEqual(["+17035550100", "+17035550101"]);
    expect(config.OFFICE_HOURS).toBe("07:30-18:00");
  });

  it("without them: no numbers, no office phones, hours 08:00-17:00", () => {
    const config = parseConfig({ DATA_DIR: dataDir() });
    expect(config.TWILIO_NUMBERS).toEqual([]);
    expect(config.OFFICE_PHONES).toEqual([]);
    expect(config.OFFICE_HOURS).toBe("08:00-17:00");
    expect([config.TEXT_BACK_HOURLY_LIMIT, config.MISSED_CALL_ALERT_HOURLY_LIMIT]).toEqual([20, 5]);
  });

  it("takes the missed calls' hourly limits as whole numbers in range, and names a bad one at start-up", () => {
    const config = parseConfig({ DATA_DIR: dataDir(), TEXT_BACK_HOURLY_LIMIT: "50", MISSED_CALL_ALERT_HOURLY_LIMIT: "2" });
    expect([config.TEXT_BACK_HOURLY_LIMIT, config.MISSED_CALL_ALERT_HOURLY_LIMIT]).toEqual([50, 2]);
    expect(issues({ TEXT_BACK_HOURLY_LIMIT: "0" })[0]).toMatch(/^TEXT_BACK_HOURLY_LIMIT: /);
    expect(issues({ TEXT_BACK_HOURLY_LIMIT: "lots" })[0]).toMatch(/^TEXT_BACK_HOURLY_LIMIT: /);
    expect(issues({ MISSED_CALL_ALERT_HOURLY_LIMIT: "2.5" })[0]).toMatch(/^MISSED_CALL_ALERT_HOURLY_LIMIT: /);
    expect(issues({ MISSED_CALL_ALERT_HOURLY_LIMIT: "101" })[0]).toMatch(/^MISSED_CALL_ALERT_HOURLY_LIMIT: /);
  });

  it("names a bad entry, a number listed twice, bad hours, and numbers without the Twilio account", () => {
    expect(issues({ ...twilio, TWILIO_NUMBERS: "7035550142=website" })).toEqual([
      'TWILIO_NUMBERS: "7035550142=website" must be an E.164 number and a source like +17035550142=website',
    ]);
    expect(issues({ ...twilio, TWILIO_NUMBERS: "+17035550142" })[0]).toMatch(/^TWILIO_NUMBERS: /);
    expect(issues({ ...twilio, TWILIO_NUMBERS: "+17035550142=a,+17035550142=b" })).toEqual(["TWILIO_NUMBERS: lists a number twice"]);
    expect(issues({ OFFICE_HOURS: "8-17" })).toEqual(["OFFICE_HOURS: must be HH:MM-HH:MM, like 08:00-17:00"]);
    expect(issues({ OFFICE_PHONES: "703-555-0100" })[0]).toMatch(/^OFFICE_PHONES\.0: must be E\.164/);
    expect(issues({ TWILIO_NUMBERS: "+17035550142=website" })).toEqual(["TWILIO_NUMBERS: needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN"]);
  });

  it("shows the first Twilio number for calls and texts; without Twilio, BUSINESS_* or the defaults as before", () => {
    const numbers = [
      { number: "+17035550150", source: "google-ads" },
      { number: "+17035550142", source: "website" },
    ];
    expect(publicPhones({ TWILIO_NUMBERS: numbers, BUSINESS_PHONE: "(571) 555-0199", BUSINESS_TEXT_PHONE: undefined })).toEqual({
      phone: "(703) 555-0150",
      textPhone: "(703) 555-0150",
    });
    expect(publicPhones({ TWILIO_NUMBERS: [], BUSINESS_PHONE: "(571) 555-0199", BUSINESS_TEXT_PHONE: undefined })).toEqual({
      phone: "(571) 555-0199",
      textPhone: "(703) 555-0143",
    });
  });
});
