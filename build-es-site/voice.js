// server/voice.ts
import { createServer } from "node:http";

// app/lib/platform/config.server.ts
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isIPv4 } from "node:net";
import path from "node:path";
import { z } from "zod";

// app/lib/platform/client-ip.server.ts
import { BlockList, isIP } from "node:net";
var PRESETS = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"]
};
function parseSubnet(entry) {
  const [address = "", prefixText, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === void 0 ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return null;
  return [address, prefix, version === 4 ? "ipv4" : "ipv6"];
}
function parseTrustProxy(value) {
  const text = value.trim().toLowerCase();
  if (text === "false") return 0;
  if (text === "true") {
    return {
      error: "true would trust every X-Forwarded-For entry, and visitors write the first ones themselves: set the number of proxies in front of the app (usually 1) or their addresses/subnets"
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: "at most 10 proxy hops" };
  }
  const entries = text.split(",").map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !preset(e) && !parseSubnet(e));
  if (entries.length === 0 || bad.length > 0) {
    return { error: `expected a hop count or addresses/subnets, not ${JSON.stringify(bad.join(", ") || value)}` };
  }
  return entries;
}
var preset = (name) => Object.hasOwn(PRESETS, name) ? PRESETS[name] : void 0;
var unmapped = (address) => /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
function ipv6Groups(address) {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const part = (text) => text ? text.split(":").map((group) => parseInt(group, 16)) : [];
  const front = part(head);
  const back = tail === void 0 ? [] : part(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}
function addressKey(address) {
  const plain = address.replace(/%.*$/, "");
  const version = isIP(plain);
  if (version === 4) return plain;
  if (version !== 6) return address;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 65535) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  const network = groups.slice(0, 4).map((g) => g.toString(16)).join(":");
  return `${new URL(`http://[${network}::]/`).hostname.slice(1, -1)}/64`;
}
function compileTrust(trust) {
  if (typeof trust === "number") return (_address, index) => index < trust;
  const list = new BlockList();
  for (const entry of trust.flatMap((e) => preset(e) ?? [e])) {
    const [address, prefix, family] = parseSubnet(entry);
    list.addSubnet(address, prefix, family);
  }
  return (address) => {
    const plain = unmapped(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? "ipv4" : "ipv6");
  };
}
function clientIpOf(req, trust) {
  const peer = unmapped(req.socket.remoteAddress ?? "unknown");
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : header ?? "").split(",").map((e) => unmapped(e.trim())).filter(Boolean).reverse();
  const hops = [peer, ...forwarded];
  let i = 0;
  while (i < hops.length - 1 && trust(hops[i], i)) i++;
  return addressKey(hops[i]);
}

// app/content/buckets.ts
var galleryBuckets = [
  { id: "gallery-panels", adminLabel: "Panel Upgrades", importLabel: "Panel Upgrades" },
  { id: "gallery-ev-chargers", adminLabel: "EV Charger Installation", importLabel: "EV Chargers" },
  { id: "gallery-lighting", adminLabel: "Lighting", importLabel: "Lighting" },
  { id: "gallery-before-after", adminLabel: "Before & After", importLabel: "Before & After" },
  { id: "gallery-commercial", adminLabel: "Commercial", importLabel: "Commercial" },
  { id: "gallery-general", adminLabel: "General", importLabel: "General" }
];
var MEDIA_BUCKET = "media";
var allBuckets = [...galleryBuckets.map((b) => b.id), MEDIA_BUCKET];
var DEFAULT_PHOTOS_BUCKET = "lead-photos";

// app/content/catalogue.ts
function catalogue(en2, es2) {
  return { en: en2, es: es2 };
}

// app/content/business.ts
var defaultBusiness = {
  name: "Valor Electric",
  legalName: "Valor Electric LLC",
  assistantName: "Grace",
  phone: "(703) 555-0142",
  textPhone: "(703) 555-0143",
  mobilePhone: "(571) 555-0144",
  email: "office@example.com",
  licence: "VA-2705-071234",
  siteUrl: "http://localhost:3000",
  schedulingUrl: "https://calendly.com/valor-electric-example/30min",
  address: { street: "9000 Center Street", city: "Manassas", region: "VA", postalCode: "20110", country: "US" },
  hours: "24/7 - Every Day",
  holidays: "Open All Holidays",
  serviceArea: "Virginia & Surrounding Areas",
  radius: "100+ miles from Manassas, VA",
  timeZone: "America/New_York"
};
var hoursText = catalogue(
  { hours: defaultBusiness.hours, holidays: defaultBusiness.holidays },
  { hours: "24/7 - Todos los d\xEDas", holidays: "Abierto todos los d\xEDas feriados" }
);

// app/lib/platform/singleton.server.ts
function singleton(name, create) {
  const store = globalThis;
  store.__singletons ??= /* @__PURE__ */ new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name);
}

// app/lib/platform/config.server.ts
var optionalUrl = z.string().url().optional();
var PLACEHOLDER_SECRET = /change[-_ ]?me|replace[-_ ]?me|placeholder/i;
var emptyToUndefined = (value) => value === "" ? void 0 : value;
var E164 = /^\+[1-9]\d{6,14}$/;
var phoneList = () => z.string().default("").transform((value) => value.split(",").map((p) => p.trim()).filter(Boolean)).pipe(z.array(z.string().regex(E164, "must be E.164 numbers like +17035550100, comma-separated")));
var envSchema = z.object({
  // Production unless told otherwise (`npm run dev` says development); see docs/decisions/0070.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** Proxies in front of the app: a hop count (0 = none) or their addresses/subnets (docs/decisions/0061). */
  TRUST_PROXY: z.string().default("0").transform((value, ctx) => {
    const parsed = parseTrustProxy(value);
    if (typeof parsed === "number" || Array.isArray(parsed)) return parsed;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error });
    return z.NEVER;
  }),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  DATABASE_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().default("S3RVER"),
  S3_SECRET_ACCESS_KEY: z.string().default("S3RVER"),
  S3_PUBLIC_URL: optionalUrl,
  /** Private bucket for the photos visitors send with a request: never public, read only through signed links. */
  PHOTOS_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).default(DEFAULT_PHOTOS_BUCKET),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Valor Electric <no-reply@example.com>"),
  OFFICE_EMAIL: z.string().email().optional(),
  /** Outbox retry policy: first retry delay (doubles per failure) and how long a claimed mail stays claimed. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(3e4),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1e3).default(5 * 6e4),
  /** Twilio Messaging API for SMS alerts to the people on call; unset = no SMS (push and office mail still go). */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default("https://api.twilio.com"),
  /** The on-call list while the admin's is empty: E.164 numbers, comma-separated, in order. */
  ONCALL_PHONES: phoneList(),
  /** An emergency nobody acknowledged in this many minutes alerts the next person, then the whole list. */
  ONCALL_ESCALATE_MINUTES: z.coerce.number().min(0.1).max(240).default(5),
  /**
   * The office's clock: the on-call hours, the admin's and the status page's times, the dashboard's days. Its
   * default is the business's, and everything reads it as `getBusiness().timeZone`.
   */
  ONCALL_TIME_ZONE: z.string().default(defaultBusiness.timeZone).refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "is not a known time zone"),
  /**
   * The site's Twilio numbers, each with the source its calls and texts count under, in order
   * (`+17035550142=website,+17035550150=google-ads`): the first is the number the site shows. Unset = no phone
   * webhooks, the BUSINESS_* numbers as before (docs/phone.md).
   */
  TWILIO_NUMBERS: z.string().default("").transform((value, ctx) => {
    const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
    return entries.flatMap((entry) => {
      const [number = "", source = "", ...rest] = entry.split("=").map((part) => part.trim());
      if (E164.test(number) && /^[a-z0-9][a-z0-9_-]{0,39}$/.test(source) && rest.length === 0) return [{ number, source }];
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${entry}" must be an E.164 number and a source like +17035550142=website` });
      return [];
    });
  }).refine((numbers) => new Set(numbers.map((n) => n.number)).size === numbers.length, "lists a number twice"),
  /** The office's phones a call to a Twilio number rings in office hours (all at once). */
  OFFICE_PHONES: phoneList(),
  /** Office hours, daily, on the ONCALL_TIME_ZONE clock: "HH:MM-HH:MM"; outside them calls ring the people on call. */
  OFFICE_HOURS: z.string().default("08:00-17:00").pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM-HH:MM, like 08:00-17:00")),
  /** Web Push (VAPID) keys; unset = a pair generated once into DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:office@example.com"),
  /** Tests only: push subscriptions may point at a loopback push receiver (refused unless SITE_URL is loopback). */
  PUSH_TEST_LOOPBACK: z.enum(["0", "1"]).default("0").transform((value) => value === "1"),
  CALENDLY_TOKEN: z.string().optional(),
  CALENDLY_API_URL: z.string().url().default("https://api.calendly.com"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().default("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_REALTIME_URL: z.string().url().default("wss://api.openai.com/v1/realtime"),
  OPENAI_REALTIME_MODEL: z.string().default("gpt-realtime"),
  /** Port of the standalone voice relay (build/voice.js); the app itself serves /voice on PORT. */
  VOICE_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  VOICE_MAX_SESSIONS_PER_IP: z.coerce.number().int().min(1).default(2),
  VOICE_MAX_SESSION_SECONDS: z.coerce.number().int().min(10).default(600),
  /** Voice sessions open at once in one relay process, from all visitors. */
  VOICE_MAX_SESSIONS: z.coerce.number().int().min(1).default(20),
  /** Bytes one voice session may relay (both ways): 80 MB ≈ 10 minutes of 24 kHz PCM16 each way. */
  VOICE_MAX_SESSION_BYTES: z.coerce.number().int().min(1e6).default(8e7),
  /** How long the Realtime API may take to accept a session before the visitor is told it is unavailable. */
  VOICE_UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").refine((value) => !PLACEHOLDER_SECRET.test(value), "is a placeholder: generate one with `openssl rand -hex 32`").optional(),
  BUSINESS_NAME: z.string().optional(),
  BUSINESS_PHONE: z.string().optional(),
  BUSINESS_TEXT_PHONE: z.string().optional(),
  BUSINESS_MOBILE_PHONE: z.string().optional(),
  BUSINESS_EMAIL: z.string().email().optional(),
  BUSINESS_LICENCE: z.string().regex(/^VA-/, "must start with VA-").optional(),
  BUSINESS_SCHEDULING_URL: optionalUrl,
  ASSISTANT_NAME: z.string().optional()
});
var TLS_ONLY = {
  TWILIO_API_URL: "https:",
  CALENDLY_API_URL: "https:",
  OPENAI_BASE_URL: "https:",
  OPENAI_REALTIME_URL: "wss:"
};
var isLoopback = (hostname) => hostname === "localhost" || hostname === "[::1]" || isIPv4(hostname) && hostname.startsWith("127.");
var ConfigError = class extends Error {
  constructor(issues) {
    super(`Invalid environment configuration:
${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.issues = issues;
    this.name = "ConfigError";
  }
  issues;
};
function validateEnv(env) {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyToUndefined(v)]));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const parsed = result.data;
  if (parsed.NODE_ENV === "production") {
    const plain = Object.entries(TLS_ONLY).flatMap(([name, scheme]) => {
      const url = new URL(parsed[name]);
      if (url.protocol === scheme || isLoopback(url.hostname)) return [];
      return [`${name}: must be a ${scheme}// URL in production (${url.protocol}// only to this machine: localhost, 127.0.0.1, ::1)`];
    });
    if (plain.length > 0) throw new ConfigError(plain);
  }
  if (!parsed.SESSION_SECRET && parsed.DATABASE_URL) {
    throw new ConfigError(["SESSION_SECRET: required when DATABASE_URL is set"]);
  }
  if (parsed.TWILIO_NUMBERS.length > 0 && !(parsed.TWILIO_ACCOUNT_SID && parsed.TWILIO_AUTH_TOKEN)) {
    throw new ConfigError(["TWILIO_NUMBERS: needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN"]);
  }
  if (Boolean(parsed.VAPID_PUBLIC_KEY) !== Boolean(parsed.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(["VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither"]);
  }
  if (parsed.PUSH_TEST_LOOPBACK && !["127.0.0.1", "localhost", "[::1]"].includes(new URL(parsed.SITE_URL).hostname)) {
    throw new ConfigError(["PUSH_TEST_LOOPBACK: for tests only; allowed only when SITE_URL is a loopback address"]);
  }
  return parsed;
}
function parseConfig(env) {
  const parsed = validateEnv(env);
  return { ...parsed, SESSION_SECRET: parsed.SESSION_SECRET ?? localSecret(parsed.DATA_DIR) };
}
function localSecret(dataDir) {
  return generatedOnce(dataDir, "session-secret", () => randomBytes(32).toString("hex"), "SESSION_SECRET is not set: generated one into %s (fine for one machine; set it to share sessions)");
}
function generatedOnce(dataDir, name, create, notice) {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, create(), { mode: 384 });
  try {
    linkSync(temp, file);
    console.warn(notice.replace("%s", file));
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}
function getConfig() {
  return singleton("config", () => parseConfig(process.env));
}

// app/lib/platform/log.server.ts
var levels = ["debug", "info", "warn", "error"];
var LOCAL_PART = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/;
var AT_DOMAIN = /@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
function maskEmails(text) {
  if (!text.includes("@")) return text;
  let out = "";
  let done = 0;
  for (const match of text.matchAll(AT_DOMAIN)) {
    let start = match.index;
    while (start > done && LOCAL_PART.test(text[start - 1])) start -= 1;
    if (start === match.index) continue;
    out += `${text.slice(done, start)}${text[start]}***${match[0]}`;
    done = match.index + match[0].length;
  }
  return out + text.slice(done);
}
var TOKEN_PATH = /\/(status|ack)\/[^/?#\s"'<>]+/gi;
var SECRET_PARAM = /\b(token|x-amz-signature|x-amz-credential|x-amz-security-token)=[^&#\s"'<>]+/gi;
var QUERY_PARAMS = /(Failed query: [\s\S]*?\nparams: )[\s\S]*?(?=\n\s+at |$)/g;
var PHONE = /(?<![\w+])(?:(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}|\+[1-9]\d{6,14})(?!\w)/g;
function maskPersonal(text) {
  return maskEmails(text.replace(QUERY_PARAMS, "$1***")).replace(TOKEN_PATH, "/$1/***").replace(SECRET_PARAM, "$1=***").replace(PHONE, (phone) => `***-***-${phone.replace(/\D/g, "").slice(-4)}`);
}
function write(level, message, fields) {
  const threshold = getConfig().LOG_LEVEL;
  if (threshold === "silent" || levels.indexOf(level) < levels.indexOf(threshold)) return;
  const line = JSON.stringify(
    { time: (/* @__PURE__ */ new Date()).toISOString(), level, message, ...fields },
    (_key, value) => typeof value === "string" ? maskPersonal(value) : value
  );
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}
`);
}
var log = {
  debug: (message, fields) => write("debug", message, fields),
  info: (message, fields) => write("info", message, fields),
  warn: (message, fields) => write("warn", message, fields),
  error: (message, fields) => write("error", message, fields)
};

// server/voice-relay.ts
import { WebSocket, WebSocketServer } from "ws";

// app/content/facts.ts
var EMERGENCY_ARRIVAL_MINUTES = 60;
var arrivalMinutes = `${EMERGENCY_ARRIVAL_MINUTES} minutes`;
var arrivalMinute = `${EMERGENCY_ARRIVAL_MINUTES}-minute`;
var startingPrice = {
  panelUpgrade: "$3,000",
  wiring: "$350",
  evCharger: "$800",
  surgeProtection: "$300",
  emergency: "$500"
};
var NEWSLETTER_DISCOUNT = "$25";
var newsletterOffer = `${NEWSLETTER_DISCOUNT} off your first job`;
var jobDuration = {
  panelUpgrade: "4-8 hours",
  evCharger: "2-4 hours",
  surgeProtection: "1-2 hours"
};
var typicalCost = {
  newOutlet: "$150-$200",
  dedicatedCircuit: "$300-500"
};
var factText = catalogue(
  { arrivalMinutes, arrivalMinute, newsletterOffer, jobDuration: { ...jobDuration } },
  {
    arrivalMinutes: `${EMERGENCY_ARRIVAL_MINUTES} minutos`,
    arrivalMinute: `${EMERGENCY_ARRIVAL_MINUTES} minutos`,
    newsletterOffer: `${NEWSLETTER_DISCOUNT} de descuento en su primer trabajo`,
    jobDuration: { panelUpgrade: "4 a 8 horas", evCharger: "2 a 4 horas", surgeProtection: "1 a 2 horas" }
  }
);

// app/content/emergency.ts
var responsePromise = `${arrivalMinute} response promise in core area`;
var safetyTips = [
  "If there is fire or smoke, get everyone out and call 911 first \u2014 then call us.",
  "Do not touch a sparking outlet, a wet panel or any downed line; stay 30 feet from fallen wires and call the utility.",
  "If it is safe to reach the panel with dry hands, switch off the affected breaker or the main.",
  "Unplug sensitive electronics and appliances so they are not hit when power returns.",
  "Keep the freezer and fridge closed and use flashlights, not candles."
];
var emergencyFaqs = [
  {
    question: "How fast can you get here?",
    answer: `In our core area around Manassas, Woodbridge, Centreville, Gainesville and Fairfax we arrive within ${arrivalMinutes}, day or night. Further out we give you an honest arrival time on the phone.`
  },
  {
    question: "Do you charge extra at night, on weekends or on holidays?",
    answer: `No holiday surcharge. Emergency repairs start at ${startingPrice.emergency}, and you get the price for the fix before we begin. If the repair is bigger, we explain the options first.`
  },
  {
    question: "Should I call the power company or an electrician?",
    answer: "If your whole street is dark or a line is down, call the utility. If only your home or part of it is out, or anything is sparking, smelling or buzzing, call us \u2014 the problem is on your side of the meter."
  },
  {
    question: "Is a breaker that keeps tripping an emergency?",
    answer: "Yes, if it trips again right after you reset it, or you smell burning. Leave it off, unplug what is on that circuit and call us. Do not tape or hold a breaker on."
  }
];

// app/content/services.ts
var homeServiceCards = [
  {
    title: "Panel Upgrades",
    description: `100A to 200A upgrades, breaker box replacements and load calculations, usually done in ${jobDuration.panelUpgrade}.`,
    path: "/services/panel-upgrades"
  },
  {
    title: "Residential Wiring",
    description: "Whole-home and partial rewiring, aluminum and knob-and-tube replacement, new runs for additions.",
    path: "/services/residential-wiring"
  },
  {
    title: "EV Charger Installation",
    description: `Level 2 chargers for Tesla, Ford, Rivian and every J1772 car, on a dedicated circuit in ${jobDuration.evCharger}.`,
    path: "/services/ev-charger-installation"
  },
  {
    title: "Surge Protection",
    description: `A whole-home surge protector at the panel that guards every appliance, installed in ${jobDuration.surgeProtection}.`,
    path: "/services/surge-protection"
  },
  {
    title: "Lighting Installation",
    description: "Recessed, under-cabinet, landscape and fixture installs, dimmers and ceiling fans.",
    path: "/services/lighting"
  },
  {
    title: "Outlets & GFCI",
    description: "New outlets, GFCI and AFCI protection, USB and 240V receptacles, dead outlet repair.",
    path: "/services/outlets"
  },
  {
    title: "Generator Hookups",
    description: "Standby generator wiring, transfer switches and portable generator inlets for outages.",
    path: "/services/generators"
  },
  {
    title: "Hot Tub & Spa Wiring",
    description: "Dedicated 50A or 60A circuits with GFCI disconnects for hot tubs, spas and pool equipment.",
    path: "/services/spa-wiring"
  },
  {
    title: "Remodel Electrical",
    description: "Kitchen, bath and basement remodel wiring to code, coordinated with your contractor.",
    path: "/services/remodel"
  },
  {
    title: "Electrical Inspections",
    description: "Home-sale, insurance and safety inspections with a written report, in about 2-3 hours.",
    path: "/services/inspections"
  },
  {
    title: "Commercial Services",
    description: "Tenant fit-outs, office and retail lighting, service upgrades and maintenance contracts.",
    path: "/services/commercial"
  },
  {
    title: "Dedicated Circuits",
    description: "New 20A and 240V circuits for appliances, workshops and home offices that trip breakers.",
    path: "/services/circuits"
  }
];
var serviceOffers = [
  {
    title: "Panel Upgrades",
    description: "Replace an overloaded, recalled or 100A panel with a modern 200A service that carries your EV charger, heat pump and kitchen at once.",
    features: ["100A to 200A service upgrades", "Permit, utility coordination and inspection", `Done in ${jobDuration.panelUpgrade}, most in one day`],
    price: `Starting at ${startingPrice.panelUpgrade}`,
    serviceValue: "panel-upgrade",
    path: "/services/panel-upgrades"
  },
  {
    title: "Residential Wiring",
    description: "From a single new circuit to a full rewire of an older home, we run clean, code-perfect wiring and patch what we open.",
    features: ["Knob-and-tube and aluminum replacement", "Dedicated 20A circuits for appliances", "Whole-home rewiring in 3-7 days"],
    price: `Starting at ${startingPrice.wiring}`,
    serviceValue: "residential-wiring",
    path: "/services/residential-wiring"
  },
  {
    title: "EV Charger Installation",
    description: "A Level 2 charger in your garage or driveway adds 25-35 miles of range per hour of charging, on a circuit sized for it.",
    features: ["Tesla, ChargePoint, Emporia and J1772 units", "Load check and dedicated 240V circuit", `Installed in ${jobDuration.evCharger}`],
    price: `Starting at ${startingPrice.evCharger}`,
    serviceValue: "ev-charger",
    path: "/services/ev-charger-installation"
  },
  {
    title: "Surge Protection",
    description: "A whole-home surge protector at the panel stops the spikes that kill HVAC boards, appliances and electronics.",
    features: ["Type 1/Type 2 device at the main panel", "Blocks up to 99% of surge energy (manufacturer claim)", `Installed in ${jobDuration.surgeProtection}`],
    price: `Starting at ${startingPrice.surgeProtection}`,
    serviceValue: "surge-protection",
    path: "/services/surge-protection"
  },
  {
    title: "Emergency Repairs",
    description: "Power out, burning smell or sparking outlet? A licensed electrician is on the way day or night, holidays included.",
    features: ["24/7/365, no holiday surcharge", `${arrivalMinute} arrival in our core area`, "Fully stocked trucks fix most faults on the first visit"],
    price: `Starting at ${startingPrice.emergency}`,
    serviceValue: "emergency"
  },
  {
    title: "Commercial Services",
    description: "Offices, retail, restaurants and warehouses: fit-outs, lighting retrofits, three-phase service and scheduled maintenance.",
    features: ["Tenant fit-outs and build-outs", "LED retrofits that cut lighting bills", "After-hours work to keep you open"],
    price: "Custom quote",
    serviceValue: "commercial",
    path: "/services/commercial"
  }
];

// app/lib/assistant/assistant-knowledge.server.ts
import MiniSearch from "minisearch";

// app/content/areas.ts
var furtherAreas = [
  "Arlington",
  "Reston",
  "Herndon",
  "Ashburn",
  "Sterling",
  "Leesburg",
  "Washington DC",
  "Bethesda",
  "Silver Spring",
  "Rockville"
];
var emergencyCities = [
  "Manassas",
  "Manassas Park",
  "Woodbridge",
  "Centreville",
  "Gainesville",
  "Fairfax",
  "Springfield",
  "Alexandria",
  ...furtherAreas,
  "Annandale",
  "Burke"
];
var serviceRadius = "Serving 100+ mile radius from Manassas, VA";

// app/content/cities.ts
var cityPath = (slug) => `/electrician-${slug}`;
var mapEmbed = (place) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;
var city = (data) => {
  const placeName = `${data.cityName}, VA`;
  return { ...data, path: cityPath(data.slug), placeName, mapEmbedUrl: mapEmbed(placeName) };
};
var cities = [
  /* @__PURE__ */ city({
    slug: "manassas",
    cityName: "Manassas",
    heroTitle: "Electrician in Manassas, VA",
    heroSubtitle: "Our home base: licensed, veteran-owned electricians minutes away, 24/7 \u2014 including holidays.",
    localIntro: [
      `Manassas is where we started and where our trucks are parked, so homes here get our fastest response \u2014 usually well inside our ${arrivalMinute} emergency window. We know the city's mix well: the 1950s ramblers and Cape Cods around Old Town and Grant Avenue, the split-levels and colonials of Point of Woods and Westgate from the 1970s, and the townhome communities along Sudley Road and Wellington Road.`,
      "Many of those homes still run on their original 100-amp service, often with Federal Pacific or Zinsco panels and two-prong ungrounded outlets. Homeowners call us when they add central air, finish a basement or buy an electric car and the old panel can no longer keep up. We pull permits with the City of Manassas or Prince William County, whichever applies to your address."
    ],
    services: [
      { slug: "panel-upgrades", note: "100A to 200A upgrades for Old Town ramblers and 1970s colonials" },
      { slug: "residential-wiring", note: "Grounding two-prong circuits in 1950s and 60s homes" },
      { slug: "ev-charger-installation", note: "Garage and driveway chargers for Manassas commuters" },
      { slug: "surge-protection", note: "Whole-home protection for storm season" },
      { slug: "circuits", note: "Tripping breakers traced and dedicated circuits added" }
    ],
    galleryItems: [
      { service: "200A panel upgrade replacing a Federal Pacific panel", location: "Grant Avenue" },
      { service: "Level 2 EV charger in a two-car garage", location: "Wellington Road" },
      { service: "Recessed LED lighting in a finished basement", location: "Sudley Road" }
    ],
    faqs: [
      {
        question: "How fast can you get to my home in Manassas?",
        answer: `Manassas is our home base, so for urgent problems we aim to be at your door within ${arrivalMinutes}, day or night, every day of the year.`
      },
      {
        question: "Who issues electrical permits in Manassas?",
        answer: "Homes inside the City of Manassas are permitted by the city; addresses with a Manassas mailing address outside the city limits fall under Prince William County. We check your address and pull the right permit."
      },
      {
        question: "My older Manassas home has a Federal Pacific panel. Is that a problem?",
        answer: `Federal Pacific Stab-Lok breakers have a long record of failing to trip under overload. We recommend replacing the panel; upgrades start at ${startingPrice.panelUpgrade} and take ${jobDuration.panelUpgrade}.`
      }
    ],
    reviewText: "Our 1962 rambler still had the original panel and half the outlets were two-prong. They upgraded us to 200 amps in a day, grounded the bedrooms and left the basement cleaner than they found it.",
    reviewAuthor: "Karen M., Manassas",
    metaTitle: "Electrician in Manassas, VA | 24/7 Licensed & Veteran-Owned",
    metaDescription: `Licensed, veteran-owned electricians based in Manassas, VA: panel upgrades, rewiring, EV chargers and 24/7 emergency repairs with ${arrivalMinute} arrival in our core area.`
  }),
  /* @__PURE__ */ city({
    slug: "manassas-park",
    cityName: "Manassas Park",
    heroTitle: "Electrician in Manassas Park, VA",
    heroSubtitle: "Right next door to our Manassas shop \u2014 quick help for Manassas Park homes and townhomes, 24/7.",
    localIntro: [
      "Manassas Park is a small, tight-knit city, and most of its homes fall into two groups: the 1950s and 60s brick ramblers and split-levels off Manassas Drive and Euclid Avenue, and the newer townhomes and single-family homes of Blooms Crossing and Park Center built since the late 1990s.",
      "In the older streets we replace worn 60- and 100-amp panels, add grounded outlets and dedicated kitchen circuits, and fix the tired aluminum and cloth-insulated runs that decades of DIY additions left behind. In the newer neighborhoods the calls are about EV chargers in tight garages, recessed lighting in basements and townhome panels that have run out of spaces. Manassas Park issues its own permits, and we file them for you."
    ],
    services: [
      { slug: "panel-upgrades", note: "Replacing 60A and 100A panels in original ramblers" },
      { slug: "outlets", note: "Grounded and GFCI outlets for kitchens and baths" },
      { slug: "ev-charger-installation", note: "Chargers for townhome garages in Blooms Crossing" },
      { slug: "lighting", note: "Recessed lights and fans in finished basements" },
      { slug: "inspections", note: "Pre-purchase inspections for older homes" }
    ],
    galleryItems: [
      { service: "100A to 200A service upgrade", location: "Euclid Avenue" },
      { service: "EV charger in a townhome garage", location: "Blooms Quarry Lane" },
      { service: "Kitchen GFCI and dedicated appliance circuits", location: "Manassas Drive" }
    ],
    faqs: [
      {
        question: "Do you serve all of Manassas Park?",
        answer: `Yes, every street in the city. Our shop is a few minutes away in Manassas, so Manassas Park is inside our ${arrivalMinute} emergency area.`
      },
      {
        question: "Can a townhome garage fit a Level 2 EV charger?",
        answer: `Almost always. We mount the charger where the cable reaches your charge port, run the circuit along the garage wall and check the panel's load first. Installation starts at ${startingPrice.evCharger} and takes ${jobDuration.evCharger}.`
      },
      {
        question: "How much does it cost to add an outlet in an older Manassas Park home?",
        answer: `A new outlet on an existing circuit costs about ${typicalCost.newOutlet}; if it needs its own dedicated 20A circuit, about ${typicalCost.dedicatedCircuit}.`
      }
    ],
    reviewText: "We bought a 1958 split-level and the inspector flagged the panel. They replaced it, added a kitchen circuit so the microwave stopped tripping, and explained everything in plain English.",
    reviewAuthor: "Luis R., Manassas Park",
    metaTitle: "Electrician in Manassas Park, VA | Panels, EV Chargers & 24/7 Repairs",
    metaDescription: "Manassas Park electricians minutes from your door: panel upgrades for 1950s homes, EV chargers in townhome garages, outlets, lighting and 24/7 emergency repairs."
  }),
  /* @__PURE__ */ city({
    slug: "woodbridge",
    cityName: "Woodbridge",
    heroTitle: "Electrician in Woodbridge, VA",
    heroSubtitle: "From Marumsco to Lake Ridge and Belmont Bay \u2014 licensed electricians for eastern Prince William County.",
    localIntro: [
      "Woodbridge stretches from the Route 1 corridor to the lakefront streets of Lake Ridge, and its homes span seven decades. The 1960s split-levels of Marumsco Hills and Featherstone often still have their original service; Lake Ridge's 1970s-80s colonials and townhomes are reaching the age when panels, breakers and outdoor outlets wear out; and the condos and newer homes near Belmont Bay and Rippon Landing need EV charging and smart lighting.",
      "Being close to the Potomac and Occoquan, Woodbridge also sees strong summer storms, so we install a lot of whole-home surge protection and generator interlocks here. Permits go through Prince William County, and we schedule inspections so your project is not held up."
    ],
    services: [
      { slug: "surge-protection", note: "Storm-season protection for HVAC and appliances" },
      { slug: "generators", note: "Interlock kits and standby generators for outages" },
      { slug: "panel-upgrades", note: "Upgrades for 1960s and 70s homes in Marumsco and Lake Ridge" },
      { slug: "ev-charger-installation", note: "Chargers for I-95 and VRE commuters" },
      { slug: "outlets", note: "Weatherproof GFCI outlets for decks and docks" }
    ],
    galleryItems: [
      { service: "Generator interlock kit and power inlet", location: "Old Bridge Road" },
      { service: "Whole-home surge protector and panel tune-up", location: "Smoketown Road" },
      { service: "Level 2 EV charger on a driveway pedestal", location: "Rippon Boulevard" }
    ],
    faqs: [
      {
        question: "Do you cover all of Woodbridge, including Lake Ridge and Dale City?",
        answer: "Yes. We serve Woodbridge, Lake Ridge, Dale City, Occoquan, Belmont Bay and the rest of eastern Prince William County, 24/7."
      },
      {
        question: "What is the safest way to run a generator during a Woodbridge power outage?",
        answer: "Through a transfer switch or a panel interlock kit with an outdoor inlet \u2014 never a cord into a dryer outlet. We install both, with the permit, so you can power your essentials safely."
      },
      {
        question: "Is surge protection worth it here?",
        answer: `With the thunderstorms that roll up the Potomac each summer, yes. A whole-home surge protector starts at ${startingPrice.surgeProtection}, installs in ${jobDuration.surgeProtection} and blocks about 99% of an incoming surge.`
      }
    ],
    reviewText: "After the last big storm knocked our power out for two days, they installed an interlock and inlet for our portable generator. Next outage we had heat, the fridge and the sump pump running within ten minutes.",
    reviewAuthor: "Denise T., Woodbridge",
    metaTitle: "Electrician in Woodbridge, VA | Generators, Surge Protection & 24/7 Help",
    metaDescription: "Woodbridge and Lake Ridge electricians: generator interlocks, whole-home surge protection, panel upgrades, EV chargers and 24/7 emergency repairs in Prince William County."
  }),
  /* @__PURE__ */ city({
    slug: "centreville",
    cityName: "Centreville",
    heroTitle: "Electrician in Centreville, VA",
    heroSubtitle: "Sully Station, Little Rocky Run, Centre Ridge and beyond \u2014 24/7 electrical service in western Fairfax County.",
    localIntro: [
      "Most of Centreville was built in a burst between the mid-1980s and the late 1990s: the townhomes and colonials of Sully Station, Little Rocky Run, Centre Ridge and Country Creek. Those homes are now 25 to 40 years old, and their builder-grade panels, breakers and outdoor outlets are reaching the end of their lives just as families add finished basements, home offices and electric cars.",
      "A typical Centreville call is a panel that has run out of spaces, a basement being finished that needs lighting and circuits, or a garage that needs a 240-volt charger. Around historic Old Centreville near Braddock Road there are also older houses with wiring that deserves a careful look. Permits are through Fairfax County, and we handle them."
    ],
    services: [
      { slug: "remodel", note: "Basement finishing and kitchen updates in 1990s homes" },
      { slug: "panel-upgrades", note: "Panels out of spaces or with worn-out breakers" },
      { slug: "ev-charger-installation", note: "Chargers for townhome and single-family garages" },
      { slug: "lighting", note: "Recessed lighting and ceiling fans in family rooms" },
      { slug: "circuits", note: "Dedicated circuits for home offices and gyms" }
    ],
    galleryItems: [
      { service: "Basement finish: recessed lighting and new circuits", location: "Union Mill Road" },
      { service: "Tesla Wall Connector in a townhome garage", location: "Braddock Road" },
      { service: "Panel replacement with surge protection", location: "Old Centreville Road" }
    ],
    faqs: [
      {
        question: "My Centreville townhome panel is full. Do I need a new panel?",
        answer: `Not necessarily. Sometimes tandem breakers or a small subpanel add the spaces you need; if the service itself is undersized, a panel upgrade starts at ${startingPrice.panelUpgrade} and takes ${jobDuration.panelUpgrade}.`
      },
      {
        question: "What electrical work does finishing a basement need?",
        answer: "Usually new lighting and outlet circuits with AFCI protection, smoke alarms tied into the house system, and sometimes a dedicated circuit for a bathroom or bar. We plan it with your layout and pull the Fairfax County permit."
      },
      {
        question: "How many recessed lights should my basement have?",
        answer: "Plan on about one recessed light per 25 sq ft of ceiling for even light, on dimmers, with extra over work or play areas."
      }
    ],
    reviewText: "They wired our whole basement finish in Little Rocky Run \u2014 lights, outlets, a bathroom fan \u2014 and passed the county inspection the first time. Great communication the whole way.",
    reviewAuthor: "Priya S., Centreville",
    metaTitle: "Electrician in Centreville, VA | Basements, Panels & EV Chargers",
    metaDescription: "Centreville electricians for 1980s-90s homes: basement finishing, panel upgrades, EV chargers, recessed lighting and dedicated circuits. Licensed, veteran-owned, 24/7."
  }),
  /* @__PURE__ */ city({
    slug: "gainesville",
    cityName: "Gainesville",
    heroTitle: "Electrician in Gainesville, VA",
    heroSubtitle: "Electrical service for Gainesville, Haymarket and Heritage Hunt \u2014 newer homes, bigger loads.",
    localIntro: [
      "Gainesville has grown fast: most homes in Heritage Hunt, Piedmont, Virginia Oaks and the streets off Linton Hall Road were built since the late 1990s, and many are less than 15 years old. The wiring is modern, but families keep asking more of it \u2014 two electric cars, a hot tub on the patio, a finished basement, a standby generator for the next ice storm.",
      "So our Gainesville work is mostly about capacity and additions: load calculations before an EV charger goes in, 50- and 60-amp circuits for spas, generators and transfer switches, and lighting upgrades for builder-grade fixtures. In Heritage Hunt's 55+ community we also do a lot of safety work \u2014 lighted switches, brighter stairways and surge protection for medical equipment."
    ],
    services: [
      { slug: "ev-charger-installation", note: "Single and dual chargers with load management" },
      { slug: "generators", note: "Standby generators with automatic transfer switches" },
      { slug: "spa-wiring", note: "50A and 60A hot tub circuits for patios and decks" },
      { slug: "lighting", note: "Replacing builder-grade fixtures with LED lighting" },
      { slug: "surge-protection", note: "Protection for smart homes and medical equipment" }
    ],
    galleryItems: [
      { service: "Two Level 2 EV chargers with load sharing", location: "Linton Hall Road" },
      { service: "60A hot tub circuit with spa disconnect", location: "Heathcote Boulevard" },
      { service: "22 kW standby generator and transfer switch", location: "University Boulevard" }
    ],
    faqs: [
      {
        question: "Can my newer Gainesville home handle two EV chargers?",
        answer: `Often yes. Most homes here have 200A service; we run a load calculation and, if needed, install chargers that share one circuit. Installation starts at ${startingPrice.evCharger} per charger and takes ${jobDuration.evCharger}.`
      },
      {
        question: "What does it take to wire a hot tub?",
        answer: "A dedicated 50A or 60A GFCI-protected 240V circuit, a disconnect within sight of the tub at least 5 ft from the water, bonding and a permit. We wire it before delivery day."
      },
      {
        question: "Do you work in HOA communities like Heritage Hunt?",
        answer: "Yes. We work within your HOA's rules for exterior equipment such as generators and chargers, and can provide the details your architectural review needs."
      }
    ],
    reviewText: "We added a second electric car and a hot tub in the same year. They worked out the load, put both chargers on load sharing and wired the spa \u2014 no panel upgrade needed.",
    reviewAuthor: "Mark and Julie W., Gainesville",
    metaTitle: "Electrician in Gainesville, VA | EV Chargers, Generators & Hot Tubs",
    metaDescription: "Gainesville and Haymarket electricians: EV chargers with load management, standby generators, 50A/60A hot tub circuits, lighting and surge protection. 24/7 service."
  }),
  /* @__PURE__ */ city({
    slug: "fairfax",
    cityName: "Fairfax",
    heroTitle: "Electrician in Fairfax, VA",
    heroSubtitle: "Trusted electricians for the City of Fairfax, Mantua, Fair Oaks and Fairfax Station \u2014 day or night.",
    localIntro: [
      "Fairfax's neighborhoods were largely built after World War II: the brick ramblers and split-levels of Fairfax Acres, Mantua and Fairfax Villa date from the 1950s and 60s, while Fair Oaks and Fairfax Station filled in with larger colonials in the 1980s and 90s. Near Old Town Fairfax and George Mason University, many older houses are now rentals or being renovated for resale.",
      "That age shows in the wiring: two-prong outlets, ungrounded bedroom circuits, overloaded 100-amp panels and the occasional run of 1960s aluminum branch wiring. We do a lot of pre-sale and pre-purchase electrical inspections here, grounding and rewiring projects, and kitchen remodels that need modern circuits. Permits go through the City of Fairfax or Fairfax County depending on the address."
    ],
    services: [
      { slug: "inspections", note: "Pre-purchase and pre-sale inspections for older homes" },
      { slug: "residential-wiring", note: "Grounding and rewiring 1950s-60s ramblers" },
      { slug: "remodel", note: "Kitchen and bath remodel electrical" },
      { slug: "panel-upgrades", note: "Replacing overloaded 100A panels" },
      { slug: "outlets", note: "Two-prong outlets replaced with grounded or GFCI outlets" }
    ],
    galleryItems: [
      { service: "Whole-home rewire of a 1955 rambler", location: "Pickett Road" },
      { service: "Kitchen remodel rough-in and under-cabinet lighting", location: "Blake Lane" },
      { service: "Pre-purchase electrical inspection", location: "Chain Bridge Road" }
    ],
    faqs: [
      {
        question: "How long does it take to rewire an older Fairfax home?",
        answer: `A typical whole-home rewire takes 3-7 days. Ramblers with an open basement and attic are at the quicker end; finished split-levels take longer. Wiring work starts at ${startingPrice.wiring}.`
      },
      {
        question: "I'm buying a 1960s house in Fairfax. Should I get an electrical inspection?",
        answer: "Yes \u2014 it is the best money you can spend before closing. An inspection takes 2-3 hours and tells you about the panel, grounding, any aluminum wiring and what fixes will cost."
      },
      {
        question: "Do you pull permits with the City of Fairfax?",
        answer: "Yes. We pull permits with the City of Fairfax for addresses inside the city and with Fairfax County for the rest, and meet the inspector."
      }
    ],
    reviewText: "Before we closed on our Mantua split-level they did a full electrical inspection and found aluminum wiring the home inspector missed. They fixed it properly after we moved in. Honest and thorough.",
    reviewAuthor: "Daniel K., Fairfax",
    metaTitle: "Electrician in Fairfax, VA | Inspections, Rewiring & Remodels",
    metaDescription: "Fairfax electricians for older homes: electrical inspections in 2-3 hours, rewiring in 3-7 days, grounded outlets, panel upgrades and remodel electrical. 24/7 service."
  }),
  /* @__PURE__ */ city({
    slug: "springfield",
    cityName: "Springfield",
    heroTitle: "Electrician in Springfield, VA",
    heroSubtitle: "West Springfield, Kings Park, Cardinal Forest and Rolling Valley \u2014 24/7 licensed electricians.",
    localIntro: [
      "Springfield boomed in the 1960s and 70s, and neighborhoods such as Kings Park, West Springfield, Rolling Valley, Cardinal Forest and Saratoga are full of split-levels and colonials from that time. Homes built between about 1965 and 1973 are the ones most likely to have single-strand aluminum branch wiring, which can overheat at outlets and switches if it is not properly connected.",
      "Many of these houses still have the original 100- or 150-amp panel as well, and some the Federal Pacific panels that were popular then. We help Springfield homeowners make that wiring safe \u2014 aluminum remediation with approved connectors, panel replacements, grounding \u2014 and bring kitchens and basements up to date. Permits are with Fairfax County."
    ],
    services: [
      { slug: "residential-wiring", note: "Aluminum wiring remediation in 1965-1973 homes" },
      { slug: "panel-upgrades", note: "Replacing original and Federal Pacific panels" },
      { slug: "inspections", note: "Safety inspections for split-levels and colonials" },
      { slug: "surge-protection", note: "Whole-home surge protection at the new panel" },
      { slug: "lighting", note: "Recessed lighting in updated kitchens and basements" }
    ],
    galleryItems: [
      { service: "Aluminum wiring remediation with approved connectors", location: "Old Keene Mill Road" },
      { service: "Federal Pacific panel replaced with 200A service", location: "Rolling Road" },
      { service: "Kitchen recessed lighting and dimmers", location: "Hooes Road" }
    ],
    faqs: [
      {
        question: "Does my Springfield home have aluminum wiring?",
        answer: "If it was built between about 1965 and 1973, it may. Look at the cable jacket in the basement or attic for 'AL' or 'ALUMINUM', or book an inspection (2-3 hours) and we will check every circuit."
      },
      {
        question: "Do I have to rewire the whole house if it has aluminum wiring?",
        answer: "Not always. Connecting copper pigtails at every outlet, switch and fixture with approved connectors is a recognized, lasting repair. Full rewiring takes 3-7 days and is the other option; we price both."
      },
      {
        question: "Is the original panel in my 1970s Springfield home safe?",
        answer: `It depends on the brand and condition. Federal Pacific Stab-Lok and Zinsco panels should be replaced; others may just need worn breakers changed. Panel upgrades start at ${startingPrice.panelUpgrade}.`
      }
    ],
    reviewText: "Our Kings Park house had aluminum wiring and warm outlets. They pigtailed every device with the proper connectors, replaced the old panel and walked us through the whole job. The house finally feels safe.",
    reviewAuthor: "Tom and Ellen B., Springfield",
    metaTitle: "Electrician in Springfield, VA | Aluminum Wiring, Panels & 24/7 Repairs",
    metaDescription: "Springfield electricians for 1960s-70s homes: aluminum wiring remediation, Federal Pacific panel replacement, inspections, surge protection and lighting. 24/7 help."
  }),
  /* @__PURE__ */ city({
    slug: "alexandria",
    cityName: "Alexandria",
    heroTitle: "Electrician in Alexandria, VA",
    heroSubtitle: "Careful electrical work for Old Town rowhouses, Del Ray bungalows and everything in between.",
    localIntro: [
      "Alexandria has some of the oldest homes we work in. Old Town's 18th- and 19th-century rowhouses, the 1910s-30s bungalows and four-squares of Del Ray and Rosemont, and the 1940s garden apartments of Parkfairfax were all wired long before modern appliances \u2014 and some still have knob-and-tube wiring behind the plaster.",
      "Working in these homes takes patience: fishing new wire through plaster and lath with as few openings as possible, keeping original trim intact, and, in the Old and Historic Alexandria District, planning meter and exterior changes with the Board of Architectural Review in mind. Closer to Seminary Hill and the West End, the 1950s-60s homes need the same panel and grounding updates as the rest of Northern Virginia. Permits are with the City of Alexandria."
    ],
    services: [
      { slug: "residential-wiring", note: "Knob-and-tube replacement in plaster-walled homes" },
      { slug: "panel-upgrades", note: "Service upgrades for rowhouses and bungalows" },
      { slug: "inspections", note: "Inspections for historic homes and insurers" },
      { slug: "lighting", note: "Period-appropriate fixtures and discreet recessed lights" },
      { slug: "commercial", note: "Shops and restaurants along King Street and Mount Vernon Avenue" }
    ],
    galleryItems: [
      { service: "Knob-and-tube replacement in a 1920s bungalow", location: "Mount Vernon Avenue" },
      { service: "Panel and meter upgrade for a historic rowhouse", location: "Duke Street" },
      { service: "Restaurant lighting retrofit", location: "King Street" }
    ],
    faqs: [
      {
        question: "Can you replace knob-and-tube wiring without tearing out my plaster?",
        answer: "Mostly, yes. We fish new cable through attics, basements and existing cavities and make small, planned openings that are easy to patch. A whole-home rewire typically takes 3-7 days."
      },
      {
        question: "Does work on my Old Town home need historic approval?",
        answer: "Interior wiring needs only an electrical permit. Exterior changes visible from the street, such as moving a meter or adding exterior lights, may need Board of Architectural Review approval in the historic district; we plan for that up front."
      },
      {
        question: "Will my insurer cover a house with knob-and-tube wiring?",
        answer: "Many insurers will not write or renew a policy on a home with active knob-and-tube. An electrical inspection (2-3 hours) documents what you have, and replacing it usually resolves the issue."
      }
    ],
    reviewText: "Our 1924 Del Ray bungalow still had live knob-and-tube. They rewired it room by room, saved our original plaster and trim, and the insurance company finally renewed us.",
    reviewAuthor: "Sarah L., Alexandria",
    metaTitle: "Electrician in Alexandria, VA | Historic Homes, Rewiring & 24/7 Service",
    metaDescription: "Alexandria electricians for Old Town rowhouses and Del Ray bungalows: knob-and-tube replacement, panel upgrades, inspections, lighting and commercial work. 24/7."
  })
];

// app/content/home.ts
var es = factText.es;
var en = {
  meta: {
    title: "Veteran-Owned 24/7 Electricians in Northern Virginia, MD & DC",
    description: "Veteran-owned, licensed electricians serving Northern Virginia, Maryland and DC. 24/7 emergency help, upfront pricing and a lifetime workmanship guarantee."
  },
  hero: {
    eyebrow: "Veteran-Owned \xB7 Licensed, Bonded & Insured",
    headline: "Veteran-Owned Electricians Serving VA, DC & MD \u2014 24/7 Emergency Service",
    subheadline: "Panel upgrades, EV chargers, wiring and emergency repairs across Northern Virginia, Maryland and Washington DC. Upfront prices, code-perfect work and a real person on the phone, day or night.",
    image: { src: "/illustrations/hero.svg", width: 640, height: 480, alt: "Illustration of an electrician's van outside a lit-up family home" },
    call: (phone) => `Call ${phone}`,
    text: "Text the Office",
    book: "Book a Discovery Call",
    estimate: "Get Free Estimate"
  },
  trustLabel: "Credentials",
  trustStrip: [
    { title: "BuildZoom Score 125", detail: "99th percentile in VA" },
    { title: "Angi Certified", detail: "Verified licence & reviews" },
    { title: "HomeAdvisor Elite", detail: "Elite Service award" },
    { title: "Licensed & Insured", detail: "Bonded, Virginia licence" },
    { title: "Veteran-Owned", detail: "U.S. Air Force veteran founder" }
  ],
  process: { title: "How We Work", intro: "Three steps, the same on every job, big or small." },
  processSteps: [
    {
      title: "Diagnose",
      description: "A licensed electrician finds the real cause \u2014 not just the symptom \u2014 with proper testing tools."
    },
    {
      title: "Transparent Quote",
      description: "You get a written, flat price before any work starts. No surprises, no pressure."
    },
    {
      title: "Code-Perfect Repair",
      description: "We fix it to the National Electrical Code, pull permits when needed and clean up after ourselves."
    }
  ],
  promisesTitle: "Our Promise to You",
  promises: [
    { title: "Lifetime Workmanship Guarantee", description: "If our work ever fails, we come back and make it right." },
    { title: "Upfront Pricing", description: "The price we quote is the price you pay." },
    { title: "Clean-Home Promise", description: "Shoe covers, drop cloths and a tidy site when we leave." },
    { title: "24/7 Emergency Availability", description: "Nights, weekends and holidays, with no holiday surcharge." },
    { title: "Financing on Bigger Projects", description: "Monthly payments for panel upgrades, rewiring and more." },
    { title: "Veteran-Owned & Family-Operated", description: "Military discipline, family-business care." }
  ],
  serviceGrid: {
    title: "Our Electrical Services",
    intro: "Residential and commercial electrical work across Northern Virginia, Maryland and DC.",
    more: "Learn more \u2192"
  },
  homeServices: { title: "Popular Services & Starting Prices", all: "View All Services" },
  emergencyBanner: {
    title: "Electrical Emergency?",
    text: `Sparks, burning smells or no power? A licensed electrician can be at your door within ${arrivalMinutes} in our core area \u2014 24/7, holidays included.`,
    call: (phone) => `Call ${phone}`,
    help: "Emergency Help"
  },
  testimonials: { title: "What Our Customers Say", label: "Customer testimonials" },
  gallery: {
    title: "Recent Projects",
    intro: "A few of the jobs we have finished around Northern Virginia.",
    filter: "Filter projects",
    all: "See All Pictures of Our Work"
  },
  about: {
    title: "Founded by an Air Force Veteran and Master Electrician",
    text: "Our founder kept flight-line power running in the U.S. Air Force before earning his Virginia master electrician licence. Today our family-operated team brings the same discipline to every home and business we serve, from a single outlet to a full service upgrade.",
    team: "Meet the Team",
    stats: [
      { value: "1000+", label: "Projects completed" },
      { value: "24/7", label: "Emergency service" },
      { value: "20+", label: "Years of experience" },
      { value: "5.0", label: "Star rating" }
    ]
  },
  areas: {
    title: "Serving Northern Virginia, Maryland & DC",
    city: (city2) => `Electrician in ${city2}`,
    all: "All Service Areas"
  },
  /** FAQs of the home page's FAQPage structured data. */
  faqs: [
    {
      question: "How much does a panel upgrade cost?",
      answer: `Panel upgrades start at ${startingPrice.panelUpgrade} and most are finished in ${jobDuration.panelUpgrade}, including the permit and inspection.`
    },
    {
      question: "How much does an EV charger installation cost?",
      answer: `Level 2 EV charger installations start at ${startingPrice.evCharger} and take ${jobDuration.evCharger} on a dedicated circuit.`
    },
    {
      question: "Are you open 24/7?",
      answer: `Yes. We answer and dispatch 24 hours a day, 7 days a week, all holidays included, with a ${arrivalMinute} arrival in our core area.`
    },
    {
      question: "Do you guarantee your work?",
      answer: "Every job carries a lifetime workmanship guarantee, and you get an upfront written price before work starts."
    }
  ],
  /** The home page's Service in structured data. */
  serviceLd: {
    name: "Residential & Commercial Electrical Services",
    serviceType: "Electrician",
    description: "Panel upgrades, wiring, EV charger installation, surge protection, lighting, generators and 24/7 emergency electrical repair.",
    catalogue: "Electrical services"
  }
};
var homeText = catalogue(en, {
  meta: {
    title: "Electricistas 24/7 propiedad de un veterano en el norte de Virginia, MD y DC",
    description: "Electricistas con licencia, propiedad de un veterano, en el norte de Virginia, Maryland y DC. Emergencias 24/7, precios por adelantado y garant\xEDa de por vida en la mano de obra."
  },
  hero: {
    eyebrow: "Propiedad de un veterano \xB7 Con licencia, fianza y seguro",
    headline: "Electricistas propiedad de un veterano en VA, DC y MD \u2014 Servicio de emergencia 24/7",
    subheadline: "Actualizaci\xF3n de paneles el\xE9ctricos, cargadores para veh\xEDculos el\xE9ctricos, cableado y reparaciones de emergencia en el norte de Virginia, Maryland y Washington DC. Precios claros por adelantado, trabajo seg\xFAn el c\xF3digo y una persona real al tel\xE9fono, de d\xEDa o de noche.",
    image: { ...en.hero.image, alt: "Ilustraci\xF3n de la camioneta de un electricista frente a una casa familiar iluminada" },
    call: (phone) => `Llame al ${phone}`,
    text: "Escriba a la oficina",
    book: "Reserve una llamada inicial",
    estimate: "Pida su presupuesto gratis"
  },
  trustLabel: "Credenciales",
  trustStrip: [
    { title: "Puntuaci\xF3n BuildZoom 125", detail: "Percentil 99 en VA" },
    { title: "Certificados por Angi", detail: "Licencia y rese\xF1as verificadas" },
    { title: "Elite de HomeAdvisor", detail: "Premio Elite Service" },
    { title: "Con licencia y seguro", detail: "Con fianza, licencia de Virginia" },
    { title: "Propiedad de un veterano", detail: "Fundador veterano de la Fuerza A\xE9rea de EE. UU." }
  ],
  process: { title: "C\xF3mo trabajamos", intro: "Tres pasos, los mismos en cada trabajo, grande o peque\xF1o." },
  processSteps: [
    {
      title: "Diagn\xF3stico",
      description: "Un electricista con licencia encuentra la causa real \u2014 no solo el s\xEDntoma \u2014 con los equipos de prueba adecuados."
    },
    {
      title: "Presupuesto transparente",
      description: "Recibe un precio fijo por escrito antes de empezar. Sin sorpresas, sin presiones."
    },
    {
      title: "Reparaci\xF3n seg\xFAn el c\xF3digo",
      description: "Lo reparamos seg\xFAn el C\xF3digo El\xE9ctrico Nacional, sacamos los permisos cuando hacen falta y dejamos todo limpio."
    }
  ],
  promisesTitle: "Nuestra promesa para usted",
  promises: [
    { title: "Garant\xEDa de por vida en la mano de obra", description: "Si nuestro trabajo falla alg\xFAn d\xEDa, volvemos y lo arreglamos." },
    { title: "Precios por adelantado", description: "El precio que le damos es el precio que paga." },
    { title: "Promesa de casa limpia", description: "Cubrezapatos, lonas protectoras y todo ordenado cuando nos vamos." },
    { title: "Emergencias 24/7", description: "Noches, fines de semana y feriados, sin recargo por d\xEDa feriado." },
    { title: "Financiamiento para proyectos grandes", description: "Pagos mensuales para actualizaciones de panel, recableado y m\xE1s." },
    { title: "Propiedad de un veterano, empresa familiar", description: "Disciplina militar y el trato de un negocio familiar." }
  ],
  serviceGrid: {
    title: "Nuestros servicios el\xE9ctricos",
    intro: "Trabajos el\xE9ctricos residenciales y comerciales en el norte de Virginia, Maryland y DC.",
    more: "M\xE1s informaci\xF3n \u2192"
  },
  homeServices: { title: "Servicios populares y precios desde", all: "Ver todos los servicios" },
  emergencyBanner: {
    title: "\xBFEmergencia el\xE9ctrica?",
    text: `\xBFChispas, olor a quemado o sin luz? Un electricista con licencia puede llegar a su puerta en ${es.arrivalMinutes} o menos en nuestra zona principal \u2014 24/7, feriados incluidos.`,
    call: (phone) => `Llame al ${phone}`,
    help: "Ayuda de emergencia"
  },
  testimonials: { title: "Lo que dicen nuestros clientes", label: "Testimonios de clientes" },
  gallery: {
    title: "Proyectos recientes",
    intro: "Algunos de los trabajos que hemos terminado en el norte de Virginia.",
    filter: "Filtrar proyectos",
    all: "Ver todas las fotos de nuestro trabajo"
  },
  about: {
    title: "Fundada por un veterano de la Fuerza A\xE9rea y maestro electricista",
    text: "Nuestro fundador mantuvo la energ\xEDa de la l\xEDnea de vuelo en la Fuerza A\xE9rea de EE. UU. antes de obtener su licencia de maestro electricista en Virginia. Hoy, nuestro equipo familiar trae la misma disciplina a cada hogar y negocio que atendemos, desde un solo tomacorriente hasta una actualizaci\xF3n completa del servicio.",
    team: "Conozca al equipo",
    stats: [
      { value: "1000+", label: "Proyectos terminados" },
      { value: "24/7", label: "Servicio de emergencia" },
      { value: "20+", label: "A\xF1os de experiencia" },
      { value: "5.0", label: "Calificaci\xF3n en estrellas" }
    ]
  },
  areas: {
    title: "Servimos al norte de Virginia, Maryland y DC",
    city: (city2) => `Electricista en ${city2}`,
    all: "Todas las zonas de servicio"
  },
  faqs: [
    {
      question: "\xBFCu\xE1nto cuesta actualizar el panel el\xE9ctrico?",
      answer: `La actualizaci\xF3n del panel empieza en ${startingPrice.panelUpgrade} y la mayor\xEDa se termina en ${es.jobDuration.panelUpgrade}, con el permiso y la inspecci\xF3n incluidos.`
    },
    {
      question: "\xBFCu\xE1nto cuesta instalar un cargador para veh\xEDculos el\xE9ctricos?",
      answer: `La instalaci\xF3n de un cargador de nivel 2 empieza en ${startingPrice.evCharger} y toma ${es.jobDuration.evCharger} en un circuito dedicado.`
    },
    {
      question: "\xBFAtienden 24/7?",
      answer: `S\xED. Contestamos y enviamos electricistas las 24 horas, los 7 d\xEDas de la semana, feriados incluidos, y llegamos en ${es.arrivalMinute} en nuestra zona principal.`
    },
    {
      question: "\xBFGarantizan su trabajo?",
      answer: "Cada trabajo tiene garant\xEDa de por vida en la mano de obra, y usted recibe un precio por escrito antes de empezar."
    }
  ],
  serviceLd: {
    name: "Servicios el\xE9ctricos residenciales y comerciales",
    serviceType: "Electricista",
    description: "Actualizaci\xF3n de paneles, cableado, instalaci\xF3n de cargadores para veh\xEDculos el\xE9ctricos, protecci\xF3n contra sobretensiones, iluminaci\xF3n, generadores y reparaciones el\xE9ctricas de emergencia 24/7.",
    catalogue: "Servicios el\xE9ctricos"
  }
});
var hero = homeText.en.hero;
var promises = homeText.en.promises;
var homeFaqs = homeText.en.faqs;

// app/content/service-pages.ts
var servicePages = [
  {
    slug: "panel-upgrades",
    serviceName: "Electrical Panel Upgrades",
    heroTitle: "Electrical Panel Upgrades in Northern Virginia",
    introText: "If your breakers trip when the dryer and the microwave run together, your panel is warm to the touch, or you are adding an EV charger, heat pump or addition, a 200-amp panel upgrade gives your home the capacity it needs. We handle the load calculation, the permit, the utility disconnect and the county inspection, and most upgrades are finished in a single day.",
    priceText: `From ${startingPrice.panelUpgrade}`,
    metaTitle: `Panel Upgrades from ${startingPrice.panelUpgrade} | 100A to 200A Service`,
    metaDescription: `Electrical panel upgrades in Northern Virginia from ${startingPrice.panelUpgrade}: 100A to 200A service, Federal Pacific and Zinsco replacements, permit and inspection included, done in ${jobDuration.panelUpgrade}.`,
    illustration: { src: "/illustrations/services/panel-upgrades.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bolt", title: "Room for what's next", description: "A 200-amp panel carries an EV charger, heat pump, hot tub or finished basement without nuisance trips." },
      { icon: "shield", title: "Replace risky panels", description: "Federal Pacific Stab-Lok, Zinsco and Challenger panels are known for breakers that fail to trip. We replace them outright." },
      { icon: "clock", title: "Done in one day", description: `Most upgrades take ${jobDuration.panelUpgrade}; we coordinate the power shut-off with the utility so you are not left in the dark overnight.` },
      { icon: "check", title: "Permit and inspection handled", description: "We pull the permit, meet the county inspector and back the work with our lifetime workmanship warranty." }
    ],
    galleryImages: [
      { src: "/illustrations/gallery-panel.svg", alt: "Illustration of a new 200-amp breaker panel", caption: "200A panel replacing a recalled Federal Pacific panel \u2014 Manassas", width: 600, height: 400 },
      { src: "/illustrations/gallery-before-after.svg", alt: "Illustration of a panel before and after clean-up", caption: "Before and after: double-tapped breakers re-landed and labelled \u2014 Woodbridge", width: 600, height: 400 }
    ],
    typicalJobs: ["100A to 200A service upgrade", "Federal Pacific panel replacement", "Subpanel for a finished basement"],
    faqs: [
      {
        question: "How much does a panel upgrade cost?",
        answer: `Panel upgrades start at ${startingPrice.panelUpgrade}. The final price depends on the amperage (most homes go to 200A), whether the meter base or service entrance cable must be replaced, and how many circuits are moved. You get a fixed, upfront quote before any work starts.`
      },
      {
        question: "How long does a panel upgrade take?",
        answer: `Most panel upgrades take ${jobDuration.panelUpgrade}. Power is off for part of that time; we schedule the utility disconnect and reconnect so your home is back on the same day.`
      },
      {
        question: "How do I know my panel needs replacing?",
        answer: "Common signs are breakers that trip often, flickering lights when large appliances start, a panel that is warm or buzzing, rust or scorch marks, no free spaces for new circuits, or a Federal Pacific, Zinsco or fuse-box panel. A 100-amp panel in a home with central air and electric appliances is usually at its limit."
      },
      {
        question: "Do you handle the permit and inspection?",
        answer: "Yes. We pull the electrical permit, coordinate with the utility for the disconnect, and meet the county or city inspector. The work carries our lifetime workmanship warranty."
      }
    ],
    serviceType: "panel-upgrade"
  },
  {
    slug: "residential-wiring",
    serviceName: "Residential Wiring & Rewiring",
    heroTitle: "Residential Wiring and Whole-Home Rewiring",
    introText: "Older Northern Virginia homes were wired for a fraction of today's load. Whether you need a single run for a new appliance, ungrounded two-prong circuits brought up to code, aluminum branch wiring made safe, or knob-and-tube wiring replaced throughout, we plan the work room by room, patch neatly and keep your home livable while we work.",
    priceText: `From ${startingPrice.wiring}`,
    metaTitle: `Residential Wiring & Rewiring from ${startingPrice.wiring}`,
    metaDescription: `Residential wiring from ${startingPrice.wiring} and whole-home rewiring in 3-7 days: knob-and-tube and aluminum wiring replaced, grounded circuits, licensed Northern Virginia electricians.`,
    illustration: { src: "/illustrations/services/residential-wiring.svg", width: 320, height: 240 },
    benefits: [
      { icon: "shield", title: "Safer old homes", description: "Knob-and-tube, cloth-insulated and 1960s-70s aluminum branch wiring replaced or properly remediated." },
      { icon: "home", title: "Minimal wall damage", description: "We fish wire through attics, basements and existing chases and make small, tidy access holes." },
      { icon: "plug", title: "Grounded, modern circuits", description: "Three-prong grounded outlets, AFCI and GFCI protection where today's code calls for it." },
      { icon: "dollar", title: "Upfront pricing", description: `Wiring work starts at ${startingPrice.wiring}; whole-home rewiring is quoted room by room before we begin.` }
    ],
    galleryImages: [],
    typicalJobs: ["Knob-and-tube replacement", "Dedicated appliance circuit", "Two-prong outlets grounded"],
    faqs: [
      {
        question: "How long does it take to rewire a house?",
        answer: "A typical whole-home rewire takes 3-7 days depending on the size of the house, access from the attic and basement, and how many rooms are finished. We restore power to occupied rooms at the end of each day."
      },
      {
        question: "What does residential wiring work cost?",
        answer: `Wiring jobs start at ${startingPrice.wiring} for a single run such as a new appliance circuit. Whole-home rewiring is quoted after a walk-through, with a fixed price per room so you know the total before we start.`
      },
      {
        question: "Is knob-and-tube or aluminum wiring dangerous?",
        answer: "Knob-and-tube has no ground and its insulation becomes brittle with age; many insurers will not cover it. Aluminum branch wiring, common in homes built around 1965-1973, can overheat at connections. We replace knob-and-tube and can pigtail aluminum circuits with approved connectors."
      },
      {
        question: "Do I have to move out during a rewire?",
        answer: "Usually not. We work in sections, keep the kitchen and one bathroom powered whenever possible, and clean up daily under our clean-home promise."
      }
    ],
    serviceType: "residential-wiring"
  },
  {
    slug: "ev-charger-installation",
    serviceName: "EV Charger Installation",
    heroTitle: "Level 2 EV Charger Installation at Home",
    introText: "Charge overnight instead of at the station. We install Level 2 chargers \u2014 Tesla Wall Connector, ChargePoint, Emporia, JuiceBox and others \u2014 on a dedicated 240-volt circuit in your garage or driveway, check that your panel can carry the load, and set up load management when it is close to its limit.",
    priceText: `From ${startingPrice.evCharger}`,
    metaTitle: `EV Charger Installation from ${startingPrice.evCharger} | Level 2 Home Chargers`,
    metaDescription: `Level 2 EV charger installation in Northern Virginia from ${startingPrice.evCharger}, usually done in ${jobDuration.evCharger}. Tesla, ChargePoint and other chargers, load calculation and permit included.`,
    illustration: { src: "/illustrations/services/ev-charger-installation.svg", width: 320, height: 240 },
    benefits: [
      { icon: "car", title: "Full charge overnight", description: "A Level 2 charger adds about 25-30 miles of range per hour, many times faster than a wall outlet." },
      { icon: "bolt", title: "Load checked first", description: "We calculate your panel's load before installing, and add load management instead of an upgrade when that is enough." },
      { icon: "clock", title: `Installed in ${jobDuration.evCharger}`, description: "Most garage installs are finished the same morning, including testing with your vehicle." },
      { icon: "check", title: "Any brand, to code", description: "Hardwired or NEMA 14-50 outlet, indoor or outdoor rated, permitted and inspected." }
    ],
    galleryImages: [
      { src: "/illustrations/gallery-ev-charger.svg", alt: "Illustration of a wall-mounted Level 2 charger in a garage", caption: "Tesla Wall Connector on a dedicated 60A circuit \u2014 Gainesville", width: 600, height: 400 }
    ],
    typicalJobs: ["Tesla Wall Connector in a garage", "NEMA 14-50 outlet for a mobile charger", "Outdoor charger on a driveway pedestal"],
    faqs: [
      {
        question: "How much does an EV charger installation cost?",
        answer: `Installation starts at ${startingPrice.evCharger} for a charger close to the panel. Longer runs, a detached garage or a panel that needs more capacity add to that; we quote the exact price after seeing your panel and parking spot.`
      },
      {
        question: "How long does the installation take?",
        answer: `Most EV charger installations take ${jobDuration.evCharger}. If a permit inspection is required, we schedule it and meet the inspector.`
      },
      {
        question: "Will I need a panel upgrade for an EV charger?",
        answer: `Not always. Many 200A panels can take a 40A or 48A charger. If yours is near capacity, a load-management device or a lower charging current often avoids the upgrade; if not, panel upgrades start at ${startingPrice.panelUpgrade}.`
      },
      {
        question: "Should I choose a hardwired charger or a 14-50 outlet?",
        answer: "Hardwired chargers can deliver more current, are better for outdoor locations, and avoid outlet wear. A NEMA 14-50 outlet suits a portable charger you may take with you. We install both, with the GFCI protection the code requires."
      }
    ],
    serviceType: "ev-charger"
  },
  {
    slug: "surge-protection",
    serviceName: "Whole-Home Surge Protection",
    heroTitle: "Whole-Home Surge Protection",
    introText: "Summer thunderstorms and utility switching send surges through Northern Virginia homes every year, and today's HVAC boards, refrigerators and TVs are full of sensitive electronics. A surge protective device at your panel stops most of that energy before it reaches a single outlet.",
    priceText: `From ${startingPrice.surgeProtection}`,
    metaTitle: `Whole-Home Surge Protection from ${startingPrice.surgeProtection}`,
    metaDescription: `Whole-home surge protector installed at your panel from ${startingPrice.surgeProtection} in ${jobDuration.surgeProtection}. Blocks up to 99% of incoming surges to protect HVAC, appliances and electronics.`,
    illustration: { src: "/illustrations/services/surge-protection.svg", width: 320, height: 240 },
    benefits: [
      { icon: "shield", title: "Blocks 99% of surges", description: "A panel-mounted protector diverts up to 99% of an incoming surge to ground, protecting every circuit in the house." },
      { icon: "home", title: "Protects what plug strips can't", description: "HVAC systems, water heaters, ranges and garage door openers are hardwired; only a whole-home device covers them." },
      { icon: "clock", title: `Installed in ${jobDuration.surgeProtection}`, description: "Mounted beside your panel on a dedicated breaker, with a status light you can check at a glance." },
      { icon: "dollar", title: `From ${startingPrice.surgeProtection}`, description: "A fraction of the cost of one HVAC control board or refrigerator; often required by code on new services." }
    ],
    galleryImages: [],
    typicalJobs: ["Type 2 surge protector at the main panel", "Surge protection on a new 200A service", "Point-of-use protection for a home office"],
    faqs: [
      {
        question: "How well does a whole-home surge protector work?",
        answer: "A quality panel-mounted surge protective device blocks about 99% of an incoming surge. We still recommend point-of-use strips for computers and TVs, because some surges start inside the home."
      },
      {
        question: "How much does surge protection cost and how long does it take?",
        answer: `Whole-home surge protection starts at ${startingPrice.surgeProtection} installed, and the installation takes ${jobDuration.surgeProtection} with a short power shut-off.`
      },
      {
        question: "Is surge protection required by code?",
        answer: "The 2020 National Electrical Code requires a surge protective device when a dwelling's service is installed or replaced, so every panel upgrade we do includes one. Adding one to an existing panel is optional but worthwhile."
      },
      {
        question: "Does it protect against a direct lightning strike?",
        answer: "No device can stop a direct strike. Surge protection is aimed at the far more common surges from nearby strikes and utility switching, which cause most damaged electronics."
      }
    ],
    serviceType: "surge-protection"
  },
  {
    slug: "lighting",
    serviceName: "Lighting & Ceiling Fans",
    heroTitle: "Lighting, Recessed Lights and Ceiling Fans",
    introText: "Good lighting changes how a room feels. We lay out and install recessed LED lighting, under-cabinet and pendant lights in kitchens, ceiling fans on fan-rated boxes, dimmers and smart switches, and landscape and security lighting outside \u2014 with clean ceiling cuts and no mess left behind.",
    priceText: "Upfront quote per fixture",
    metaTitle: "Recessed Lighting & Ceiling Fan Installation",
    metaDescription: "Recessed LED lighting, ceiling fans, pendants, dimmers and outdoor lighting installed by licensed Northern Virginia electricians. Layout help and upfront pricing.",
    illustration: { src: "/illustrations/services/lighting.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bulb", title: "A planned layout", description: "We space recessed lights for even light \u2014 about one light per 25 sq ft \u2014 and avoid joists and ductwork." },
      { icon: "wrench", title: "Fans that stay quiet", description: "Every ceiling fan goes on a fan-rated, braced box so it does not wobble or loosen over time." },
      { icon: "dollar", title: "Lower energy bills", description: "LED wafer lights use a fraction of the power of old cans and last for decades." },
      { icon: "home", title: "Inside and out", description: "Dimmers, smart switches, under-cabinet lights, motion-sensor floodlights and landscape lighting." }
    ],
    galleryImages: [
      { src: "/illustrations/gallery-lighting.svg", alt: "Illustration of a kitchen with recessed lighting", caption: "Kitchen recessed lighting on two dimmer zones \u2014 Centreville", width: 600, height: 400 },
      { src: "/illustrations/gallery-ceiling-fan.svg", alt: "Illustration of a ceiling fan in a vaulted room", caption: "60-inch fan on a braced box in a vaulted ceiling \u2014 Haymarket", width: 600, height: 400 }
    ],
    typicalJobs: ["Recessed LED lights in a living room", "Ceiling fan replacing a light fixture", "Under-cabinet kitchen lighting"],
    faqs: [
      {
        question: "How many recessed lights do I need?",
        answer: "A good rule of thumb is one recessed light per 25 sq ft of ceiling for general lighting, so a 12 by 14 ft room takes about six or seven. Task areas such as kitchen counters get extra, and we put everything on a dimmer."
      },
      {
        question: "Can you replace a light fixture with a ceiling fan?",
        answer: "Yes. We swap the box for a fan-rated, braced one (light-fixture boxes are not made to carry a fan's weight and motion), and can add a separate switch or remote for the fan and light."
      },
      {
        question: "Can recessed lights go in a ceiling with no attic above?",
        answer: "Usually. Slim LED wafer lights need very little depth, so we can install them between floors by fishing wire through the joist bays, with small access holes that we patch."
      },
      {
        question: "Do you install outdoor and landscape lighting?",
        answer: "We install motion-sensor floodlights, porch and garage lights, and low-voltage landscape lighting on weatherproof GFCI-protected circuits with timers or photocells."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "outlets",
    serviceName: "Outlets, Switches & GFCI",
    heroTitle: "Outlet, Switch and GFCI Installation and Repair",
    introText: "Loose, warm or dead outlets are more than an annoyance \u2014 they are one of the most common causes of electrical fires. We repair and replace outlets and switches, add new ones where you need them, install GFCI protection in kitchens, baths, garages and outdoors, and add USB-C and smart outlets.",
    priceText: `New outlets about ${typicalCost.newOutlet}`,
    metaTitle: `Outlet & GFCI Installation and Repair | About ${typicalCost.newOutlet} per Outlet`,
    metaDescription: `New outlets from about ${typicalCost.newOutlet}, GFCI and AFCI protection, dead or sparking outlet repair, USB-C and outdoor outlets. Licensed Northern Virginia electricians.`,
    illustration: { src: "/illustrations/services/outlets.svg", width: 320, height: 240 },
    benefits: [
      { icon: "plug", title: "Outlets where you need them", description: `A new outlet costs about ${typicalCost.newOutlet} \u2014 no more extension cords across the room.` },
      { icon: "shield", title: "GFCI where water is", description: "Kitchen, bathroom, laundry, garage and outdoor outlets protected against shock as code requires." },
      { icon: "search", title: "Dead outlets traced", description: "We find the tripped GFCI, loose backstab or failed splice instead of just swapping the device." },
      { icon: "check", title: "Modern devices", description: "Tamper-resistant, USB-C, smart and weather-resistant outlets, matched to your existing plates." }
    ],
    galleryImages: [],
    typicalJobs: ["Dead outlet traced and repaired", "GFCI outlets in a bathroom", "Weatherproof outlet on a deck"],
    faqs: [
      {
        question: "How much does it cost to add an outlet?",
        answer: `Adding a new outlet typically costs about ${typicalCost.newOutlet} when there is a nearby circuit with capacity. If the outlet needs its own dedicated 20A circuit, that runs about ${typicalCost.dedicatedCircuit}.`
      },
      {
        question: "Why did half my outlets stop working?",
        answer: "Most often a GFCI outlet upstream has tripped \u2014 check kitchens, bathrooms, the garage and outside. If resetting it does not help, there may be a loose connection, which can overheat; call us rather than keep using the circuit."
      },
      {
        question: "My outlet sparked or smells hot. What should I do?",
        answer: "Stop using it, switch off its breaker and call us. A spark with a burning smell or a discolored cover means a loose or failing connection. If you see smoke or flames, leave the house and call 911 first."
      },
      {
        question: "Can you replace two-prong outlets with three-prong ones?",
        answer: "Yes, done properly: we run a ground where practical, or install GFCI protection labeled 'No Equipment Ground', which the code allows. Simply swapping the device without a ground is unsafe."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "generators",
    serviceName: "Generator Installation",
    heroTitle: "Standby and Portable Generator Hookups",
    introText: "Ice storms and summer derechos knock out power across Prince William and Fairfax counties, sometimes for days. We install whole-home standby generators that start on their own, and transfer switches or interlock kits that let a portable generator run your furnace, well pump, fridge and lights safely \u2014 never back-feeding the utility lines.",
    priceText: "Upfront quote after a load review",
    metaTitle: "Generator Installation, Transfer Switches & Interlocks",
    metaDescription: "Whole-home standby generators, transfer switches and generator interlock kits installed and permitted in Northern Virginia. Stay powered through storms, safely.",
    illustration: { src: "/illustrations/services/generators.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bolt", title: "Power in seconds", description: "A standby generator with an automatic transfer switch starts and takes over within seconds of an outage." },
      { icon: "shield", title: "No back-feeding", description: "A listed transfer switch or interlock keeps generator power out of the utility lines, protecting line crews and your equipment." },
      { icon: "home", title: "Sized to your home", description: "We size the generator from your actual loads \u2014 well pump, sump pump, HVAC, medical equipment \u2014 not a guess." },
      { icon: "check", title: "Permit to start-up", description: "Gas and electrical coordination, permit, inspection and a first test run with you." }
    ],
    galleryImages: [],
    typicalJobs: ["Interlock kit and inlet for a portable generator", "22 kW standby generator with transfer switch", "Critical-loads subpanel"],
    faqs: [
      {
        question: "Standby generator or portable generator with an interlock?",
        answer: "A standby generator runs on natural gas or propane, starts automatically and can carry the whole house. A portable generator with an interlock kit and inlet costs far less and powers the circuits you choose, but you start it and connect it yourself."
      },
      {
        question: "Can I plug my generator into a dryer outlet?",
        answer: "No. A 'suicide cord' back-feeds the utility lines and can electrocute line workers or start a fire. An interlock kit or transfer switch is the safe, legal way to connect a generator."
      },
      {
        question: "What size generator do I need?",
        answer: "It depends on what must run during an outage. We add up the starting and running loads of your essentials \u2014 heat or AC, well and sump pumps, refrigerator, lights \u2014 and recommend a size with headroom, with a fixed quote before any work."
      },
      {
        question: "Do generators need a permit?",
        answer: "Yes. Standby generators and transfer equipment need an electrical permit, and gas connections a mechanical permit. We pull the permits and meet the inspector."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "spa-wiring",
    serviceName: "Hot Tub & Spa Wiring",
    heroTitle: "Hot Tub and Spa Electrical Hookups",
    introText: "A hot tub needs a dedicated 240-volt circuit, a GFCI-protected disconnect within sight of the tub and the clearances the code requires around water. We run the circuit from your panel, install the disconnect and bond the tub, so your spa passes inspection and is ready to fill.",
    priceText: "Upfront quote after a site visit",
    metaTitle: "Hot Tub & Spa Wiring | 50A and 60A GFCI Circuits",
    metaDescription: "Hot tub and swim spa wiring in Northern Virginia: dedicated 50A or 60A GFCI circuit, disconnect, bonding, permit and inspection. Ready before your spa is delivered.",
    illustration: { src: "/illustrations/services/spa-wiring.svg", width: 320, height: 240 },
    benefits: [
      { icon: "plug", title: "The right circuit", description: "A dedicated 50A or 60A 240V circuit sized to your tub's nameplate, not a guess." },
      { icon: "shield", title: "GFCI disconnect", description: "A spa panel with GFCI protection, placed at least 5 ft from the water and within sight of the tub." },
      { icon: "wrench", title: "Bonded and buried right", description: "Equipotential bonding and conduit buried to code depth, away from the patio and lines." },
      { icon: "clock", title: "Ready for delivery day", description: "We wire ahead of delivery so your tub can be filled and heated the day it arrives." }
    ],
    galleryImages: [],
    typicalJobs: ["60A circuit and spa disconnect on a patio", "Swim spa hookup with buried conduit", "Plug-and-play tub upgraded to 240V"],
    faqs: [
      {
        question: "What size circuit does a hot tub need?",
        answer: "Most 240-volt hot tubs need a dedicated 50A or 60A GFCI-protected circuit; the manufacturer's nameplate and manual tell us which. Small 120V plug-and-play tubs use a dedicated 20A GFCI circuit."
      },
      {
        question: "Does my panel have room for a hot tub?",
        answer: `A 50A or 60A circuit is a big load. We run a load calculation; many 200A panels handle it, while older 100A services may need a panel upgrade, which starts at ${startingPrice.panelUpgrade}.`
      },
      {
        question: "Where does the disconnect go?",
        answer: "The code requires a disconnect within sight of the tub and at least 5 ft from the inside wall of the spa. We mount it where it is reachable but out of the splash zone."
      },
      {
        question: "Do I need a permit to wire a hot tub?",
        answer: "Yes, spa circuits need an electrical permit and inspection in Virginia. We handle both and back the work with our lifetime workmanship warranty."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "remodel",
    serviceName: "Remodel & Addition Electrical",
    heroTitle: "Electrical for Kitchen, Bath and Basement Remodels",
    introText: "A remodel is the best time to fix an old home's wiring. We work with you or your contractor from the rough-in to the final trim-out: kitchen appliance and countertop circuits, bathroom GFCI and exhaust fans, basement finishing, additions and the panel capacity to carry it all, with inspections scheduled so your project stays on track.",
    priceText: "Upfront quote per project",
    metaTitle: "Remodel Electrical: Kitchens, Baths & Basements",
    metaDescription: "Electrical rough-in and trim-out for kitchen, bathroom and basement remodels and additions in Northern Virginia. Permits, inspections and upfront project pricing.",
    illustration: { src: "/illustrations/services/remodel.svg", width: 320, height: 240 },
    benefits: [
      { icon: "home", title: "Kitchens done to code", description: "Two 20A countertop circuits, dedicated appliance circuits, island outlets and layered lighting." },
      { icon: "wrench", title: "Contractor friendly", description: "We meet your builder's schedule for rough-in and trim-out and pass inspections the first time." },
      { icon: "bolt", title: "Capacity planned", description: "Load calculation up front, so a new kitchen or basement does not overload an old panel." },
      { icon: "dollar", title: "One fixed price", description: "A written, itemized quote for the whole project, with financing available on bigger jobs." }
    ],
    galleryImages: [],
    typicalJobs: ["Kitchen remodel rough-in", "Basement finish with recessed lighting", "Bathroom fan and heated floor circuit"],
    faqs: [
      {
        question: "What electrical work does a kitchen remodel need?",
        answer: "Current code calls for at least two 20A small-appliance circuits for the countertops, GFCI and AFCI protection, dedicated circuits for the dishwasher, disposal, microwave and range, and outlets within 2 ft of every counter edge. We plan it with your layout."
      },
      {
        question: "Can you work with my general contractor?",
        answer: "Yes. Much of our remodel work is alongside general contractors and kitchen designers; we schedule rough-in and final inspections around their timeline."
      },
      {
        question: "Will my remodel need a panel upgrade?",
        answer: `Not always. We do a load calculation before rough-in. If the panel is short on capacity or spaces, upgrades start at ${startingPrice.panelUpgrade} and take ${jobDuration.panelUpgrade}, and are easiest to do while walls are open.`
      },
      {
        question: "Do you pull the electrical permit?",
        answer: "Yes, we pull the electrical permit for the work we do and attend the rough-in and final inspections."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "inspections",
    serviceName: "Electrical Safety Inspections",
    heroTitle: "Home Electrical Safety Inspections",
    introText: "Buying a home, selling one, insuring an older house or just worried about a burning smell? A licensed master electrician inspects your panel, wiring, grounding, outlets and smoke alarms and gives you a plain-language written report with photos and prioritized, upfront-priced recommendations.",
    priceText: "Upfront flat fee",
    metaTitle: "Home Electrical Safety Inspections (2-3 hours)",
    metaDescription: "Whole-home electrical safety inspections in Northern Virginia: panel, wiring, grounding, GFCI/AFCI and smoke alarms checked in 2-3 hours, with a written photo report.",
    illustration: { src: "/illustrations/services/inspections.svg", width: 320, height: 240 },
    benefits: [
      { icon: "search", title: "Thorough, not a glance", description: "Panel opened and checked with thermal imaging, outlets tested, grounding and bonding verified." },
      { icon: "clock", title: "Done in 2-3 hours", description: "A typical home inspection takes 2-3 hours, and you get the report the same week." },
      { icon: "shield", title: "Know your risks", description: "Recalled panels, aluminum wiring, double-tapped breakers and missing GFCIs flagged by priority." },
      { icon: "check", title: "Useful for buyers and insurers", description: "A written report you can share with your insurer, your agent or the other side of a sale." }
    ],
    galleryImages: [],
    typicalJobs: ["Pre-purchase inspection of a 1970s colonial", "Insurance inspection for an older home", "Thermal scan of a warm panel"],
    faqs: [
      {
        question: "How long does an electrical inspection take?",
        answer: "A typical whole-home inspection takes 2-3 hours, depending on the size of the home and how many panels it has."
      },
      {
        question: "What is checked during the inspection?",
        answer: "The service and panel (breaker sizing, double taps, signs of heat), grounding and bonding, a sample of outlets and switches, GFCI and AFCI protection, smoke and CO alarms, visible wiring in the attic and basement, and any known problem panels or aluminum wiring."
      },
      {
        question: "How is this different from a home inspector's report?",
        answer: "A general home inspector looks at the whole house and often recommends 'evaluation by a licensed electrician'. We are that electrician: we open the panel, test circuits and price each fix."
      },
      {
        question: "Do I have to hire you for the repairs?",
        answer: "No. The report is yours to use with anyone. If you choose us, every repair comes with upfront pricing and our lifetime workmanship warranty."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "commercial",
    serviceName: "Commercial Electrical Services",
    heroTitle: "Commercial Electrical Services for Northern Virginia Businesses",
    introText: "From a single office suite to a restaurant build-out, we handle tenant fit-outs, LED lighting retrofits, dedicated equipment circuits, exterior and parking lot lighting, EV charging for customers and staff, and after-hours service calls that keep your doors open. Every commercial job gets a custom quote.",
    priceText: "Custom quote",
    metaTitle: "Commercial Electricians for Offices, Retail & Restaurants",
    metaDescription: "Commercial electrical work in Northern Virginia: tenant build-outs, LED retrofits, equipment circuits, parking lot lighting and 24/7 service. Custom quote for every job.",
    illustration: { src: "/illustrations/services/commercial.svg", width: 320, height: 240 },
    benefits: [
      { icon: "building", title: "Build-outs and fit-outs", description: "Offices, retail, restaurants and medical suites wired to plan, with permits and inspections." },
      { icon: "clock", title: "Work around your hours", description: "Nights and weekends so customers and staff are not disrupted; 24/7 emergency response." },
      { icon: "bulb", title: "LED retrofits that pay back", description: "Troffers, high-bays and exterior lights converted to LED to cut energy and maintenance costs." },
      { icon: "dollar", title: "Custom quote", description: "A written scope and fixed price for each project, with clear change-order rules." }
    ],
    galleryImages: [
      { src: "/illustrations/gallery-commercial.svg", alt: "Illustration of a retail store with LED ceiling panels", caption: "Retail LED troffer retrofit, done overnight \u2014 Fairfax", width: 600, height: 400 }
    ],
    typicalJobs: ["Restaurant kitchen equipment circuits", "Office LED troffer retrofit", "Parking lot pole lights"],
    faqs: [
      {
        question: "How is commercial work priced?",
        answer: "Every commercial project gets a custom quote after a walk-through or plan review: a written scope, a fixed price and a schedule. Service calls are billed at posted rates agreed before work begins."
      },
      {
        question: "Can you work after business hours?",
        answer: "Yes. We schedule disruptive work such as shut-offs and panel changes at night or on weekends, and we answer emergency calls 24/7."
      },
      {
        question: "Do you work from architect or engineer drawings?",
        answer: "Yes. We build from stamped plans for tenant fit-outs and coordinate with your general contractor, landlord and inspectors."
      },
      {
        question: "Do you install EV chargers for businesses?",
        answer: "Yes: workplace and customer charging, from a pair of Level 2 chargers to networked stations with load management, including the panel and trenching work they need."
      }
    ],
    serviceType: "commercial"
  },
  {
    slug: "circuits",
    serviceName: "Dedicated Circuits & Breaker Repair",
    heroTitle: "Dedicated Circuits and Breaker Repair",
    introText: "A breaker that keeps tripping is telling you something. We find out why \u2014 an overloaded circuit, a failing appliance, a loose connection or a worn-out breaker \u2014 and fix it, often with a dedicated circuit for the space heater, freezer, microwave, home office or workshop tool that keeps tripping the line.",
    priceText: `Dedicated 20A circuits about ${typicalCost.dedicatedCircuit}`,
    metaTitle: `Dedicated Circuits & Breaker Repair | 20A Circuits about ${typicalCost.dedicatedCircuit}`,
    metaDescription: `Breaker keeps tripping? Licensed electricians trace the cause and add dedicated 20A circuits for about ${typicalCost.dedicatedCircuit}. Breaker replacement and 24/7 emergency repairs.`,
    illustration: { src: "/illustrations/services/circuits.svg", width: 320, height: 240 },
    benefits: [
      { icon: "search", title: "Cause found, not guessed", description: "We test the circuit and the connected loads to find why it trips before we change anything." },
      { icon: "plug", title: "Dedicated 20A circuits", description: `A dedicated 20A circuit costs about ${typicalCost.dedicatedCircuit} and ends the tripping for good.` },
      { icon: "bolt", title: "240V for big equipment", description: "Circuits for dryers, ranges, mini-splits, welders and kilns, sized to the nameplate." },
      { icon: "clock", title: "24/7 when it can't wait", description: `Emergency repairs, day or night, start from ${startingPrice.emergency} \u2014 with arrival within ${arrivalMinutes} in our core area.` }
    ],
    galleryImages: [],
    typicalJobs: ["Dedicated circuit for a home office", "240V circuit for a mini-split", "Worn breaker replaced"],
    faqs: [
      {
        question: "Why does my breaker keep tripping?",
        answer: "Usually the circuit is overloaded (a space heater and a hair dryer on the same line), an appliance has a fault, or a connection is loose. A breaker that trips immediately after reset points to a short circuit \u2014 leave it off and call us."
      },
      {
        question: "How much does a dedicated circuit cost?",
        answer: `A dedicated 20A circuit typically costs about ${typicalCost.dedicatedCircuit}, depending on the distance from the panel and how the wire is routed. 240V circuits for larger equipment are quoted upfront.`
      },
      {
        question: "Which appliances need a dedicated circuit?",
        answer: "Refrigerators and freezers, microwaves, dishwashers, disposals, washers and dryers, space heaters, window or mini-split AC units, and workshop tools all benefit from \u2014 and often require \u2014 their own circuit."
      },
      {
        question: "Can you come out at night for a tripped breaker?",
        answer: `Yes, we are open 24/7 including holidays. Emergency repairs start from ${startingPrice.emergency}. If you smell burning or see smoke, leave the house and call 911 first.`
      }
    ],
    serviceType: "other"
  }
];
var servicePath = (slug) => `/services/${slug}`;

// app/lib/assistant/assistant-knowledge.server.ts
var STOPWORDS = new Set(
  "a an and are as at be but by can could do does did for from get got have has how i i'd i'm if in into is it its me my of on or our please so that the their them then there these this to up us was we what when where which who why will with would you your yours much many cost costs price prices pricing charge need needs want like install installed installation new some any about just also one all get here there home house electrical electrician work job help fix stuff thing things know tell".split(" ")
);
var processTerm = (term) => {
  const t = term.toLowerCase();
  if (STOPWORDS.has(t) || t.length < 2) return null;
  const stem = t.replace(/(ing|ed|s)$/, "");
  return stem.length >= 4 ? stem : t;
};
var SEARCH_OPTIONS = {
  prefix: (term) => term.length > 3,
  fuzzy: (term) => term.length > 5 ? 0.2 : false,
  combineWith: "OR"
};
function buildKnowledge() {
  const services = servicePages.map((page) => {
    const path2 = servicePath(page.slug);
    const offer = serviceOffers.find((o) => o.path === path2);
    return { id: page.slug, title: page.serviceName, price: offer?.price ?? page.priceText, path: path2, page, offer, bookingValue: page.serviceType };
  });
  for (const offer of serviceOffers) {
    if (!offer.path) services.push({ id: offer.serviceValue, title: offer.title, price: offer.price, offer, bookingValue: offer.serviceValue });
  }
  const serviceIndex = new MiniSearch({
    fields: ["title", "keywords", "text"],
    processTerm,
    searchOptions: { boost: { title: 4, keywords: 2 }, ...SEARCH_OPTIONS }
  });
  serviceIndex.addAll(
    services.map((s) => {
      const card = homeServiceCards.find((c) => c.path === s.path);
      return {
        id: s.id,
        title: [s.title, card?.title, s.offer?.title].filter(Boolean).join(" "),
        keywords: [s.id.replace(/-/g, " "), ...s.page?.typicalJobs ?? [], ...s.page?.benefits.map((b) => b.title) ?? [], card?.description ?? ""].join(" "),
        text: [s.page?.introText ?? "", s.offer?.description ?? "", ...s.offer?.features ?? []].join(" ")
      };
    })
  );
  const faqs = [
    ...servicePages.flatMap(
      (page) => page.faqs.map((f, i) => ({ id: `${page.slug}:${i}`, ...f, serviceId: page.slug, source: "service" }))
    ),
    ...emergencyFaqs.map((f, i) => ({ id: `emergency:${i}`, ...f, serviceId: "emergency", source: "emergency" })),
    ...homeFaqs.map((f, i) => ({ id: `home:${i}`, ...f, source: "home" })),
    ...cities.flatMap((c) => c.faqs.map((f, i) => ({ id: `${c.slug}:${i}`, ...f, source: "city" })))
  ];
  const faqIndex = new MiniSearch({
    fields: ["question", "answer"],
    processTerm,
    storeFields: ["id"],
    searchOptions: { boost: { question: 3 }, ...SEARCH_OPTIONS }
  });
  faqIndex.addAll(faqs);
  const places = /* @__PURE__ */ new Map();
  for (const c of cities) places.set(c.cityName.toLowerCase(), { name: c.cityName, path: c.path });
  for (const name of [...emergencyCities, ...furtherAreas]) {
    if (!places.has(name.toLowerCase())) places.set(name.toLowerCase(), { name });
  }
  return { services, serviceIndex, faqs, faqIndex, places, serviceRadius, promises };
}
var knowledge = () => singleton("assistant-knowledge", buildKnowledge);

// app/lib/assistant/assistant-prompt.server.ts
function facts(business) {
  const k = knowledge();
  const services = k.services.map((s) => {
    const faqs = (s.page?.faqs ?? []).map((f) => `  Q: ${f.question}
  A: ${f.answer}`).join("\n");
    return `- ${s.title} (${s.price})${s.path ? ` \u2014 ${business.siteUrl}${s.path}` : ""}
${faqs}`;
  }).join("\n");
  const places = [...k.places.values()].map((p) => p.name).join(", ");
  return [
    `Business: ${business.name}, veteran-owned and family-operated electrical contractor based in ${business.address.city}, ${business.address.region}.`,
    `Phone: ${business.phone}. Text: ${business.textPhone}. Email: ${business.email}. Licence: ${business.licence} (licensed, bonded and insured).`,
    `Hours: ${business.hours}, ${business.holidays}. Emergencies: ${responsePromise}.`,
    `Service area: ${k.serviceRadius}. Towns: ${places}.`,
    `Promises: ${k.promises.map((p) => `${p.title} \u2014 ${p.description}`).join("; ")}.`,
    `Starting prices: ${serviceOffers.map((o) => `${o.title}: ${o.price}`).join("; ")}.`,
    `Services and their FAQs:
${services}`,
    `Emergency safety guidance:
${safetyTips.map((t) => `- ${t}`).join("\n")}`,
    `Emergency FAQs:
${emergencyFaqs.map((f) => `Q: ${f.question}
A: ${f.answer}`).join("\n")}`
  ].join("\n\n");
}
function voiceInstructions(business) {
  return [
    `You are ${business.assistantName}, the virtual office manager of ${business.name}, speaking on a voice call. Keep answers short and spoken-friendly, and only use the facts below.`,
    `Safety first: for fire or smoke, tell the caller to get out and call 911 first, then call ${business.phone}.`,
    `To book, ask for name, phone and the service, then tell them to press Book Consultation Call in the chat or call ${business.phone}.`,
    `Facts:
${facts(business)}`
  ].join("\n\n");
}

// app/forms/phone.ts
var ALLOWED = /^[+\d\s().-]+$/;
function normalizePhone(input) {
  const value = input.trim();
  if (!ALLOWED.test(value)) return null;
  const plus = value.startsWith("+");
  if (value.lastIndexOf("+") > 0) return null;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  else if (plus || digits.length !== 10) return null;
  return `+1${digits}`;
}
function formatPhone(input) {
  const normalized = normalizePhone(input);
  if (!normalized) return input;
  const d = normalized.slice(2);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

// app/lib/site/business.server.ts
function publicPhones(c) {
  const twilio = c.TWILIO_NUMBERS[0];
  if (twilio) return { phone: formatPhone(twilio.number), textPhone: formatPhone(twilio.number) };
  return { phone: c.BUSINESS_PHONE ?? defaultBusiness.phone, textPhone: c.BUSINESS_TEXT_PHONE ?? defaultBusiness.textPhone };
}
function getBusiness() {
  const c = getConfig();
  return {
    ...defaultBusiness,
    name: c.BUSINESS_NAME ?? defaultBusiness.name,
    ...publicPhones(c),
    mobilePhone: c.BUSINESS_MOBILE_PHONE ?? defaultBusiness.mobilePhone,
    email: c.BUSINESS_EMAIL ?? defaultBusiness.email,
    licence: c.BUSINESS_LICENCE ?? defaultBusiness.licence,
    schedulingUrl: c.BUSINESS_SCHEDULING_URL ?? defaultBusiness.schedulingUrl,
    assistantName: c.ASSISTANT_NAME ?? defaultBusiness.assistantName,
    siteUrl: c.SITE_URL,
    timeZone: c.ONCALL_TIME_ZONE
  };
}

// app/lib/assistant/voice-protocol.ts
var VOICE_RELAY_PATH = "/voice";
var SERVER_EVENT_NAMES = {
  "response.output_audio.delta": "response.audio.delta",
  "response.output_audio.done": "response.audio.done",
  "response.output_audio_transcript.delta": "response.audio_transcript.delta",
  "response.output_audio_transcript.done": "response.audio_transcript.done"
};
var FORWARDED_SERVER_EVENTS = /* @__PURE__ */ new Set([
  "response.audio.delta",
  "response.audio.done",
  "response.audio_transcript.delta",
  "response.audio_transcript.done",
  "conversation.item.input_audio_transcription.completed",
  // The visitor started talking: the browser stops playing the answer (barge-in).
  "input_audio_buffer.speech_started",
  "session.created",
  "session.updated",
  "error"
]);
var VOICE_NOT_CONFIGURED = "Voice chat is not configured on this site. Please type your question or call us.";
var MAX_AUDIO_CHARS = 128 * 1024;
var MAX_TEXT_CHARS = 2e3;
var VOICE_MAX_FRAME_BYTES = MAX_AUDIO_CHARS + 4096;
function filterClientEvent(raw) {
  let event;
  try {
    event = JSON.parse(raw);
  } catch {
    return { ok: false, error: "Invalid message" };
  }
  if (!event || typeof event !== "object" || typeof event.type !== "string") return { ok: false, error: "Invalid message" };
  const e = event;
  switch (e.type) {
    case "input_audio_buffer.append":
      if (typeof e.audio !== "string" || e.audio.length > MAX_AUDIO_CHARS || !/^[A-Za-z0-9+/]*={0,2}$/.test(e.audio)) {
        return { ok: false, error: "Invalid audio" };
      }
      return { ok: true, event: { type: e.type, audio: e.audio } };
    case "conversation.item.create": {
      const item = e.item;
      const content = Array.isArray(item?.content) ? item.content : [];
      const texts = content.filter((c) => c?.type === "input_text" && typeof c.text === "string");
      if (!item || item.type !== "message" || item.role !== "user" || texts.length === 0 || texts.length !== content.length) {
        return { ok: false, error: "Only user text messages are allowed" };
      }
      const text = texts.map((c) => c.text).join("\n").slice(0, MAX_TEXT_CHARS);
      return { ok: true, event: { type: e.type, item: { type: "message", role: "user", content: [{ type: "input_text", text }] } } };
    }
    case "response.create":
      return { ok: true, event: { type: e.type } };
    default:
      return { ok: false, error: `Event type not allowed: ${String(e.type).slice(0, 60)}` };
  }
}
function mapServerEvent(raw) {
  let event;
  try {
    event = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!event || typeof event.type !== "string") return null;
  const type = SERVER_EVENT_NAMES[event.type] ?? event.type;
  if (!FORWARDED_SERVER_EVENTS.has(type)) return null;
  const out = { type };
  if (typeof event.delta === "string") out.delta = event.delta;
  if (typeof event.transcript === "string") out.transcript = event.transcript;
  if (type === "error") out.error = { message: VOICE_UPSTREAM_ERROR_MESSAGE };
  return out;
}
var VOICE_UPSTREAM_ERROR_MESSAGE = "The voice service had a problem. Please try again, type your question or call us.";
var VOICE_UPSTREAM_TIMEOUT_MESSAGE = "The voice service did not answer in time. Please try again, type your question or call us.";
var VOICE_TIME_LIMIT_MESSAGE = "The voice session reached its time limit. Start again to keep talking.";
var VOICE_BYTE_LIMIT_MESSAGE = "The voice session reached its length limit. Start again to keep talking.";
function sessionUpdateEvent(instructions, voice = "marin") {
  return {
    type: "session.update",
    session: {
      type: "realtime",
      instructions,
      output_modalities: ["audio"],
      audio: {
        input: {
          format: { type: "audio/pcm", rate: 24e3 },
          transcription: { model: "gpt-4o-mini-transcribe" },
          turn_detection: { type: "server_vad" }
        },
        output: { format: { type: "audio/pcm", rate: 24e3 }, voice }
      }
    }
  };
}

// app/lib/assistant/voice-token.server.ts
import { createHmac, randomBytes as randomBytes2, timingSafeEqual } from "node:crypto";
var sign = (secret, ip, body) => createHmac("sha256", secret).update(`voice-token:${ip}:${body}`).digest("base64url");
function verifyVoiceToken(token, secret, ip, now = Date.now()) {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== void 0) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(sign(secret, ip, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "signature" };
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof payload.exp !== "number" || typeof payload.n !== "string") return { ok: false, reason: "malformed" };
  if (payload.exp <= now) return { ok: false, reason: "expired" };
  return { ok: true, nonce: payload.n, expiresAt: payload.exp };
}

// server/voice-relay.ts
var DEFAULT_VOICE_SESSION_BYTES = 8e7;
var BACKLOG_BYTES = 1024 * 1024;
function refuse(socket, status, text) {
  socket.once("finish", () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r
Connection: close\r
Content-Type: text/plain\r
Content-Length: ${text.length}\r
\r
${text}`);
  return true;
}
var pathOf = (url) => {
  try {
    return new URL(url ?? "/", "http://relay.invalid");
  } catch {
    return null;
  }
};
function createVoiceRelay(options) {
  const path2 = options.path ?? VOICE_RELAY_PATH;
  const maxSessions = options.maxSessions ?? 20;
  const maxPerIp = options.maxSessionsPerIp ?? 2;
  const maxSessionMs = options.maxSessionMs ?? 10 * 6e4;
  const maxSessionBytes = options.maxSessionBytes ?? DEFAULT_VOICE_SESSION_BYTES;
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? 1e4;
  const log2 = options.log ?? (() => {
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: VOICE_MAX_FRAME_BYTES });
  const perIp = /* @__PURE__ */ new Map();
  const usedNonces = /* @__PURE__ */ new Map();
  const sessions = /* @__PURE__ */ new Set();
  const capReached = (ip) => sessions.size >= maxSessions ? "all" : (perIp.get(ip) ?? 0) >= maxPerIp ? "ip" : null;
  const trust = compileTrust(options.trustProxy ?? 0);
  function handleUpgrade(req, socket, head) {
    socket.on("error", () => socket.destroy());
    const url = pathOf(req.url);
    if (url?.pathname !== path2) return false;
    if (req.headers.origin !== options.allowedOrigin) {
      log2("warn", "voice relay refused origin", { origin: req.headers.origin ?? null });
      return refuse(socket, 403, "Forbidden");
    }
    const ip = clientIpOf(req, trust);
    const now = Date.now();
    const check = verifyVoiceToken(url.searchParams.get("token") ?? "", options.secret, ip, now);
    if (!check.ok || usedNonces.has(check.nonce)) return refuse(socket, 401, "Unauthorized");
    const cap = capReached(ip);
    if (cap === "all") return refuse(socket, 503, "Service Unavailable");
    if (cap === "ip") return refuse(socket, 429, "Too Many Requests");
    for (const [nonce, exp] of usedNonces) if (exp <= now) usedNonces.delete(nonce);
    usedNonces.set(check.nonce, check.expiresAt);
    wss.handleUpgrade(req, socket, head, (client) => startSession(client, ip));
    return true;
  }
  function startSession(client, ip) {
    let finished = false;
    let upstream = null;
    let bytes = 0;
    const queue = [];
    let queuedBytes = 0;
    const backlogToUpstream = () => upstream?.readyState === WebSocket.OPEN ? upstream.bufferedAmount : queuedBytes;
    const flow = () => {
      if (finished) return;
      const toBrowser = client.bufferedAmount;
      setPaused(client, toBrowser > BACKLOG_BYTES || backlogToUpstream() > BACKLOG_BYTES);
      if (upstream) setPaused(upstream, toBrowser > BACKLOG_BYTES);
    };
    const toClient = (event) => {
      if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(event), flow);
      flow();
    };
    const toUpstream = (message) => {
      upstream.send(message, flow);
      flow();
    };
    const spend = (data) => {
      bytes += data.byteLength;
      if (bytes <= maxSessionBytes) return true;
      log2("warn", "voice session reached its byte budget", { bytes });
      toClient({ type: "error", error: { message: VOICE_BYTE_LIMIT_MESSAGE } });
      finish(1008);
      return false;
    };
    const finish = (code = 1e3) => {
      if (finished) return;
      finished = true;
      sessions.delete(session);
      clearTimeout(timer);
      clearTimeout(upstreamTimer);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
      setPaused(client, false);
      if (client.readyState === WebSocket.OPEN) client.close(code);
      if (upstream && upstream.readyState !== WebSocket.CLOSED) {
        setPaused(upstream, false);
        if (upstream.readyState === WebSocket.OPEN) upstream.close(1e3);
        else upstream.terminate();
      }
    };
    const session = { finish: () => finish(), buffered: () => client.bufferedAmount + backlogToUpstream() };
    sessions.add(session);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    const timer = setTimeout(() => {
      toClient({ type: "error", error: { message: VOICE_TIME_LIMIT_MESSAGE } });
      finish();
    }, maxSessionMs);
    const upstreamTimer = setTimeout(() => {
      log2("warn", "voice upstream did not open in time", { ms: upstreamTimeoutMs });
      toClient({ type: "error", error: { message: VOICE_UPSTREAM_TIMEOUT_MESSAGE } });
      finish(1011);
    }, upstreamTimeoutMs);
    client.on("close", () => finish());
    client.on("error", () => finish());
    if (!options.apiKey) {
      toClient({ type: "error", error: { message: VOICE_NOT_CONFIGURED } });
      finish();
      return;
    }
    const target = new URL(options.realtimeUrl);
    target.searchParams.set("model", options.model);
    upstream = new WebSocket(target.href, { headers: { Authorization: `Bearer ${options.apiKey}` } });
    upstream.on("open", () => {
      clearTimeout(upstreamTimer);
      toUpstream(JSON.stringify(sessionUpdateEvent(options.instructions, options.voice)));
      for (const message of queue.splice(0)) toUpstream(message);
      queuedBytes = 0;
      flow();
    });
    upstream.on("message", (data) => {
      if (finished || !spend(data)) return;
      const mapped = mapServerEvent(data.toString());
      if (mapped) toClient(mapped);
    });
    upstream.on("unexpected-response", (_req, res) => {
      log2("warn", "voice upstream refused", { status: res.statusCode });
      toClient({ type: "error", error: { message: `The voice service is unavailable (${res.statusCode}).` } });
      finish(1011);
    });
    upstream.on("error", (error) => {
      if (finished) return;
      log2("warn", "voice upstream error", { error: error.message });
      toClient({ type: "error", error: { message: "The voice service is unavailable right now." } });
      finish(1011);
    });
    upstream.on("close", () => finish());
    client.on("message", (data, isBinary) => {
      if (finished || !spend(data)) return;
      const check = isBinary ? { ok: false, error: "Invalid message" } : filterClientEvent(data.toString());
      if (!check.ok) return toClient({ type: "error", error: { message: check.error } });
      const message = JSON.stringify(check.event);
      if (upstream?.readyState === WebSocket.OPEN) return toUpstream(message);
      queue.push(message);
      queuedBytes += message.length;
      flow();
    });
  }
  return {
    handleUpgrade,
    stats: () => ({
      sessions: sessions.size,
      perIp: Object.fromEntries(perIp),
      buffered: [...sessions].reduce((sum, s) => sum + s.buffered(), 0)
    }),
    async close() {
      for (const session of [...sessions]) session.finish();
      await new Promise((resolve) => wss.close(() => resolve()));
    }
  };
}
function setPaused(socket, paused) {
  if (paused === socket.isPaused) return;
  if (paused) socket.pause();
  else socket.resume();
}
function voiceRelayFromConfig(config = getConfig()) {
  return createVoiceRelay({
    secret: config.SESSION_SECRET,
    allowedOrigin: new URL(config.SITE_URL).origin,
    apiKey: config.OPENAI_API_KEY,
    realtimeUrl: config.OPENAI_REALTIME_URL,
    model: config.OPENAI_REALTIME_MODEL,
    instructions: voiceInstructions(getBusiness()),
    maxSessions: config.VOICE_MAX_SESSIONS,
    maxSessionsPerIp: config.VOICE_MAX_SESSIONS_PER_IP,
    maxSessionMs: config.VOICE_MAX_SESSION_SECONDS * 1e3,
    maxSessionBytes: config.VOICE_MAX_SESSION_BYTES,
    upstreamTimeoutMs: config.VOICE_UPSTREAM_TIMEOUT_SECONDS * 1e3,
    trustProxy: config.TRUST_PROXY,
    log: (level, message, fields) => log[level](message, fields)
  });
}
function attachVoiceRelay(server, relay = voiceRelayFromConfig()) {
  server.on("upgrade", (req, socket, head) => {
    if (!relay.handleUpgrade(req, socket, head)) socket.destroy();
  });
  return relay;
}

// server/voice.ts
function startStandaloneRelay(config = getConfig()) {
  const server = createServer((req, res) => {
    const ok = req.url === "/healthz";
    res.writeHead(ok ? 200 : 404, { "Content-Type": "application/json" }).end(JSON.stringify(ok ? { status: "ok" } : { error: "not found" }));
  });
  const relay = attachVoiceRelay(server, voiceRelayFromConfig(config));
  server.listen(config.VOICE_PORT, config.HOST, () => log.info("voice relay listening", { port: config.VOICE_PORT }));
  const stop = async () => {
    server.close();
    await relay.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  return { server, relay };
}
try {
  startStandaloneRelay(getConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
//# sourceMappingURL=voice.js.map
