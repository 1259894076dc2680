import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/lib/platform/config.server";
import { callerRefusal, numberRefusal } from "~/lib/phone/textable-number.server";

/**
 * Who the site texts on its own (docs/phone.md, "Who may be texted"): ordinary US numbers by the numbering plan,
 * Canada only with TEXT_CANADA=1, never a premium, personal or other non-geographic range, never a withheld
 * caller ID's placeholder; a caller's ID attested A or B (or not reported at all).
 */
const US_ONLY = { canada: false };
const WITH_CANADA = { canada: true };

describe("numberRefusal", () => {
  it.each([
    ["+17035550142", "Northern Virginia (the tests' fictional 555-01XX)"],
    ["+12025550130", "Washington DC"],
    ["+13015550111", "Maryland"],
    ["+15715550401", "Virginia, 571"],
    ["+12125551212", "New York"],
  ])("texts %s (%s)", (number) => {
    expect(numberRefusal(number, US_ONLY)).toBeNull();
  });

  it.each([
    ["+18765550123", "Jamaica"],
    ["+18095550100", "the Dominican Republic"],
    ["+12465550100", "Barbados"],
    ["+14415550100", "Bermuda"],
    ["+12845550100", "the British Virgin Islands"],
    ["+16495550100", "Turks and Caicos"],
    ["+17875550100", "Puerto Rico: its own region of the numbering plan"],
    ["+13405550100", "the US Virgin Islands"],
    ["+16715550100", "Guam"],
    ["+16845550100", "American Samoa"],
    ["+16705550100", "the Northern Mariana Islands"],
    ["+14165550123", "Toronto, with Canada off"],
    ["+15555550100", "no area code 555"],
    ["+17030000000", "an exchange starting with 0"],
    ["+447700900123", "the UK"],
    ["+1703555014", "a +1 number a digit short"],
  ])("refuses %s as not-us (%s)", (number) => {
    expect(numberRefusal(number, US_ONLY)).toBe("not-us");
  });

  it.each([
    ["+19005550199", "900 pay-per-call"],
    ["+19765550100", "976, never a geographic area code"],
    ["+17039765555", "the 976 pay-per-call exchange inside a US area code"],
    ["+15005550100", "500 personal numbers"],
    ["+15335550100", "533 personal numbers"],
    ["+15885550100", "588 personal numbers"],
    ["+18005550100", "toll-free"],
    ["+18885550100", "toll-free"],
  ])("refuses %s as premium (%s)", (number) => {
    expect(numberRefusal(number, US_ONLY)).toBe("premium");
    expect(numberRefusal(number, WITH_CANADA)).toBe("premium");
  });

  it("takes Canada's area codes only with TEXT_CANADA, and the Caribbean never", () => {
    for (const number of ["+14165550123", "+16135550123", "+16045550123", "+15145550123"]) {
      expect(numberRefusal(number, US_ONLY)).toBe("not-us");
      expect(numberRefusal(number, WITH_CANADA)).toBeNull();
    }
    expect(numberRefusal("+18765550123", WITH_CANADA)).toBe("not-us");
    expect(numberRefusal("+17875550100", WITH_CANADA)).toBe("not-us");
  });

  it("refuses Twilio's withheld-ID placeholders, as numbers and as words", () => {
    for (const number of ["+266696687", "+86282452253", "+8656696", "+7378742833", "+2562533", "+7748283", "anonymous", "+Restricted", "UNKNOWN"]) {
      expect(numberRefusal(number, WITH_CANADA)).toBe("placeholder");
    }
  });
});

describe("callerRefusal", () => {
  it("texts a US caller attested A or B, or with no attestation reported", () => {
    expect(callerRefusal("+12025550130", "TN-Validation-Passed-A", US_ONLY)).toBeNull();
    expect(callerRefusal("+12025550130", "TN-Validation-Passed-B", US_ONLY)).toBeNull();
    expect(callerRefusal("+12025550130", null, US_ONLY)).toBeNull();
  });

  it("refuses attestation C, a failed one and an unchecked one", () => {
    for (const verstat of ["TN-Validation-Passed-C", "TN-Validation-Passed", "TN-Validation-Failed-A", "TN-Validation-Failed", "No-TN-Validation"]) {
      expect(callerRefusal("+12025550130", verstat, US_ONLY)).toBe("unverified");
    }
  });

  it("judges the number before the attestation", () => {
    expect(callerRefusal("+18765550123", "TN-Validation-Passed-A", US_ONLY)).toBe("not-us");
    expect(callerRefusal("+19005550199", "TN-Validation-Passed-A", US_ONLY)).toBe("premium");
    expect(callerRefusal("+266696687", "TN-Validation-Passed-C", US_ONLY)).toBe("placeholder");
  });
});

describe("TEXT_CANADA", () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "text-canada-test-"));
  it("is off by default, 1 turns it on, anything else is named at start-up", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).TEXT_CANADA).toBe(false);
    expect(parseConfig({ DATA_DIR: dataDir(), TEXT_CANADA: "1" }).TEXT_CANADA).toBe(true);
    let issues: string[] = [];
    try {
      parseConfig({ DATA_DIR: dataDir(), TEXT_CANADA: "yes" });
    } catch (error) {
      if (error instanceof ConfigError) issues = error.issues;
    }
    expect(issues).toEqual(["TEXT_CANADA: must be 0 or 1"]);
  });
});
