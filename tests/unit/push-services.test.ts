import { describe, expect, it } from "vitest";
import { ConfigError, validateEnv } from "~/lib/platform/config.server";
import { isPushServiceEndpoint } from "~/lib/emergencies/push-services";

const production = { allowLoopback: false };
const underTest = { allowLoopback: true };

describe("push service endpoints", () => {
  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://fcm.googleapis.com/wp/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://web.push.apple.com/QGx2Y3",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(isPushServiceEndpoint(endpoint, production), endpoint).toBe(true);
    }
  });

  it("refuses loopback, private, metadata and other addresses, other ports, plain http and look-alikes", () => {
    for (const endpoint of [
      "http://127.0.0.1:8080/push/x",
      "https://localhost/push/x",
      "https://[::1]/push/x",
      "https://10.0.0.7/x",
      "https://192.168.1.1/x",
      "http://169.254.169.254/latest/meta-data/",
      "https://[fd00::1]/x",
      "https://push.example.com/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com.evil.test/x",
      "https://evilpush.apple.com/x",
      "https://user:pass@fcm.googleapis.com/x",
      "not a url",
    ]) {
      expect(isPushServiceEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it("the test allowance adds loopback only, never private ranges", () => {
    expect(isPushServiceEndpoint("http://127.0.0.1:8080/push/x", underTest)).toBe(true);
    expect(isPushServiceEndpoint("http://[::1]:8080/push/x", underTest)).toBe(true);
    for (const endpoint of ["http://10.0.0.7/x", "http://169.254.169.254/latest", "http://[fd00::1]/x", "http://192.168.1.1/x"]) {
      expect(isPushServiceEndpoint(endpoint, underTest), endpoint).toBe(false);
    }
  });

  it("the configuration refuses the test allowance on a site that is not on loopback", () => {
    expect(() => validateEnv({ PUSH_TEST_LOOPBACK: "1", SITE_URL: "https://valor.example" })).toThrowError(ConfigError);
    expect(() => validateEnv({ PUSH_TEST_LOOPBACK: "1", SITE_URL: "http://192.168.1.20:3000" })).toThrowError(/PUSH_TEST_LOOPBACK/);
    expect(validateEnv({ PUSH_TEST_LOOPBACK: "1", SITE_URL: "http://127.0.0.1:3000" }).PUSH_TEST_LOOPBACK).toBe(true);
    expect(validateEnv({ SITE_URL: "https://valor.example" }).PUSH_TEST_LOOPBACK).toBe(false);
  });
});
