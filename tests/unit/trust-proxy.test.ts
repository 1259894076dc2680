import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addressKey, compileTrust, parseTrustProxy } from "~/lib/platform/client-ip.server";
import { ConfigError, parseConfig } from "~/lib/platform/config.server";

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

  it("keys limits by IPv4 address or IPv6 /64, whatever the notation", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of ["2001:db8:1:2::1", "2001:DB8:1:2:ffff:0:0:9", "2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::1%eth0", "2001:db8:1:2:3:4:1.2.3.4"]) {
      expect(addressKey(address), address).toBe(network);
    }
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(addressKey("unknown")).toBe("unknown");
  });
});
