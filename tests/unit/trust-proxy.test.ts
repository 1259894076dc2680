import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileTrust, parseTrustProxy } from "~/lib/client-ip.server";
import { ConfigError, parseConfig } from "~/lib/config.server";

const config = (TRUST_PROXY?: string) =>
  parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "trust-")), ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) });

describe("TRUST_PROXY", () => {
  it("defaults to no proxy and reads hop counts", () => {
    expect(config().TRUST_PROXY).toBe(0);
    expect(config("0").TRUST_PROXY).toBe(0);
    expect(config("false").TRUST_PROXY).toBe(0);
    expect(config("2").TRUST_PROXY).toBe(2);
  });

  it("reads addresses, subnets and the named ranges", () => {
    expect(config("10.0.0.0/8, 192.0.2.1, ::1, loopback").TRUST_PROXY).toEqual(["10.0.0.0/8", "192.0.2.1", "::1", "loopback"]);
  });

  it("refuses true, which would trust the entries visitors write, with a message saying what to set", () => {
    expect(() => config("true")).toThrowError(ConfigError);
    expect(() => config("true")).toThrowError(/TRUST_PROXY: true would trust every X-Forwarded-For entry.*number of proxies/);
    for (const bad of ["yes", "10.0.0.0/33", "300.1.1.1", "11", "-1", "10.0.0.1/8/1", "__proto__"]) {
      expect(parseTrustProxy(bad), bad).toHaveProperty("error");
    }
  });

  it("trusts hops by position, or by address whatever their position", () => {
    const hops = compileTrust(1);
    expect([hops("203.0.113.9", 0), hops("10.0.0.1", 1)]).toEqual([true, false]);
    const subnets = compileTrust(["10.0.0.0/8", "loopback"]);
    expect(subnets("10.1.2.3", 0)).toBe(true);
    expect(subnets("::ffff:10.1.2.3", 3)).toBe(true);
    expect(subnets("127.0.0.1", 1)).toBe(true);
    expect(subnets("::1", 0)).toBe(true);
    expect(subnets("11.0.0.1", 0)).toBe(false);
    expect(subnets("not-an-address", 0)).toBe(false);
  });
});
