import { describe, expect, it } from "vitest";
import { observatoryScore } from "../support/observatory";
import { useSite } from "../support/site";

/**
 * The built server in production, as deployed behind one TLS-terminating proxy on https://valor.example,
 * scored the way Mozilla's HTTP Observatory scores a site. The requests go over loopback http, carrying
 * what the proxy adds (X-Forwarded-Proto). Mozilla's package cannot scan a loopback port, so the scoring is
 * tests/support/observatory.ts (decision 0070).
 */
const SITE = "https://valor.example";
const OBSERVATORY_ORIGIN = "https://http-observatory.security.mozilla.org";

describe("HTTP Observatory grade of the production server", () => {
  const site = useSite({ env: { NODE_ENV: "production", SITE_URL: SITE, TRUST_PROXY: "1" } });

  const fetchVia = (path: string, proto: "http" | "https", headers: Record<string, string> = {}) => site.get(path, "", { "X-Forwarded-Proto": proto, ...headers });

  it.each(["/", "/services/panel-upgrades", "/login"])("scores A+ (100 or more) for %s", async (path) => {
    const plain = await fetchVia(path, "http");
    expect(plain.status).toBe(301);
    const route = [new URL(path, SITE.replace("https:", "http:")), new URL(plain.headers.get("Location")!)];

    const response = await fetchVia(path, "https");
    expect(response.status).toBe(200);
    const cors = await fetchVia(path, "https", { Origin: OBSERVATORY_ORIGIN });
    const result = observatoryScore({
      url: new URL(path, SITE),
      headers: response.headers,
      html: await response.text(),
      setCookies: [...plain.headers.getSetCookie(), ...response.headers.getSetCookie()],
      corsHeaders: cors.headers,
      corsOrigin: OBSERVATORY_ORIGIN,
      httpRoute: route,
    });
    const penalties = Object.entries(result.tests).filter(([, t]) => t.modifier < 0);
    expect(penalties).toEqual([]);
    expect(result.tests.redirection!.result).toBe("redirection-to-https");
    expect(result.tests["strict-transport-security"]!.result).toBe("hsts-implemented-max-age-at-least-six-months");
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe("A+");
  });
});
