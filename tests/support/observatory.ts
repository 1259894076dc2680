/**
 * Mozilla HTTP Observatory's scoring (its v2 rules: every test, modifier and the grade chart), applied to
 * responses a test fetched itself. Scoring starts at 100; penalties always count, bonuses only when the
 * score without them is at least 90; 100 or more is an A+.
 *
 * Simplifications, each of which only matters for sites unlike ours: one CSP policy per response (several
 * make the Observatory intersect them; we refuse to score that), a script host is "similar" when its last
 * two labels match the site's (the Observatory uses the public-suffix list), and the site is not on the
 * HSTS preload list.
 *
 * Why not Mozilla's own package, @mdn/mdn-http-observatory (decision 0070): its one public function,
 * `scan(hostname)`, fetches ports 80 and 443 of a public host over verified https, so it cannot reach the
 * built server on a loopback port; its scorer for given responses is not exported; and its install downloads
 * lists from the internet. The modifiers below match its `src/grader/charts.js` as of version 1.4.8.
 */

export interface ObservatoryInput {
  /** The https URL the Observatory would scan. */
  url: URL;
  /** The final (200) response of that URL. */
  headers: Headers;
  html: string;
  /** Every Set-Cookie seen while fetching, redirects included. */
  setCookies: string[];
  /** The same page fetched with a foreign Origin (the Observatory's CORS probe). */
  corsHeaders: Headers;
  corsOrigin: string;
  /** Where http://host/ led, the http URL first; null when nothing answers on http. */
  httpRoute: URL[] | null;
}

interface TestResult {
  result: string;
  modifier: number;
  pass: boolean;
}

interface Score {
  score: number;
  grade: string;
  tests: Record<string, TestResult>;
}

const MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-implemented-but-duplicate-directives": 0,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-all-redirects-preloaded": 0,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "cross-origin-resource-policy-not-implemented": 0,
  "cross-origin-resource-policy-implemented-with-same-origin": 10,
  "cross-origin-resource-policy-implemented-with-same-site": 10,
  "cross-origin-resource-policy-implemented-with-cross-origin": 0,
  "cross-origin-resource-policy-header-invalid": -5,
};

const result = (name: string, pass: boolean): TestResult => {
  const modifier = MODIFIERS[name];
  if (modifier === undefined) throw new Error(`no modifier for ${name}`);
  return { result: name, modifier, pass };
};

/** `<meta http-equiv=NAME content=…>` values, as the Observatory reads them from the page. */
function httpEquiv(html: string, name: string): string[] {
  const values: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const equiv = /http-equiv\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const content = /content\s*=\s*"([^"]*)"|content\s*=\s*'([^']*)'/i.exec(tag);
    if (equiv?.toLowerCase() === name && content) values.push(content[1] ?? content[2] ?? "");
  }
  return values;
}

/** One policy's directives; duplicates (other than report-uri/report-to) make it invalid. */
function parseCsp(policy: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  const text = policy.replace(/[\r\n]/g, "").trim();
  if (text.length < "img-src".length - 1) throw new Error("invalid policy");
  for (const entry of text.split(";")) {
    const [directiveEntry, ...sources] = entry.trim().split(/\s+/);
    if (!directiveEntry) continue;
    const directive = directiveEntry.toLowerCase();
    if (csp.has(directive)) {
      if (directive === "report-uri" || directive === "report-to") continue;
      throw new Error(`duplicate directive ${directive}`);
    }
    const values = sources.map((s) => s.trim().toLowerCase());
    csp.set(directive, new Set(values.length === 0 && directive.endsWith("-src") ? ["'none'"] : values));
  }
  return csp;
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const BROAD_OR_INLINE = new Set([...BROAD, "'unsafe-inline'", "data:"]);
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

function cspTest(input: ObservatoryInput): { test: TestResult; data: Map<string, Set<string>> | null } {
  const header = (input.headers.get("content-security-policy") ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const meta = httpEquiv(input.html, "content-security-policy");
  const policies = [...header, ...meta];
  if (policies.length === 0) {
    const reporting = input.headers.has("content-security-policy-report-only");
    return { test: result(reporting ? "csp-not-implemented-but-reporting-enabled" : "csp-not-implemented", false), data: null };
  }
  if (policies.length > 1) throw new Error("several CSP policies: not scored by this implementation");
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(policies[0]!);
  } catch {
    return { test: result("csp-header-invalid", false), data: null };
  }
  if (meta.length) for (const d of ["frame-ancestors", "report-uri", "sandbox"]) csp.delete(d);
  const any = () => new Set(["*"]);
  const get = (d: string) => (csp.get(d) ? new Set(csp.get(d)) : undefined);
  const objectSrc = get("object-src") ?? get("default-src") ?? any();
  const scriptSrc = get("script-src") ?? get("default-src") ?? any();
  const styleSrc = get("style-src") ?? get("default-src") ?? any();
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p)))) list.delete("'unsafe-inline'");
  }
  let outcome: string | null = null;
  if (scriptSrc.has("'strict-dynamic'")) {
    if ([...scriptSrc].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p)))) {
      for (const s of [...scriptSrc]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s);
    } else outcome = "csp-header-invalid";
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [...csp.entries()].filter(([d]) => !passive.has(d) && d !== "script-src").flatMap(([, v]) => [...v]);
  active.push(...scriptSrc);
  const passiveSources = [...passive].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const https = input.url.protocol === "https:";
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => BROAD.has(s))) outcome ??= "csp-implemented-with-unsafe-inline";
  if (https && active.some(insecure)) outcome ??= "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) outcome ??= "csp-implemented-with-unsafe-eval";
  if (https && passiveSources.some(insecure)) outcome ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) outcome ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  outcome ??= defaultSrc?.has("'none'") && defaultSrc.size === 1 ? "csp-implemented-with-no-unsafe-default-src-none" : "csp-implemented-with-no-unsafe";
  const pass = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ].includes(outcome);
  return { test: result(outcome, pass), data: csp };
}

function hstsTest(input: ObservatoryInput): TestResult {
  if (input.url.protocol !== "https:") return result("hsts-not-implemented", false);
  const header = input.headers.get("strict-transport-security");
  if (!header) return result("hsts-not-implemented", false);
  if (header.includes(",")) return result("hsts-header-invalid", false);
  const maxAge = header
    .split(";")
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith("max-age="));
  if (!maxAge) return result("hsts-header-invalid", false);
  const seconds = Number.parseInt(maxAge.slice(8, 128), 10);
  return seconds < 15_552_000
    ? result("hsts-implemented-max-age-less-than-six-months", false)
    : result("hsts-implemented-max-age-at-least-six-months", true);
}

/** Worst first, as the Observatory ranks cookie findings. */
const COOKIE_BADNESS = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];

function cookiesTest(input: ObservatoryInput, hsts: boolean): TestResult {
  if (input.setCookies.length === 0) return result("cookies-not-found", true);
  let outcome: string | null = null;
  const worse = (candidate: string) => {
    if (outcome === null || COOKIE_BADNESS.indexOf(candidate) > COOKIE_BADNESS.indexOf(outcome)) outcome = candidate;
  };
  let missingSameSite = false;
  for (const raw of input.setCookies) {
    const [pair = "", ...attributes] = raw.split(";").map((p) => p.trim());
    const key = pair.split("=")[0]!.toLowerCase();
    const attr = new Map(attributes.map((a) => [a.split("=")[0]!.trim().toLowerCase(), a.split("=")[1]?.trim() ?? ""]));
    const secure = attr.has("secure");
    const httpOnly = attr.has("httponly");
    const sameSite = attr.get("samesite");
    if (attr.has("samesite") && !["lax", "strict", "none"].includes((sameSite ?? "").toLowerCase())) worse("cookies-samesite-flag-invalid");
    const session = ["login", "sess"].some((i) => key.includes(i));
    if (!secure && sameSite?.toLowerCase() === "none") worse("cookies-samesite-flag-invalid");
    if (!secure) worse(hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (key.includes("csrf") && !sameSite) worse("cookies-anticsrf-without-samesite-flag");
    if (session && !secure) worse(hsts ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag");
    if (session && !httpOnly) worse("cookies-session-without-httponly-flag");
    if (!sameSite) missingSameSite = true;
  }
  const final: string = outcome ?? (missingSameSite ? "cookies-secure-with-httponly-sessions" : "cookies-secure-with-httponly-sessions-and-samesite");
  return result(final, ["cookies-secure-with-httponly-sessions", "cookies-secure-with-httponly-sessions-and-samesite"].includes(final));
}

function corsTest(input: ObservatoryInput): TestResult {
  const acao = input.corsHeaders.get("access-control-allow-origin")?.slice(0, 256).trim().toLowerCase();
  if (!acao) return result("cross-origin-resource-sharing-not-implemented", true);
  if (acao === "*") return result("cross-origin-resource-sharing-implemented-with-public-access", true);
  const credentials = input.corsHeaders.get("access-control-allow-credentials")?.trim().toLowerCase() === "true";
  if (acao === input.corsOrigin.toLowerCase() && credentials) return result("cross-origin-resource-sharing-implemented-with-universal-access", false);
  return result("cross-origin-resource-sharing-implemented-with-restricted-access", true);
}

function redirectionTest(input: ObservatoryInput): TestResult {
  const route = input.httpRoute;
  if (!route) return result("redirection-not-needed-no-http", true);
  if (route.length === 1) return result("redirection-missing", false);
  if (route.at(-1)!.protocol !== "https:") return result("redirection-not-to-https", false);
  if (route[1]!.protocol === "http:") return result("redirection-not-to-https-on-initial-redirection", false);
  if (route[0]!.hostname !== route[1]!.hostname) return result("redirection-off-host-from-http", false);
  return result("redirection-to-https", true);
}

function referrerTest(input: ObservatoryInput): TestResult {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const values = [...(input.headers.get("referrer-policy") ? [input.headers.get("referrer-policy")!] : []), ...httpEquiv(input.html, "referrer")];
  if (values.length === 0) return result("referrer-policy-not-implemented", true);
  const policy =
    values
      .join(", ")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter((e) => good.includes(e) || bad.includes(e))
      .at(-1) ?? "";
  if (good.includes(policy)) return result("referrer-policy-private", true);
  return result(bad.includes(policy) ? "referrer-policy-unsafe" : "referrer-policy-header-invalid", false);
}

const lastTwoLabels = (host: string) => host.split(".").slice(-2).join(".");

function sriTest(input: ObservatoryInput): TestResult {
  const mime = (input.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (mime && !["text/html", "application/xhtml+xml"].includes(mime)) return result("sri-not-implemented-response-not-html", true);
  const order = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
    "sri-not-implemented-response-not-html",
  ];
  let outcome: string | null = null;
  const worse = (candidate: string) => {
    if (outcome === null || order.indexOf(candidate) > order.indexOf(outcome)) outcome = candidate;
  };
  const scripts = [...input.html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\sintegrity\s*=/i.test(attributes);
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !absolute;
    const sameDomain = protocolRelative || relative || lastTwoLabels(new URL(src).hostname) === lastTwoLabels(input.url.hostname);
    const secureOrigin = relative || (sameDomain && !protocolRelative);
    const secureScheme = (absolute && new URL(src).protocol === "https:") || (relative && input.url.protocol === "https:");
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) worse("sri-implemented-but-external-scripts-not-loaded-securely");
      else if (!integrity && secureScheme) worse("sri-not-implemented-but-external-scripts-loaded-securely");
      else if (!integrity) worse("sri-not-implemented-and-external-scripts-not-loaded-securely");
    } else if (integrity && secureScheme && outcome === null) outcome = "sri-implemented-and-all-scripts-loaded-securely";
  }
  if (scripts.length === 0) outcome = "sri-not-implemented-but-no-scripts-loaded";
  outcome ??= foreign ? "sri-implemented-and-external-scripts-loaded-securely" : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  const final: string = outcome;
  return result(
    final,
    [
      "sri-implemented-and-all-scripts-loaded-securely",
      "sri-implemented-and-external-scripts-loaded-securely",
      "sri-not-implemented-response-not-html",
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      "sri-not-implemented-but-no-scripts-loaded",
    ].includes(final),
  );
}

function contentTypeOptionsTest(input: ObservatoryInput): TestResult {
  const header = input.headers.get("x-content-type-options");
  if (!header) return result("x-content-type-options-not-implemented", false);
  return header.slice(0, 256).trim().toLowerCase() === "nosniff"
    ? result("x-content-type-options-nosniff", true)
    : result("x-content-type-options-header-invalid", false);
}

function frameOptionsTest(input: ObservatoryInput, csp: Map<string, Set<string>> | null): TestResult {
  if (csp?.has("frame-ancestors")) return result("x-frame-options-implemented-via-csp", true);
  const header = input.headers.get("x-frame-options")?.slice(0, 1024).trim().toLowerCase();
  if (!header) return result("x-frame-options-not-implemented", false);
  if (header === "deny" || header === "sameorigin") return result("x-frame-options-sameorigin-or-deny", true);
  if (header.startsWith("allow-from")) return result("x-frame-options-allow-from-origin", true);
  return result("x-frame-options-header-invalid", false);
}

function resourcePolicyTest(input: ObservatoryInput): TestResult {
  const header = input.headers.get("cross-origin-resource-policy") ?? httpEquiv(input.html, "cross-origin-resource-policy").at(-1);
  const value = header?.slice(0, 256).trim().toLowerCase();
  if (!value) return result("cross-origin-resource-policy-not-implemented", true);
  const known: Record<string, string> = {
    "same-site": "cross-origin-resource-policy-implemented-with-same-site",
    "same-origin": "cross-origin-resource-policy-implemented-with-same-origin",
    "cross-origin": "cross-origin-resource-policy-implemented-with-cross-origin",
  };
  return known[value] ? result(known[value], true) : result("cross-origin-resource-policy-header-invalid", false);
}

/** The grade for a score: A+ from 100, otherwise the chart by steps of five. */
export function grade(score: number): string {
  const chart: [number, string][] = [
    [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"],
    [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
  ];
  return chart.find(([floor]) => Math.max(score, 0) >= floor)![1];
}

export function observatoryScore(input: ObservatoryInput): Score {
  const csp = cspTest(input);
  const hsts = hstsTest(input);
  const tests: Record<string, TestResult> = {
    "content-security-policy": csp.test,
    cookies: cookiesTest(input, hsts.pass),
    "cross-origin-resource-sharing": corsTest(input),
    redirection: redirectionTest(input),
    "referrer-policy": referrerTest(input),
    "strict-transport-security": hsts,
    "subresource-integrity": sriTest(input),
    "x-content-type-options": contentTypeOptionsTest(input),
    "x-frame-options": frameOptionsTest(input, csp.data),
    "cross-origin-resource-policy": resourcePolicyTest(input),
  };
  const modifiers = Object.values(tests).map((t) => t.modifier);
  const withExtraCredit = 100 + modifiers.reduce((a, b) => a + b, 0);
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const score = Math.max(uncurved >= 90 ? withExtraCredit : uncurved, 0);
  return { score, grade: grade(score), tests };
}
