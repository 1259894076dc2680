var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// app/lib/platform/client-ip.server.ts
import { BlockList, isIP } from "node:net";
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
  const text3 = value.trim().toLowerCase();
  if (text3 === "false") return 0;
  if (text3 === "true") {
    return {
      error: "true would trust every X-Forwarded-For entry, and visitors write the first ones themselves: set the number of proxies in front of the app (usually 1) or their addresses/subnets"
    };
  }
  if (/^\d+$/.test(text3)) {
    const hops = Number(text3);
    return hops <= 10 ? hops : { error: "at most 10 proxy hops" };
  }
  const entries = text3.split(",").map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !preset(e) && !parseSubnet(e));
  if (entries.length === 0 || bad.length > 0) {
    return { error: `expected a hop count or addresses/subnets, not ${JSON.stringify(bad.join(", ") || value)}` };
  }
  return entries;
}
function ipv6Groups(address) {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const part = (text3) => text3 ? text3.split(":").map((group) => parseInt(group, 16)) : [];
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
function compileTrust(trust2) {
  if (typeof trust2 === "number") return (_address, index2) => index2 < trust2;
  const list = new BlockList();
  for (const entry of trust2.flatMap((e) => preset(e) ?? [e])) {
    const [address, prefix, family] = parseSubnet(entry);
    list.addSubnet(address, prefix, family);
  }
  return (address) => {
    const plain = unmapped(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? "ipv4" : "ipv6");
  };
}
function clientIpOf(req, trust2) {
  const peer = unmapped(req.socket.remoteAddress ?? "unknown");
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : header ?? "").split(",").map((e) => unmapped(e.trim())).filter(Boolean).reverse();
  const hops = [peer, ...forwarded];
  let i = 0;
  while (i < hops.length - 1 && trust2(hops[i], i)) i++;
  return addressKey(hops[i]);
}
var PRESETS, preset, unmapped;
var init_client_ip_server = __esm({
  "app/lib/platform/client-ip.server.ts"() {
    "use strict";
    PRESETS = {
      loopback: ["127.0.0.1/8", "::1/128"],
      linklocal: ["169.254.0.0/16", "fe80::/10"],
      uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"]
    };
    preset = (name) => Object.hasOwn(PRESETS, name) ? PRESETS[name] : void 0;
    unmapped = (address) => /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
  }
});

// app/content/buckets.ts
var galleryBuckets, MEDIA_BUCKET, allBuckets, DEFAULT_PHOTOS_BUCKET;
var init_buckets = __esm({
  "app/content/buckets.ts"() {
    "use strict";
    galleryBuckets = [
      { id: "gallery-panels", adminLabel: "Panel Upgrades", importLabel: "Panel Upgrades" },
      { id: "gallery-ev-chargers", adminLabel: "EV Charger Installation", importLabel: "EV Chargers" },
      { id: "gallery-lighting", adminLabel: "Lighting", importLabel: "Lighting" },
      { id: "gallery-before-after", adminLabel: "Before & After", importLabel: "Before & After" },
      { id: "gallery-commercial", adminLabel: "Commercial", importLabel: "Commercial" },
      { id: "gallery-general", adminLabel: "General", importLabel: "General" }
    ];
    MEDIA_BUCKET = "media";
    allBuckets = [...galleryBuckets.map((b) => b.id), MEDIA_BUCKET];
    DEFAULT_PHOTOS_BUCKET = "lead-photos";
  }
});

// app/content/catalogue.ts
function catalogue(en2, es2) {
  return { en: en2, es: es2 };
}
var init_catalogue = __esm({
  "app/content/catalogue.ts"() {
    "use strict";
  }
});

// app/content/business.ts
var defaultBusiness, hoursText;
var init_business = __esm({
  "app/content/business.ts"() {
    "use strict";
    init_catalogue();
    defaultBusiness = {
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
    hoursText = catalogue(
      { hours: defaultBusiness.hours, holidays: defaultBusiness.holidays },
      { hours: "24/7 - Todos los d\xEDas", holidays: "Abierto todos los d\xEDas feriados" }
    );
  }
});

// app/lib/platform/singleton.server.ts
function singleton(name, create) {
  const store = globalThis;
  store.__singletons ??= /* @__PURE__ */ new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name);
}
var init_singleton_server = __esm({
  "app/lib/platform/singleton.server.ts"() {
    "use strict";
  }
});

// app/lib/platform/config.server.ts
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isIPv4 } from "node:net";
import path from "node:path";
import { z } from "zod";
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
  } catch (error2) {
    if (error2.code !== "EEXIST") throw error2;
  } finally {
    rmSync(temp, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}
function getConfig() {
  return singleton("config", () => parseConfig(process.env));
}
var optionalUrl, PLACEHOLDER_SECRET, emptyToUndefined, E164, phoneList, envSchema, TLS_ONLY, isLoopback, ConfigError;
var init_config_server = __esm({
  "app/lib/platform/config.server.ts"() {
    "use strict";
    init_client_ip_server();
    init_buckets();
    init_business();
    init_singleton_server();
    optionalUrl = z.string().url().optional();
    PLACEHOLDER_SECRET = /change[-_ ]?me|replace[-_ ]?me|placeholder/i;
    emptyToUndefined = (value) => value === "" ? void 0 : value;
    E164 = /^\+[1-9]\d{6,14}$/;
    phoneList = () => z.string().default("").transform((value) => value.split(",").map((p) => p.trim()).filter(Boolean)).pipe(z.array(z.string().regex(E164, "must be E.164 numbers like +17035550100, comma-separated")));
    envSchema = z.object({
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
    TLS_ONLY = {
      TWILIO_API_URL: "https:",
      CALENDLY_API_URL: "https:",
      OPENAI_BASE_URL: "https:",
      OPENAI_REALTIME_URL: "wss:"
    };
    isLoopback = (hostname) => hostname === "localhost" || hostname === "[::1]" || isIPv4(hostname) && hostname.startsWith("127.");
    ConfigError = class extends Error {
      constructor(issues) {
        super(`Invalid environment configuration:
${issues.map((i) => `  - ${i}`).join("\n")}`);
        this.issues = issues;
        this.name = "ConfigError";
      }
      issues;
    };
  }
});

// app/forms/phone.ts
function normalizePhone(input) {
  const value = input.trim();
  if (!ALLOWED.test(value)) return null;
  const plus3 = value.startsWith("+");
  if (value.lastIndexOf("+") > 0) return null;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  else if (plus3 || digits.length !== 10) return null;
  return `+1${digits}`;
}
function formatPhone(input) {
  const normalized = normalizePhone(input);
  if (!normalized) return input;
  const d = normalized.slice(2);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
var ALLOWED;
var init_phone = __esm({
  "app/forms/phone.ts"() {
    "use strict";
    ALLOWED = /^[+\d\s().-]+$/;
  }
});

// app/lib/site/business.server.ts
function publicPhones(c) {
  const twilio2 = c.TWILIO_NUMBERS[0];
  if (twilio2) return { phone: formatPhone(twilio2.number), textPhone: formatPhone(twilio2.number) };
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
var init_business_server = __esm({
  "app/lib/site/business.server.ts"() {
    "use strict";
    init_business();
    init_phone();
    init_config_server();
  }
});

// app/lib/platform/log.server.ts
function maskEmails(text3) {
  if (!text3.includes("@")) return text3;
  let out = "";
  let done = 0;
  for (const match of text3.matchAll(AT_DOMAIN)) {
    let start = match.index;
    while (start > done && LOCAL_PART.test(text3[start - 1])) start -= 1;
    if (start === match.index) continue;
    out += `${text3.slice(done, start)}${text3[start]}***${match[0]}`;
    done = match.index + match[0].length;
  }
  return out + text3.slice(done);
}
function maskPersonal(text3) {
  return maskEmails(text3.replace(QUERY_PARAMS, "$1***")).replace(TOKEN_PATH, "/$1/***").replace(SECRET_PARAM, "$1=***").replace(PHONE, (phone) => `***-***-${phone.replace(/\D/g, "").slice(-4)}`);
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
var levels, LOCAL_PART, AT_DOMAIN, TOKEN_PATH, SECRET_PARAM, QUERY_PARAMS, PHONE, log;
var init_log_server = __esm({
  "app/lib/platform/log.server.ts"() {
    "use strict";
    init_config_server();
    levels = ["debug", "info", "warn", "error"];
    LOCAL_PART = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/;
    AT_DOMAIN = /@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
    TOKEN_PATH = /\/(status|ack)\/[^/?#\s"'<>]+/gi;
    SECRET_PARAM = /\b(token|x-amz-signature|x-amz-credential|x-amz-security-token)=[^&#\s"'<>]+/gi;
    QUERY_PARAMS = /(Failed query: [\s\S]*?\nparams: )[\s\S]*?(?=\n\s+at |$)/g;
    PHONE = /(?<![\w+])(?:(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}|\+[1-9]\d{6,14})(?!\w)/g;
    log = {
      debug: (message, fields) => write("debug", message, fields),
      info: (message, fields) => write("info", message, fields),
      warn: (message, fields) => write("warn", message, fields),
      error: (message, fields) => write("error", message, fields)
    };
  }
});

// db/embedded.ts
import { mkdtempSync, rmSync as rmSync3 } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path3 from "node:path";
import { Worker } from "node:worker_threads";
function startEmbeddedPostgres(dataDir) {
  const socketDir = mkdtempSync(path3.join(tmpdir(), "pglite-"));
  const socketPath = path3.join(socketDir, ".s.PGSQL.5432");
  const worker = new Worker(new URL("./pglite-server.mjs", import.meta.url), { workerData: { dataDir, socketPath } });
  let stopped = null;
  const ready = new Promise((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", (error2) => reject(stopped = error2));
    worker.once("exit", (code) => reject(stopped ??= new Error(`the embedded database stopped (exit code ${code})`)));
  });
  ready.catch(() => {
  });
  return {
    async connect() {
      await ready;
      if (stopped) throw stopped;
      return connect(socketPath);
    },
    async close() {
      await ready.catch(() => {
      });
      if (!stopped) {
        const closed = new Promise((resolve) => worker.once("message", resolve));
        worker.postMessage("close");
        await Promise.race([closed, new Promise((resolve) => worker.once("exit", resolve))]);
        stopped = new Error("the embedded database is closed");
        await worker.terminate();
      }
      rmSync3(socketDir, { recursive: true, force: true });
    }
  };
}
var init_embedded = __esm({
  "db/embedded.ts"() {
    "use strict";
  }
});

// db/schema.ts
var schema_exports = {};
__export(schema_exports, {
  ackTokens: () => ackTokens,
  emailOutbox: () => emailOutbox,
  galleryImages: () => galleryImages,
  leadAlerts: () => leadAlerts,
  leadEvents: () => leadEvents,
  leadMessages: () => leadMessages,
  leadNotes: () => leadNotes,
  leadPhotos: () => leadPhotos,
  leads: () => leads,
  loginChallenges: () => loginChallenges,
  newsletterSubscribers: () => newsletterSubscribers,
  oncallPeople: () => oncallPeople,
  phoneCalls: () => phoneCalls,
  pushSubscriptions: () => pushSubscriptions,
  rateLimits: () => rateLimits,
  recoveryCodes: () => recoveryCodes,
  sessions: () => sessions,
  smsOptOuts: () => smsOptOuts,
  userRoles: () => userRoles,
  users: () => users
});
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
var createdAt, users, sessions, loginChallenges, recoveryCodes, userRoles, galleryImages, leads, leadNotes, leadEvents, leadPhotos, oncallPeople, pushSubscriptions, leadAlerts, ackTokens, newsletterSubscribers, emailOutbox, rateLimits, phoneCalls, leadMessages, smsOptOuts;
var init_schema = __esm({
  "db/schema.ts"() {
    "use strict";
    createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
    users = pgTable("users", {
      id: uuid("id").primaryKey().defaultRandom(),
      email: text("email").notNull().unique(),
      /** How the office and customers see this person ("acknowledged by Dana"); null shows the email's name part. */
      name: text("name"),
      passwordHash: text("password_hash").notNull(),
      /** Base32 TOTP secret once the second factor is enrolled; null = must enrol at the next login. */
      totpSecret: text("totp_secret"),
      /** Time step of the last accepted TOTP code: a code is accepted once (no replay within its window). */
      totpLastStep: integer("totp_last_step"),
      createdAt: createdAt(),
      updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
    });
    sessions = pgTable(
      "sessions",
      {
        id: text("id").primaryKey(),
        userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
        expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
        createdAt: createdAt()
      },
      (t) => [index("sessions_user_id_idx").on(t.userId)]
    );
    loginChallenges = pgTable(
      "login_challenges",
      {
        id: text("id").primaryKey(),
        userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
        redirectTo: text("redirect_to").notNull(),
        totpSecret: text("totp_secret"),
        expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
        createdAt: createdAt()
      },
      (t) => [index("login_challenges_user_id_idx").on(t.userId)]
    );
    recoveryCodes = pgTable(
      "recovery_codes",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
        salt: text("salt").notNull(),
        codeHash: text("code_hash").notNull(),
        usedAt: timestamp("used_at", { withTimezone: true }),
        createdAt: createdAt()
      },
      (t) => [index("recovery_codes_user_id_idx").on(t.userId)]
    );
    userRoles = pgTable(
      "user_roles",
      {
        userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
        role: text("role").notNull()
      },
      (t) => [primaryKey({ columns: [t.userId, t.role] })]
    );
    galleryImages = pgTable(
      "gallery_images",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        title: text("title").notNull(),
        description: text("description"),
        imageUrl: text("image_url").notNull(),
        filePath: text("file_path").notNull(),
        category: text("category").notNull(),
        location: text("location"),
        bucketId: text("bucket_id").notNull(),
        createdAt: createdAt()
      },
      (t) => [
        uniqueIndex("gallery_images_bucket_file_idx").on(t.bucketId, t.filePath),
        index("gallery_images_created_at_idx").on(t.createdAt)
      ]
    );
    leads = pgTable(
      "leads",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        kind: text("kind").notNull(),
        name: text("name"),
        email: text("email"),
        phone: text("phone"),
        service: text("service"),
        message: text("message"),
        fields: jsonb("fields").$type().notNull().default(sql`'{}'::jsonb`),
        /** The page the request was sent from. */
        page: text("page"),
        /** Hash of the submission's content: a double submit finds the first row instead of adding one. */
        dedupeKey: text("dedupe_key").unique(),
        createdAt: createdAt(),
        // Pipeline: where the office stands with this request.
        /** new | contacted | scheduled | won | lost */
        status: text("status").notNull().default("new"),
        lostReason: text("lost_reason"),
        ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
        /** First time the office acted on the lead (status change, note, acknowledgement). */
        firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
        updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
        // Attribution: where the visit came from (first-party cookie, no third-party script).
        /** Grouping key for the dashboard: utm_source, else the referring host, else "direct". */
        source: text("source").notNull().default("direct"),
        firstPage: text("first_page"),
        referrer: text("referrer"),
        utmSource: text("utm_source"),
        utmMedium: text("utm_medium"),
        utmCampaign: text("utm_campaign"),
        utmTerm: text("utm_term"),
        utmContent: text("utm_content"),
        // Emergencies: alerting, acknowledgement and the customer's status page.
        emergency: boolean("emergency").notNull().default(false),
        /** Unguessable id of the customer's status page (no account); null for non-emergencies. */
        statusToken: text("status_token").unique(),
        acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
        /** Name shown to the customer ("Dana is on it"). */
        acknowledgedBy: text("acknowledged_by"),
        onTheWayAt: timestamp("on_the_way_at", { withTimezone: true })
      },
      (t) => [
        index("leads_created_at_idx").on(t.createdAt),
        index("leads_kind_idx").on(t.kind),
        index("leads_status_idx").on(t.status, t.createdAt),
        index("leads_owner_idx").on(t.ownerId),
        index("leads_source_idx").on(t.source),
        // The inbox's order (open emergencies, then new, then the rest; newest first): its first page reads 100 index
        // entries instead of sorting every lead. The expression must stay the same as inboxOrder in app/models/lead-inbox.server.ts.
        index("leads_inbox_order_idx").on(
          sql`(case when ${t.emergency} and ${t.status} not in ('won', 'lost') then 0 when ${t.status} = 'new' then 1 else 2 end)`,
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst()
        )
      ]
    );
    leadNotes = pgTable(
      "lead_notes",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
        authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
        body: text("body").notNull(),
        createdAt: createdAt()
      },
      (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)]
    );
    leadEvents = pgTable(
      "lead_events",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
        actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
        /** Name at the time of the change (an on-call person acknowledging by link has no account). */
        actorName: text("actor_name"),
        /** status | owner | note | acknowledged | on_the_way | escalated | photo */
        field: text("field").notNull(),
        fromValue: text("from_value"),
        toValue: text("to_value"),
        createdAt: createdAt()
      },
      (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)]
    );
    leadPhotos = pgTable(
      "lead_photos",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
        key: text("key").notNull().unique(),
        contentType: text("content_type").notNull(),
        bytes: integer("bytes").notNull(),
        width: integer("width"),
        height: integer("height"),
        /** The visitor's file name, for the office only. */
        originalName: text("original_name"),
        createdAt: createdAt()
      },
      (t) => [index("lead_photos_lead_idx").on(t.leadId)]
    );
    oncallPeople = pgTable("oncall_people", {
      id: uuid("id").primaryKey().defaultRandom(),
      name: text("name").notNull(),
      /** E.164 phone number for SMS alerts. */
      phone: text("phone").notNull(),
      /** Order on the list: 0 is alerted first. */
      position: integer("position").notNull().default(0),
      /** Hours on call, local "HH:MM" (start == end: all day; start > end: overnight). */
      startsAt: text("starts_at").notNull().default("00:00"),
      endsAt: text("ends_at").notNull().default("00:00"),
      active: boolean("active").notNull().default(true),
      /** The admin account of this person, when they have one (their browsers get push alerts). */
      userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
      createdAt: createdAt()
    });
    pushSubscriptions = pgTable("push_subscriptions", {
      id: uuid("id").primaryKey().defaultRandom(),
      userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
      endpoint: text("endpoint").notNull().unique(),
      p256dh: text("p256dh").notNull(),
      auth: text("auth").notNull(),
      createdAt: createdAt()
    });
    leadAlerts = pgTable(
      "lead_alerts",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
        /** sms | push | email */
        channel: text("channel").notNull(),
        /** Phone number, push endpoint or email address. */
        recipient: text("recipient").notNull(),
        recipientName: text("recipient_name"),
        /** 0 = first person, 1 = next person, 2 = whole list. */
        round: integer("round").notNull().default(0),
        status: text("status").notNull().default("pending"),
        attempts: integer("attempts").notNull().default(0),
        nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
        lastError: text("last_error"),
        sentAt: timestamp("sent_at", { withTimezone: true }),
        createdAt: createdAt()
      },
      (t) => [
        uniqueIndex("lead_alerts_once_idx").on(t.leadId, t.channel, t.recipient, t.round),
        index("lead_alerts_due_idx").on(t.status, t.nextAttemptAt)
      ]
    );
    ackTokens = pgTable("ack_tokens", {
      tokenHash: text("token_hash").primaryKey(),
      leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
      personName: text("person_name"),
      expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
      usedAt: timestamp("used_at", { withTimezone: true }),
      createdAt: createdAt()
    });
    newsletterSubscribers = pgTable("newsletter_subscribers", {
      id: uuid("id").primaryKey().defaultRandom(),
      email: text("email").notNull().unique(),
      page: text("page"),
      createdAt: createdAt()
    });
    emailOutbox = pgTable(
      "email_outbox",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
        to: text("to").notNull(),
        replyTo: text("reply_to"),
        subject: text("subject").notNull(),
        text: text("text").notNull(),
        status: text("status").notNull().default("pending"),
        attempts: integer("attempts").notNull().default(0),
        nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
        lastError: text("last_error"),
        sentAt: timestamp("sent_at", { withTimezone: true }),
        createdAt: createdAt()
      },
      // lead_id: the inbox reads the mail state of one page of leads.
      (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt), index("email_outbox_lead_idx").on(t.leadId)]
    );
    rateLimits = pgTable("rate_limits", {
      key: varchar("key", { length: 255 }).primaryKey(),
      points: integer("points").notNull().default(0),
      expire: bigint("expire", { mode: "number" })
    });
    phoneCalls = pgTable(
      "phone_calls",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        callSid: text("call_sid").notNull().unique(),
        leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
        from: text("from").notNull(),
        to: text("to").notNull(),
        source: text("source").notNull(),
        /** ringing, then how the dial ended: answered | no-answer | busy | failed | canceled. */
        status: text("status").notNull().default("ringing"),
        /** Seconds the office talked with the caller (answered calls). */
        durationSeconds: integer("duration_seconds"),
        endedAt: timestamp("ended_at", { withTimezone: true }),
        createdAt: createdAt()
      },
      (t) => [index("phone_calls_lead_idx").on(t.leadId, t.createdAt)]
    );
    leadMessages = pgTable(
      "lead_messages",
      {
        id: uuid("id").primaryKey().defaultRandom(),
        leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
        /** in | out */
        direction: text("direction").notNull(),
        from: text("from").notNull(),
        to: text("to").notNull(),
        body: text("body").notNull(),
        messageSid: text("message_sid").unique(),
        /** The missed call this text answers. */
        callId: uuid("call_id").unique().references(() => phoneCalls.id, { onDelete: "set null" }),
        /** in: received. out: pending → claimed (being sent) → Twilio's queued | sent | delivered | undelivered | failed; or failed, opted-out here. */
        status: text("status").notNull(),
        attempts: integer("attempts").notNull().default(0),
        nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
        lastError: text("last_error"),
        sentAt: timestamp("sent_at", { withTimezone: true }),
        createdAt: createdAt()
      },
      (t) => [index("lead_messages_lead_idx").on(t.leadId, t.createdAt), index("lead_messages_due_idx").on(t.status, t.nextAttemptAt)]
    );
    smsOptOuts = pgTable("sms_opt_outs", {
      phone: text("phone").primaryKey(),
      createdAt: createdAt()
    });
  }
});

// db/client.ts
import { mkdirSync as mkdirSync3 } from "node:fs";
import path4 from "node:path";
import { sql as sql2 } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
function createDb(options) {
  if (options.url) {
    const client2 = postgres(options.url, { max: 10, onnotice: () => {
    } });
    const db2 = drizzle(client2, { schema: schema_exports });
    return {
      kind: "postgres",
      db: db2,
      async migrate() {
        const lock = await client2.reserve();
        await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
        try {
          await migrate(db2, { migrationsFolder });
        } finally {
          await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`;
          lock.release();
        }
      },
      close: () => client2.end({ timeout: 5 })
    };
  }
  const dir = path4.join(options.dataDir, "pglite");
  mkdirSync3(dir, { recursive: true });
  const embedded = startEmbeddedPostgres(dir);
  const connection = {
    socket: () => embedded.connect(),
    max: 1,
    user: "postgres",
    database: "postgres",
    onnotice: () => {
    }
  };
  const client = postgres(connection);
  const db = drizzle(client, { schema: schema_exports });
  return {
    kind: "pglite",
    db,
    // One process per data folder (server/data-lock.ts): no other instance can migrate it meanwhile.
    migrate: () => migrate(db, { migrationsFolder }),
    async close() {
      await client.end({ timeout: 5 });
      await embedded.close();
    }
  };
}
var migrationsFolder, MIGRATION_LOCK;
var init_client = __esm({
  "db/client.ts"() {
    "use strict";
    init_embedded();
    init_schema();
    migrationsFolder = path4.resolve(process.env.MIGRATIONS_DIR ?? "migrations");
    MIGRATION_LOCK = 727001;
  }
});

// app/lib/platform/db.server.ts
function getDbHandle() {
  return singleton("db", () => {
    const config2 = getConfig();
    return createDb({ url: config2.DATABASE_URL, dataDir: config2.DATA_DIR });
  });
}
function getDb() {
  return getDbHandle().db;
}
var init_db_server = __esm({
  "app/lib/platform/db.server.ts"() {
    "use strict";
    init_client();
    init_config_server();
    init_singleton_server();
  }
});

// app/lib/platform/storage.server.ts
var storage_server_exports = {};
__export(storage_server_exports, {
  EMBEDDED_S3_MISSING: () => EMBEDDED_S3_MISSING,
  closeStorage: () => closeStorage,
  createStorage: () => createStorage,
  getStorage: () => getStorage,
  initStorage: () => initStorage,
  loadS3rver: () => loadS3rver,
  startEmbeddedS3: () => startEmbeddedS3
});
import path5 from "node:path";
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
function createStorage(options) {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
  });
  return {
    client,
    /** Creates the buckets that do not exist yet, each private (no ACL, no policy: only signed requests read them). */
    async ensureBuckets(buckets = allBuckets) {
      for (const Bucket of buckets) {
        try {
          await client.send(new HeadBucketCommand({ Bucket }));
        } catch {
          await client.send(new CreateBucketCommand({ Bucket, ACL: "private" }));
        }
      }
    },
    async list(bucket) {
      const files = [];
      let ContinuationToken;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          files.push({ name: item.Key, id: item.ETag ?? item.Key, size: item.Size ?? 0, lastModified: item.LastModified });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : void 0;
      } while (ContinuationToken);
      return files;
    },
    async put(bucket, key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType })
      );
    },
    /** Null when the object does not exist. */
    async get(bucket, key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream(),
          contentType: res.ContentType,
          contentLength: res.ContentLength,
          etag: res.ETag
        };
      } catch (error2) {
        const name = error2.name;
        if (name === "NoSuchKey" || name === "NotFound" || name === "NoSuchBucket") return null;
        throw error2;
      }
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    /** A link that reads one object for `expiresInSeconds` (S3 allows at most 7 days), signed with our credentials. */
    signedUrl(bucket, key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
    },
    publicUrl(bucket, key) {
      const base = options.publicUrl?.replace(/\/$/, "");
      return base ? `${base}/${bucket}/${encodeKey(key)}` : `/media/${bucket}/${encodeKey(key)}`;
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: allBuckets[0] }));
    }
  };
}
async function loadS3rver() {
  try {
    return (await import("s3rver")).default;
  } catch (error2) {
    if (error2.code === "ERR_MODULE_NOT_FOUND") return null;
    throw error2;
  }
}
async function startEmbeddedS3(directory, port = 0, privateBuckets = [DEFAULT_PHOTOS_BUCKET]) {
  const S3rver = await loadS3rver();
  if (!S3rver) throw new Error(EMBEDDED_S3_MISSING);
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [...allBuckets, ...privateBuckets].map((name) => ({ name, configs: [] }))
  });
  server.middleware.unshift(async (ctx, next) => {
    const bucket = decodeURIComponent(ctx.path.split("/")[1] ?? "");
    const signed = ctx.get("authorization") !== "" || "X-Amz-Algorithm" in ctx.query || "Signature" in ctx.query;
    if (!signed && privateBuckets.includes(bucket)) {
      ctx.status = 403;
      ctx.type = "application/xml";
      ctx.body = ANONYMOUS_REFUSED;
      return;
    }
    await next();
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
async function initStorage() {
  if (state.__storage) return state.__storage;
  const config2 = getConfig();
  let endpoint = config2.S3_ENDPOINT;
  if (!endpoint) {
    const embedded = await startEmbeddedS3(path5.join(config2.DATA_DIR, "s3"), 0, [config2.PHOTOS_BUCKET]);
    state.__embeddedS3 = embedded;
    endpoint = embedded.endpoint;
  }
  const storage = createStorage({
    endpoint,
    region: config2.S3_REGION,
    accessKeyId: config2.S3_ACCESS_KEY_ID,
    secretAccessKey: config2.S3_SECRET_ACCESS_KEY,
    publicUrl: config2.S3_PUBLIC_URL
  });
  await storage.ensureBuckets([...allBuckets, config2.PHOTOS_BUCKET]);
  state.__storage = storage;
  return storage;
}
function getStorage() {
  if (!state.__storage) throw new Error("Storage is not initialised: initStorage() runs at start-up");
  return state.__storage;
}
async function closeStorage() {
  await state.__embeddedS3?.close();
  state.__embeddedS3 = void 0;
  state.__storage = void 0;
}
var encodeKey, EMBEDDED_S3_MISSING, ANONYMOUS_REFUSED, state;
var init_storage_server = __esm({
  "app/lib/platform/storage.server.ts"() {
    "use strict";
    init_buckets();
    init_config_server();
    encodeKey = (key) => key.split("/").map(encodeURIComponent).join("/");
    EMBEDDED_S3_MISSING = "S3_ENDPOINT is required in production; the embedded s3rver is for development and tests only and is not installed here";
    ANONYMOUS_REFUSED = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`;
    state = globalThis;
  }
});

// app/lib/platform/boot.server.ts
var boot_server_exports = {};
__export(boot_server_exports, {
  boot: () => boot
});
async function checkEmbeddedS3(config2) {
  if (config2.S3_ENDPOINT) return;
  if (!await loadS3rver()) {
    console.error(EMBEDDED_S3_MISSING);
    process.exit(1);
  }
  if (config2.NODE_ENV === "production") {
    log.warn("S3_ENDPOINT is not set: using the embedded s3rver, which is for development and tests only");
  }
}
async function boot() {
  const config2 = getConfig();
  await checkEmbeddedS3(config2);
  const db = getDbHandle();
  await db.migrate();
  log.info("database ready", { driver: db.kind });
  const storage = await initStorage();
  log.info("storage ready", { endpoint: config2.S3_ENDPOINT ?? "embedded s3rver" });
  return { config: config2, db, storage };
}
var init_boot_server = __esm({
  "app/lib/platform/boot.server.ts"() {
    "use strict";
    init_config_server();
    init_db_server();
    init_log_server();
    init_storage_server();
  }
});

// app/lib/platform/admin-paths.ts
var ADMIN_SECTIONS, SIGN_IN_SECTIONS, sections, ADMIN_PATHS, PRIVATE_PATHS, UPLOAD_PATH, isAdminPath, isPrivatePath, isAdminUploadPath;
var init_admin_paths = __esm({
  "app/lib/platform/admin-paths.ts"() {
    "use strict";
    ADMIN_SECTIONS = ["admin", "gallery-import"];
    SIGN_IN_SECTIONS = ["login", "logout", "ack"];
    sections = (names) => new RegExp(`^/(${names.join("|")})(/|$)`);
    ADMIN_PATHS = sections(ADMIN_SECTIONS);
    PRIVATE_PATHS = sections([...ADMIN_SECTIONS, ...SIGN_IN_SECTIONS]);
    UPLOAD_PATH = /^\/admin\/?$/;
    isAdminPath = (pathname) => ADMIN_PATHS.test(pathname);
    isPrivatePath = (pathname) => PRIVATE_PATHS.test(pathname);
    isAdminUploadPath = (pathname) => UPLOAD_PATH.test(pathname);
  }
});

// app/lib/platform/cookies.server.ts
import { createCookie } from "@remix-run/node";
function cookieSecurity(config2) {
  const secure = new URL(config2.SITE_URL).protocol === "https:";
  return { secure, name: (name) => secure ? `__Host-${name}` : name };
}
function siteCookie(config2, baseName, maxAgeSeconds, secrets = [config2.SESSION_SECRET]) {
  const { secure, name } = cookieSecurity(config2);
  return createCookie(name(baseName), { path: "/", httpOnly: true, sameSite: "lax", secure, secrets, maxAge: maxAgeSeconds });
}
var VISIT_COOKIE;
var init_cookies_server = __esm({
  "app/lib/platform/cookies.server.ts"() {
    "use strict";
    VISIT_COOKIE = "visit";
  }
});

// app/lib/auth/session.server.ts
function createSessionCookie(config2) {
  return siteCookie(config2, "session", SESSION_TTL_MS / 1e3);
}
var SESSION_TTL_MS, SESSION_IDLE_MS, TOUCH_AFTER_MS;
var init_session_server = __esm({
  "app/lib/auth/session.server.ts"() {
    "use strict";
    init_cookies_server();
    SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1e3;
    SESSION_IDLE_MS = 30 * 60 * 1e3;
    TOUCH_AFTER_MS = 60 * 1e3;
  }
});

// app/lib/platform/security.server.ts
var security_server_exports = {};
__export(security_server_exports, {
  PRIVATE_NO_STORE: () => PRIVATE_NO_STORE,
  baseSecurityHeaders: () => baseSecurityHeaders,
  contentSecurityPolicy: () => contentSecurityPolicy,
  createNonce: () => createNonce,
  documentCacheControl: () => documentCacheControl,
  hasPersonalCookie: () => hasPersonalCookie,
  inlineScriptHashes: () => inlineScriptHashes,
  mustNotStore: () => mustNotStore,
  sharedCacheable: () => sharedCacheable
});
import { createHash, randomBytes as randomBytes2 } from "node:crypto";
function baseSecurityHeaders(config2 = getConfig()) {
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), geolocation=(), payment=(), microphone=(self)"
  };
  if (servedOverHttps(config2)) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}
function contentSecurityPolicy(inline, config2 = getConfig()) {
  const storage = origin(config2.S3_PUBLIC_URL);
  const allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'${hash}'`);
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...allowed, "https://assets.calendly.com"],
    // React renders style attributes; styles cannot run code, so inline styles are allowed.
    "style-src": ["'self'", "'unsafe-inline'", "https://assets.calendly.com"],
    "img-src": ["'self'", "data:", "blob:", storage].filter(Boolean),
    "media-src": ["'self'", "blob:", storage].filter(Boolean),
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["https://calendly.com", "https://www.google.com", "https://maps.google.com"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"]
  };
  if (servedOverHttps(config2)) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives).map(([name, values]) => [name, ...values].join(" ")).join("; ");
}
function inlineScriptHashes(html) {
  const hashes = /* @__PURE__ */ new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
function mustNotStore(request, headers, config2 = getConfig()) {
  return isPrivatePath(new URL(request.url).pathname) || carriesCookie(request.headers.get("Cookie") ?? "", createSessionCookie(config2).name) || headers.has("Set-Cookie");
}
function documentCacheControl(request, status, headers) {
  const personal = hasPersonalCookie(request.headers.get("Cookie")) || mustNotStore(request, headers);
  if (status !== 200 || personal || !["GET", "HEAD"].includes(request.method)) return PRIVATE_NO_STORE;
  return "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
}
var createNonce, origin, servedOverHttps, INLINE_SCRIPT, TYPE_ATTRIBUTE, isDataBlock, carriesCookie, PRIVATE_NO_STORE, ANONYMOUS_COOKIE, hasPersonalCookie, sharedCacheable;
var init_security_server = __esm({
  "app/lib/platform/security.server.ts"() {
    "use strict";
    init_admin_paths();
    init_config_server();
    init_cookies_server();
    init_session_server();
    createNonce = () => randomBytes2(16).toString("base64");
    origin = (url) => url ? new URL(url).origin : "";
    servedOverHttps = (config2) => new URL(config2.SITE_URL).protocol === "https:";
    INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
    TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
    isDataBlock = (attributes) => {
      const match = TYPE_ATTRIBUTE.exec(attributes);
      return /json/i.test(match?.[1] ?? match?.[2] ?? match?.[3] ?? "");
    };
    carriesCookie = (cookieHeader, name) => cookieHeader.split(";").some((cookie) => cookie.trim().startsWith(`${name}=`));
    PRIVATE_NO_STORE = "private, no-store";
    ANONYMOUS_COOKIE = new RegExp(`^(__Host-)?${VISIT_COOKIE}=`);
    hasPersonalCookie = (cookieHeader) => (cookieHeader ?? "").split(";").some((cookie) => cookie.trim() !== "" && !ANONYMOUS_COOKIE.test(cookie.trim()));
    sharedCacheable = (cacheControl) => !/\b(private|no-store)\b/i.test(cacheControl);
  }
});

// app/forms/messages.ts
var error, success, messages, photoMessages;
var init_messages = __esm({
  "app/forms/messages.ts"() {
    "use strict";
    error = (title, description) => ({ title, description, type: "error" });
    success = (title, description) => ({ title, description, type: "success" });
    messages = {
      // Contact request (section 5 and 8)
      missingInformation: error("Missing Information", "Please provide your name and phone number."),
      emailRequired: error("Email Required", "Please provide your email so we can send confirmation."),
      selectService: error("Select a Service", "Please select the service you need."),
      contactFailure: error("Error", "There was a problem submitting your request. Please try calling us directly."),
      contactSuccessEmergency: success("Request Submitted!", "We'll call you within minutes for emergency assistance."),
      contactSuccessEstimate: success("Request Submitted!", "We'll contact you soon with your free estimate."),
      // Estimate (second schema) and contact format errors
      invalidInformation: error("Invalid Information", "Please correct the errors below and try again."),
      estimateFailure: error(
        "Submission Error",
        "There was an issue submitting your request. Please try again or call us directly."
      ),
      estimateSuccess: success(
        "Estimate Request Received!",
        "We'll contact you within 24 hours to schedule your free estimate. Confirmation emails sent!"
      ),
      // Booking
      bookingOptionsFailure: error("Error", "Unable to load booking options. Please try again."),
      bookingLinkFailure: error("Error", "Unable to create booking link. Please try again."),
      bookingEmailNote: "Email confirmation may have failed.",
      validationErrorTitle: "Validation Error",
      appointmentRequired: error("Please select an appointment type", "Choose the type of consultation you need."),
      bookingReady: success("Booking link ready", "Open the booking page to pick a time that suits you."),
      // Newsletter
      newsletterEmailRequired: error("Email Required", "Please enter your email address."),
      newsletterInvalidEmail: error("Invalid Email", "Please enter a valid email address."),
      newsletterFailure: error(
        "Subscription Error",
        "There was an issue subscribing to our newsletter. Please try again or contact us directly."
      ),
      newsletterSuccess: success("Subscribed!", "Thanks for subscribing. Your $25 off your first job is on its way."),
      // A post whose body is not a form at all (a broken multipart body)
      unreadableForm: error("Invalid Information", "The form could not be read. Please try again, or call us directly."),
      // Abuse
      rateLimited: error("Too Many Requests", "Too many requests. Please wait a few minutes and try again, or call us directly.")
    };
    photoMessages = {
      tooLarge: "it is larger than 10 MB",
      notPhoto: "it is not a JPEG, PNG or WebP photo",
      tooManyPixels: "it has more than 50 megapixels",
      unreadable: "it could not be read as a photo",
      overLimit: "only three photos can be sent with a request",
      notStored: "it could not be saved; please email it to us",
      tooMany: "Please choose at most three photos.",
      requestTooLarge: "Request body too large: at most three photos of 10 MB each can be sent with a request.",
      refused: ({ name, reason }) => `${name || "A photo"} was not attached: ${reason}.`,
      cannotSend: ({ name, reason }) => `${name || "A photo"} cannot be sent: ${reason}.`,
      noticeTitle: "Your request was received, but some photos were not attached",
      noticeHelp: "You can reply to our confirmation email with them.",
      label: "Photos (optional)",
      hint: "Up to three JPEG, PNG or WebP photos, 10 MB each, e.g. of your panel. Only our office sees them."
    };
  }
});

// app/forms/photos.ts
import { z as z2 } from "zod";
var MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES, PHOTO_ACCEPT;
var init_photos = __esm({
  "app/forms/photos.ts"() {
    "use strict";
    MAX_PHOTOS = 3;
    MAX_PHOTO_BYTES = 10 * 1024 * 1024;
    PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
    PHOTO_ACCEPT = PHOTO_TYPES.join(",");
  }
});

// app/lib/requests/upload.messages.ts
var MAX_UPLOAD_BYTES, MAX_INPUT_PIXELS, UPLOAD_MESSAGES;
var init_upload_messages = __esm({
  "app/lib/requests/upload.messages.ts"() {
    "use strict";
    MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
    MAX_INPUT_PIXELS = 5e7;
    UPLOAD_MESSAGES = {
      uploaded: "Image uploaded. Give it a title and add it to the gallery.",
      failed: (reason) => `Failed to upload image: ${reason}`,
      tooLarge: "the file is larger than 10 MB",
      notImage: "only JPEG, PNG and WebP images can be uploaded",
      missing: "choose an image file",
      tooManyPixels: `the image is larger than ${MAX_INPUT_PIXELS / 1e6} megapixels`
    };
  }
});

// app/lib/requests/upload.server.ts
import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError
} from "@remix-run/node";
import sharp from "sharp";
var SHARP_CONCURRENCY;
var init_upload_server = __esm({
  "app/lib/requests/upload.server.ts"() {
    "use strict";
    init_upload_messages();
    SHARP_CONCURRENCY = 1;
    sharp.concurrency(SHARP_CONCURRENCY);
  }
});

// app/lib/platform/request-guards.server.ts
function crossSiteRefusal(method, headers, siteOrigin) {
  if (!isChange(method)) return null;
  const fetchSite = headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "") {
    return fetchSite === "same-origin" || fetchSite === "none" ? null : CROSS_SITE_MESSAGE;
  }
  const origin2 = headers.origin;
  if (origin2 === void 0) return null;
  return origin2 === siteOrigin ? null : CROSS_SITE_MESSAGE;
}
function bodyLimit(method, pathname, contentType) {
  const multipartPost = method.toUpperCase() === "POST" && (contentType ?? "").toLowerCase().startsWith("multipart/form-data");
  if (multipartPost && isAdminUploadPath(pathname)) {
    return { bytes: MAX_UPLOAD_REQUEST_BYTES, message: UPLOAD_MESSAGES.failed(UPLOAD_MESSAGES.tooLarge) };
  }
  if (multipartPost && PHOTO_FORMS.test(pathname)) return { bytes: MAX_PHOTO_REQUEST_BYTES, message: photoMessages.requestTooLarge };
  return { bytes: MAX_BODY_BYTES, message: tooLarge(`${MAX_BODY_BYTES / 1024} kB`) };
}
var SAFE_METHODS, isChange, CROSS_SITE_MESSAGE, MAX_BODY_BYTES, MAX_UPLOAD_REQUEST_BYTES, tooLarge, MAX_PHOTO_REQUEST_BYTES, PHOTO_FORMS;
var init_request_guards_server = __esm({
  "app/lib/platform/request-guards.server.ts"() {
    "use strict";
    init_messages();
    init_photos();
    init_admin_paths();
    init_upload_server();
    SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD"]);
    isChange = (method) => !SAFE_METHODS.has(method.toUpperCase());
    CROSS_SITE_MESSAGE = "Cross-site request refused: this site only accepts form posts and other changes from its own pages.";
    MAX_BODY_BYTES = 64 * 1024;
    MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MAX_BODY_BYTES;
    tooLarge = (limit) => `Request body too large: at most ${limit} is accepted here.`;
    MAX_PHOTO_REQUEST_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + MAX_BODY_BYTES;
    PHOTO_FORMS = /^\/(estimate|contact)\/?$/;
  }
});

// server/request-guards.ts
var request_guards_exports = {};
__export(request_guards_exports, {
  answeredByGuard: () => answeredByGuard,
  guardedRequest: () => guardedRequest,
  invitesBody: () => invitesBody,
  requestGuards: () => requestGuards
});
import { STATUS_CODES } from "node:http";
function closeAfterAnswer(req) {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once("close", () => clearTimeout(timer));
  socket.end();
  let discarded = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) req.pause();
  });
  req.resume();
}
function refuse2(req, res, status, message, close = false) {
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (!close) {
    res.status(status).set(headers).send(message);
    return;
  }
  locals(res).answered = true;
  const body = Buffer.from(message);
  const all = { ...res.getHeaders(), ...headers, "Content-Length": body.length, Connection: "close" };
  const lines = Object.entries(all).flatMap(
    ([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${name}: ${String(item)}`)
  );
  req.socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r
${lines.join("\r\n")}\r
\r
`);
  req.socket.write(body);
  closeAfterAnswer(req);
}
function cappedBody(req, res, limit, onTooLarge) {
  let seen = 0;
  let draining = false;
  let controller = null;
  const finish = (end) => {
    if (controller) end(controller);
    controller = null;
  };
  const drain = () => {
    draining = true;
    finish((c) => c.close());
    req.resume();
  };
  const onData = (chunk) => {
    seen += chunk.length;
    if (seen > limit.bytes) {
      req.off("data", onData);
      req.pause();
      finish((c) => c.error(new Error(limit.message)));
      if (res.writableFinished) closeAfterAnswer(req);
      else if (res.headersSent || locals(res).answered) req.socket.destroy();
      else {
        onTooLarge();
        refuse2(req, res, 413, limit.message, true);
      }
      return;
    }
    if (draining || !controller) return;
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const body = new ReadableStream(
    {
      start(c) {
        controller = c;
        req.on("data", onData);
        req.once("end", () => finish((c2) => c2.close()));
        req.once("error", (error2) => finish((c2) => c2.error(error2)));
      },
      pull() {
        req.resume();
      },
      cancel: drain
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength }
  );
  res.once("finish", () => {
    if (!req.complete) drain();
  });
  return body;
}
function forwardedProto(req, trust2) {
  if (!trust2(req.socket.remoteAddress ?? "", 0)) return null;
  const entries = (req.get("X-Forwarded-Proto") ?? "").split(",").map((entry) => entry.trim().toLowerCase()).filter(Boolean).reverse();
  const proxies = Math.max(req.ips.length, 1);
  return entries[Math.min(proxies, entries.length) - 1] ?? null;
}
function onOrigin(siteOrigin, requestTarget) {
  const target = new URL(siteOrigin);
  const query = requestTarget.indexOf("?");
  target.pathname = (query === -1 ? requestTarget : requestTarget.slice(0, query)).replace(/^[/\\]+/, "/");
  if (query !== -1) target.search = requestTarget.slice(query);
  return target.href;
}
function requestGuards(siteUrl, trust2) {
  const site = new URL(siteUrl);
  const siteOrigin = site.origin;
  return (req, res, next) => {
    const refusal = crossSiteRefusal(req.method, req.headers, siteOrigin);
    if (refusal) return refuse2(req, res, 403, refusal, hasBody(req));
    const limit = bodyLimit(req.method, req.path, req.headers["content-type"]);
    if (Number(req.headers["content-length"] ?? 0) > limit.bytes) return refuse2(req, res, 413, limit.message, true);
    const abort = new AbortController();
    locals(res).abort = abort;
    if (hasBody(req)) {
      const body = cappedBody(req, res, limit, () => abort.abort());
      if (!isChange(req.method)) void body.cancel();
      else locals(res).body = body;
    }
    if (site.protocol === "https:" && forwardedProto(req, trust2) === "http") {
      return res.redirect(isChange(req.method) ? 308 : 301, onOrigin(siteOrigin, req.originalUrl));
    }
    next();
  };
}
function invitesBody(siteUrl) {
  const siteOrigin = new URL(siteUrl).origin;
  return (req) => {
    const pathname = new URL(req.url ?? "/", "http://edge.invalid").pathname;
    return crossSiteRefusal(req.method ?? "GET", req.headers, siteOrigin) === null && Number(req.headers["content-length"] ?? 0) <= bodyLimit(req.method ?? "GET", pathname, req.headers["content-type"]).bytes;
  };
}
function guardedRequest(req, res) {
  const port = [req.get("X-Forwarded-Host"), req.get("Host")].map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10)).find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === void 0 ? [] : [value]) headers.append(name, item);
  }
  const { abort, body } = locals(res);
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const init = { method: req.method, headers, signal: abort.signal };
  if (body) Object.assign(init, { body, duplex: "half" });
  return new Request(url.href, init);
}
var locals, answeredByGuard, LINGER_MS, LINGER_BYTES, hasBody;
var init_request_guards = __esm({
  "server/request-guards.ts"() {
    "use strict";
    init_request_guards_server();
    locals = (res) => res.locals;
    answeredByGuard = (res) => locals(res).answered === true;
    LINGER_MS = 2e3;
    LINGER_BYTES = 256 * 1024;
    hasBody = (req) => req.headers["transfer-encoding"] !== void 0 || Number(req.headers["content-length"] ?? 0) > 0;
  }
});

// app/forms/sanitize.ts
function sanitizeText(value) {
  let previous;
  let current = value.replace(CONTROL, "");
  do {
    previous = current;
    current = current.replace(ANGLE_BRACKETS, "").replace(SCRIPT_SCHEMES, "").replace(INLINE_HANDLERS, "");
  } while (current !== previous);
  return current;
}
var ANGLE_BRACKETS, SCRIPT_SCHEMES, INLINE_HANDLERS, CONTROL;
var init_sanitize = __esm({
  "app/forms/sanitize.ts"() {
    "use strict";
    ANGLE_BRACKETS = /[<>]/g;
    SCRIPT_SCHEMES = /\b(?:javascript|vbscript|data\s*:\s*text\/html)\s*:?/gi;
    INLINE_HANDLERS = /\bon[a-z]+\s*=/gi;
    CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
  }
});

// app/lib/requests/visit-attribution.server.ts
import { createHmac } from "node:crypto";
import { z as z3 } from "zod";
function cleanVisit(value) {
  const parsed = visitSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
function visitFromRequest(path7, referer, siteOrigin) {
  let url;
  try {
    url = new URL(`${siteOrigin}${path7.startsWith("/") ? path7 : "/"}`);
  } catch {
    return null;
  }
  const from = cleanOrigin(referer);
  const referrer = from && siteHost(new URL(from).host) !== siteHost(url.host) ? from : null;
  const utm = Object.fromEntries(
    Object.entries(UTM).map(([key, param]) => [key, cleanOrNull(url.searchParams.get(param), VISIT_LIMITS.utm)])
  );
  if (!referrer && Object.values(utm).every((value) => value === null)) return null;
  return { firstPage: cleanPath(`${url.pathname}${url.search}`), referrer, ...utm };
}
function createVisitCookie(config2) {
  const secret = createHmac("sha256", config2.SESSION_SECRET).update("visit-cookie").digest("hex");
  return siteCookie(config2, VISIT_COOKIE, VISIT_MAX_AGE_SECONDS, [secret]);
}
function visitDeps() {
  return singleton("visit-cookie", () => {
    const config2 = getConfig();
    return { cookie: createVisitCookie(config2), siteOrigin: new URL(config2.SITE_URL).origin };
  });
}
async function readVisit(cookieHeader, deps = visitDeps()) {
  if (!cookieHeader) return null;
  try {
    return cleanVisit(await deps.cookie.parse(cookieHeader));
  } catch {
    return null;
  }
}
async function newVisitCookie(request, deps = visitDeps()) {
  const visit = visitFromRequest(request.path, request.referer, deps.siteOrigin);
  if (!visit || await readVisit(request.cookie, deps)) return null;
  return deps.cookie.serialize(visit);
}
var VISIT_MAX_AGE_SECONDS, VISIT_LIMITS, UTM, cleanText, cleanOrNull, cleanPath, cleanOrigin, text2, visitSchema, siteHost;
var init_visit_attribution_server = __esm({
  "app/lib/requests/visit-attribution.server.ts"() {
    "use strict";
    init_sanitize();
    init_config_server();
    init_cookies_server();
    init_singleton_server();
    VISIT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
    VISIT_LIMITS = { firstPage: 300, referrer: 200, utm: 100 };
    UTM = { utmSource: "utm_source", utmMedium: "utm_medium", utmCampaign: "utm_campaign", utmTerm: "utm_term", utmContent: "utm_content" };
    cleanText = (value, max) => sanitizeText(value).replace(/\s+/g, " ").trim().slice(0, max);
    cleanOrNull = (value, max) => {
      const cleaned = value == null ? "" : cleanText(value, max);
      return cleaned === "" ? null : cleaned;
    };
    cleanPath = (value) => {
      const path7 = value.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, "").slice(0, VISIT_LIMITS.firstPage);
      return /^\/(?!\/)/.test(path7) ? path7 : "/";
    };
    cleanOrigin = (value) => {
      if (!value) return null;
      try {
        const url = new URL(value);
        if (url.protocol !== "http:" && url.protocol !== "https:") return null;
        return url.origin.length <= VISIT_LIMITS.referrer ? url.origin : null;
      } catch {
        return null;
      }
    };
    text2 = (max) => z3.string().nullish().transform((value) => cleanOrNull(value, max));
    visitSchema = z3.object({
      firstPage: z3.string().transform(cleanPath),
      referrer: z3.string().nullish().transform(cleanOrigin),
      utmSource: text2(VISIT_LIMITS.utm),
      utmMedium: text2(VISIT_LIMITS.utm),
      utmCampaign: text2(VISIT_LIMITS.utm),
      utmTerm: text2(VISIT_LIMITS.utm),
      utmContent: text2(VISIT_LIMITS.utm)
    });
    siteHost = (host) => host.toLowerCase().replace(/^www\./, "");
  }
});

// server/visit-cookie.ts
async function visitCookieOf(req) {
  if (req.method !== "GET" || "_data" in req.query) return null;
  return newVisitCookie({ path: req.originalUrl, referer: req.get("Referer"), cookie: req.get("Cookie") });
}
function addVisitCookie(res, setVisit) {
  if (!setVisit || res.statusCode !== 200 || !/^text\/html\b/.test(String(res.getHeader("Content-Type") ?? ""))) return;
  res.append("Set-Cookie", setVisit);
  res.set("Cache-Control", PRIVATE_NO_STORE);
}
var init_visit_cookie = __esm({
  "server/visit-cookie.ts"() {
    "use strict";
    init_security_server();
    init_visit_attribution_server();
  }
});

// server/page-cache.ts
var page_cache_exports = {};
__export(page_cache_exports, {
  createPageCache: () => createPageCache,
  keepRendered: () => keepRendered,
  pageCacheHits: () => pageCacheHits
});
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
function createPageCache({ maxBytes = 16 * 1024 * 1024, ttlMs = 6e4 } = {}) {
  const pages = /* @__PURE__ */ new Map();
  let bytes = 0;
  const drop = (key) => {
    const page = pages.get(key);
    if (page) bytes -= sizeOf(page);
    pages.delete(key);
  };
  return {
    keyOf(request) {
      if (request.method !== "GET") return null;
      if (hasPersonalCookie(request.headers.cookie) || request.headers.authorization) return null;
      return request.url;
    },
    get(key, now = Date.now()) {
      const page = pages.get(key);
      if (!page) return null;
      pages.delete(key);
      if (now - page.storedAt > ttlMs) {
        bytes -= sizeOf(page);
        return null;
      }
      pages.set(key, page);
      return page;
    },
    accepts: (status, headers) => status === 200 && !headers.has("Set-Cookie") && sharedCacheable(headers.get("Cache-Control") ?? "private"),
    store(key, status, headers, body, now = Date.now()) {
      if (body.length > maxBytes) return;
      drop(key);
      const page = {
        status,
        headers: [...headers.entries()],
        body,
        gzip: gzipSync(body),
        // Quality 9 is close to 11's size at a fraction of its time; it runs once per page per minute.
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        storedAt: now
      };
      pages.set(key, page);
      bytes += sizeOf(page);
      while (bytes > maxBytes) drop(pages.keys().next().value);
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    }
  };
}
function pageCacheHits(cache) {
  return async (req, res, next) => {
    const key = keyOf(cache, req);
    const hit = key ? cache.get(key) : null;
    if (!hit) return next();
    try {
      const setVisit = await visitCookieOf(req);
      const encoding = req.acceptsEncodings("br", "gzip", "identity");
      const body = encoding === "br" ? hit.br : encoding === "gzip" ? hit.gzip : hit.body;
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.append(name, value);
      res.append("Vary", "Accept-Encoding");
      if (encoding === "br" || encoding === "gzip") res.set("Content-Encoding", encoding);
      addVisitCookie(res, setVisit);
      res.set({ "Content-Length": String(body.length), "X-Page-Cache": "hit" }).end(body);
    } catch (error2) {
      next(error2);
    }
  };
}
async function keepRendered(cache, req, response) {
  if (isChange(req.method) && isAdminPath(req.path) && response.status < 400) cache.clear();
  const key = keyOf(cache, req);
  if (!key || !response.body || !cache.accepts(response.status, response.headers)) return null;
  const body = Buffer.from(await response.arrayBuffer());
  cache.store(key, response.status, response.headers, body);
  return body;
}
var sizeOf, keyOf;
var init_page_cache = __esm({
  "server/page-cache.ts"() {
    "use strict";
    init_admin_paths();
    init_request_guards_server();
    init_security_server();
    init_visit_cookie();
    sizeOf = (page) => page.body.length + page.gzip.length + page.br.length;
    keyOf = (cache, req) => cache.keyOf({ method: req.method, url: req.originalUrl, headers: req.headers });
  }
});

// server/remix-handler.ts
var remix_handler_exports = {};
__export(remix_handler_exports, {
  remixHandler: () => remixHandler
});
import { createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
function remixHandler({ build: build2, mode, getLoadContext, cache }) {
  const handle = createRequestHandler(build2, mode);
  return async (req, res, next) => {
    try {
      const setVisit = await visitCookieOf(req);
      const request = guardedRequest(req, res);
      const response = await handle(request, getLoadContext(req));
      if (answeredByGuard(res)) return;
      if (mustNotStore(request, response.headers)) response.headers.set("Cache-Control", PRIVATE_NO_STORE);
      const kept = cache ? await keepRendered(cache, req, response) : null;
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      addVisitCookie(res, setVisit);
      if (kept) res.set("X-Page-Cache", "miss").end(kept);
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error2) {
      if (answeredByGuard(res)) return;
      next(error2);
    }
  };
}
var init_remix_handler = __esm({
  "server/remix-handler.ts"() {
    "use strict";
    init_security_server();
    init_page_cache();
    init_request_guards();
    init_visit_cookie();
  }
});

// app/models/email-outbox.server.ts
import { asc, eq, inArray, sql as sql3 } from "drizzle-orm";
async function claimDueMails(db, { leaseMs, batchSize }) {
  const result = await db.execute(sql3`
    update email_outbox set status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + ${interval(leaseMs)}
    where id in (
      select id from email_outbox
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, "to", reply_to, subject, text, attempts`);
  return rowsOf(result);
}
async function handBackClaimed(db, queue, ids, { refundAttempt }) {
  if (ids.length === 0) return;
  await db.execute(sql3`
    update ${queue} set status = 'pending', next_attempt_at = now(), attempts = attempts - ${sql3.raw(refundAttempt ? "1" : "0")}
    where status = 'sending' and id in (${sql3.join(
    ids.map((id) => sql3`${id}`),
    sql3`, `
  )})`);
}
var rowsOf, interval, markMailsSent, markMailFailed, handBackMails;
var init_email_outbox_server = __esm({
  "app/models/email-outbox.server.ts"() {
    "use strict";
    init_schema();
    rowsOf = (result) => result;
    interval = (ms) => sql3`${`${ms} milliseconds`}::interval`;
    markMailsSent = (db, ids) => db.update(emailOutbox).set({ status: "sent", sentAt: sql3`now()`, lastError: null }).where(inArray(emailOutbox.id, ids));
    markMailFailed = (db, row, { error: error2, giveUp, retryInMs }) => db.execute(sql3`
    update email_outbox set status = ${giveUp ? "failed" : "pending"}, last_error = ${error2.slice(0, 1e3)},
      next_attempt_at = now() + ${interval(retryInMs)}
    where id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`);
    handBackMails = (db, ids, options) => handBackClaimed(db, emailOutbox, ids, options);
  }
});

// app/lib/platform/mail-transport.server.ts
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path6 from "node:path";
import nodemailer from "nodemailer";
function smtpTransport(url, from) {
  const transporter = nodemailer.createTransport(url, { connectionTimeout: 1e4, greetingTimeout: 1e4, socketTimeout: 2e4 });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, replyTo: mail.replyTo ?? void 0, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close()
  };
}
function fileTransport(dir, from) {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folderMade = false;
  return {
    kind: "files",
    async send(mail) {
      const info = await transporter.sendMail({ from, to: mail.to, replyTo: mail.replyTo ?? void 0, subject: mail.subject, text: mail.text });
      if (!folderMade) await mkdir(dir, { recursive: true });
      folderMade = true;
      const file = path6.join(dir, `${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message).catch((error2) => {
        folderMade = false;
        throw error2;
      });
      log.info("mail written", { to: mail.to, subject: mail.subject, file });
    }
  };
}
function getMailTransport() {
  return singleton("mail-transport", () => {
    const config2 = getConfig();
    return config2.SMTP_URL ? smtpTransport(config2.SMTP_URL, config2.MAIL_FROM) : fileTransport(path6.join(config2.DATA_DIR, "outbox"), config2.MAIL_FROM);
  });
}
var init_mail_transport_server = __esm({
  "app/lib/platform/mail-transport.server.ts"() {
    "use strict";
    init_config_server();
    init_log_server();
    init_singleton_server();
  }
});

// app/lib/platform/polling-worker.server.ts
function startPollingWorker({
  name,
  intervalMs,
  run,
  handBack
}) {
  const claimed = /* @__PURE__ */ new Map();
  let running = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run(claimed, () => stopped).then(() => void 0).catch((error2) => log.error(`${name} run failed`, { error: String(error2) })).finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        tick();
      }
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    kick: tick,
    async stop({ graceMs = 5e3 } = {}) {
      stopped = true;
      clearInterval(timer);
      let grace;
      await Promise.race([running, new Promise((resolve) => grace = setTimeout(resolve, graceMs))]);
      clearTimeout(grace);
      if (claimed.size === 0) return;
      const released = await handBack(claimed);
      log.info(`${name} claims released`, { released });
    }
  };
}
var init_polling_worker_server = __esm({
  "app/lib/platform/polling-worker.server.ts"() {
    "use strict";
    init_log_server();
  }
});

// app/lib/platform/outbox.server.ts
var outbox_server_exports = {};
__export(outbox_server_exports, {
  backoffDelay: () => backoffDelay,
  defaultPolicy: () => defaultPolicy,
  kickOutbox: () => kickOutbox,
  processOutbox: () => processOutbox,
  startAppOutboxWorker: () => startAppOutboxWorker,
  startOutboxWorker: () => startOutboxWorker
});
function backoffDelay(attempts, policy = defaultPolicy) {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}
async function processOutbox({
  db = getDb(),
  transport = getMailTransport(),
  policy = defaultPolicy,
  claimed = /* @__PURE__ */ new Map(),
  stopped = () => false
} = {}) {
  const run = { sent: 0, failed: 0 };
  await recordSent(db);
  for (; ; ) {
    if (stopped()) return run;
    const rows = await claimDueMails(db, policy);
    if (rows.length === 0) return run;
    for (const row of rows) claimed.set(row.id, { started: false });
    try {
      await sendClaimed(rows, { db, transport, policy, claimed, stopped }, run);
    } finally {
      await recordSent(db);
    }
    if (rows.length < policy.batchSize || stopped()) return run;
  }
}
async function recordSent(db) {
  if (unrecorded.size === 0) return;
  const ids = [...unrecorded];
  await markMailsSent(db, ids);
  for (const id of ids) unrecorded.delete(id);
}
async function sendClaimed(rows, { db, transport, policy, claimed, stopped }, run) {
  for (const row of rows) {
    if (stopped()) return;
    claimed.set(row.id, { started: true });
    try {
      await transport.send({ to: row.to, replyTo: row.reply_to, subject: row.subject, text: row.text });
    } catch (error2) {
      run.failed += 1;
      const message = error2 instanceof Error ? error2.message : String(error2);
      const giveUp = row.attempts >= policy.maxAttempts;
      const delay = backoffDelay(row.attempts, policy);
      await markMailFailed(db, row, { error: message, giveUp, retryInMs: delay });
      log.warn("mail failed", { id: row.id, attempts: row.attempts, retryInMs: giveUp ? null : delay, error: message });
      claimed.delete(row.id);
      continue;
    }
    claimed.delete(row.id);
    run.sent += 1;
    unrecorded.add(row.id);
  }
}
async function releaseClaims(db, claimed) {
  const ids = (started) => [...claimed].filter(([, c]) => c.started === started).map(([id]) => id);
  await handBackMails(db, ids(false), { refundAttempt: true });
  await handBackMails(db, ids(true), { refundAttempt: false });
  const count = claimed.size;
  claimed.clear();
  return count;
}
function startOutboxWorker(options = {}) {
  return startPollingWorker({
    name: "outbox",
    intervalMs: options.intervalMs ?? 5e3,
    run: (claimed, stopped) => processOutbox({ ...options, claimed, stopped }),
    handBack: (claimed) => releaseClaims(options.db ?? getDb(), claimed)
  });
}
function outboxWorker() {
  return singleton("outbox-worker", () => ({ worker: null })).worker;
}
function startAppOutboxWorker() {
  const holder3 = singleton("outbox-worker", () => ({ worker: null }));
  const config2 = getConfig();
  holder3.worker ??= startOutboxWorker({
    policy: { ...defaultPolicy, baseDelayMs: config2.OUTBOX_RETRY_BASE_MS, leaseMs: config2.OUTBOX_LEASE_MS }
  });
  return holder3.worker;
}
function kickOutbox() {
  outboxWorker()?.kick();
}
var defaultPolicy, unrecorded;
var init_outbox_server = __esm({
  "app/lib/platform/outbox.server.ts"() {
    "use strict";
    init_email_outbox_server();
    init_config_server();
    init_db_server();
    init_log_server();
    init_mail_transport_server();
    init_polling_worker_server();
    init_singleton_server();
    defaultPolicy = {
      baseDelayMs: 3e4,
      maxDelayMs: 60 * 6e4,
      maxAttempts: 10,
      leaseMs: 5 * 6e4,
      batchSize: 10
    };
    unrecorded = /* @__PURE__ */ new Set();
  }
});

// app/models/lead-events.server.ts
import { asc as asc2, desc, eq as eq2, getTableColumns, is, sql as sql4, SQL } from "drizzle-orm";
function insertLeadEvents(row, from) {
  const columns = getTableColumns(leadEvents);
  const entries = Object.entries(row);
  const names = entries.map(([key]) => sql4.identifier(columns[key].name));
  const values = entries.map(([key, value]) => is(value, SQL) ? value : sql4`${value}::${sql4.raw(columns[key].getSQLType())}`);
  return sql4`insert into ${leadEvents} (${sql4.join(names, sql4`, `)}) select ${sql4.join(values, sql4`, `)} ${from}`;
}
var init_lead_events_server = __esm({
  "app/models/lead-events.server.ts"() {
    "use strict";
    init_schema();
  }
});

// app/models/lead-alerts.server.ts
import { asc as asc3, eq as eq3, sql as sql5 } from "drizzle-orm";
function alertRowsSql(targets) {
  const rows = JSON.stringify(targets.map((t) => ({ channel: t.channel, recipient: t.recipient, recipient_name: t.recipientName })));
  return sql5`jsonb_to_recordset(${rows}::jsonb) as t(channel text, recipient text, recipient_name text)`;
}
async function queueEscalation(db, leadId, round, targets, now) {
  if (targets.length === 0) return 0;
  const result = await db.execute(sql5`
    with added as (
      insert into lead_alerts (lead_id, channel, recipient, recipient_name, round, next_attempt_at, created_at)
      select ${leadId}, t.channel, t.recipient, t.recipient_name, ${round}, ${at(now)}, ${at(now)} from ${alertRowsSql(targets)}
      on conflict (lead_id, channel, recipient, round) do nothing
      returning id
    ),
    event as (${insertLeadEvents({ leadId, field: "escalated", toValue: String(round), createdAt: at(now) }, sql5`where exists (select 1 from added)`)})
    select (select count(*) from added)::int as added`);
  return Number(rowsOf(result)[0]?.added ?? 0);
}
async function claimDueAlerts(db, { leaseMs, batchSize, now }) {
  const result = await db.execute(sql5`
    update lead_alerts a set status = 'sending', attempts = a.attempts + 1, next_attempt_at = ${plus(now, leaseMs)}
    from leads l
    where l.id = a.lead_id and a.id in (
      select id from lead_alerts
      where status in ('pending', 'sending') and next_attempt_at <= ${at(now)}
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning a.id, a.lead_id, a.channel, a.recipient, a.recipient_name, a.round, a.attempts,
      l.name, l.phone, l.service, l.message, l.fields`);
  return rowsOf(result);
}
async function dueEscalations(db, { now, intervalMs, lastRound }) {
  const result = await db.execute(sql5`
    select l.id, coalesce(max(a.round), 0)::int as last,
      least(${lastRound}, floor(extract(epoch from (${at(now)} - l.created_at)) * 1000 / ${intervalMs}))::int as due
    from leads l left join lead_alerts a on a.lead_id = l.id
    where l.emergency and l.acknowledged_at is null
      and l.created_at > ${at(now)} - interval '1 day' and l.created_at <= ${at(now)}
    group by l.id
    having coalesce(max(a.round), 0) < least(${lastRound}, floor(extract(epoch from (${at(now)} - l.created_at)) * 1000 / ${intervalMs}))`);
  return rowsOf(result).map((r) => ({ id: r.id, last: Number(r.last), due: Number(r.due) }));
}
var at, plus, markAlertSent, markAlertFailed, handBackAlerts;
var init_lead_alerts_server = __esm({
  "app/models/lead-alerts.server.ts"() {
    "use strict";
    init_schema();
    init_email_outbox_server();
    init_lead_events_server();
    at = (now) => sql5`${now.toISOString()}::timestamptz`;
    plus = (now, ms) => sql5`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
    markAlertSent = (db, id, now) => db.execute(sql5`update lead_alerts set status = 'sent', sent_at = ${at(now)}, last_error = null where id = ${id}`);
    markAlertFailed = (db, row, outcome) => db.execute(sql5`
    update lead_alerts set status = ${outcome.giveUp ? "failed" : "pending"}, last_error = ${outcome.error.slice(0, 1e3)},
      next_attempt_at = ${plus(outcome.now, outcome.retryInMs)}
    where id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`);
    handBackAlerts = (db, ids, options) => handBackClaimed(db, leadAlerts, ids, options);
  }
});

// app/lib/emergencies/push-services.ts
function isPushServiceEndpoint(endpoint, { allowLoopback }) {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (allowLoopback && LOOPBACK_HOSTS.includes(url.hostname)) return url.protocol === "http:" || url.protocol === "https:";
  if (url.protocol !== "https:" || url.port !== "") return false;
  return SERVICE_HOSTS.includes(url.hostname) || SERVICE_DOMAINS.some((domain) => url.hostname.endsWith(domain));
}
var SERVICE_HOSTS, SERVICE_DOMAINS, LOOPBACK_HOSTS;
var init_push_services = __esm({
  "app/lib/emergencies/push-services.ts"() {
    "use strict";
    SERVICE_HOSTS = ["fcm.googleapis.com"];
    SERVICE_DOMAINS = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"];
    LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"];
  }
});

// app/lib/emergencies/alert-channels.server.ts
import webpush from "web-push";
async function postTwilioMessage(account, fields) {
  const url = `${account.apiUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded"
    },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS)
  });
  const answer = await response.text().catch(() => "");
  if (!response.ok) throw new ChannelError(`Twilio answered ${response.status}: ${answer.slice(0, 200)}`);
  return answer;
}
function twilioSms(settings) {
  return {
    async send(to, body) {
      await postTwilioMessage(settings, { To: to, From: settings.from, Body: body });
    }
  };
}
function webPush(vapid, policy = { allowLoopback: false }) {
  return {
    publicKey: vapid.publicKey,
    async send(subscription, payload) {
      if (!isPushServiceEndpoint(subscription.endpoint, policy)) throw new ChannelError(PUSH_ERRORS.notAService, true);
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails: vapid, TTL: 3600, urgency: "high", contentEncoding: "aes128gcm" }
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS)
      }).catch((error2) => {
        throw new ChannelError(PUSH_ERRORS.unreachable, false, String(error2));
      });
      await response.body?.cancel();
      if (response.ok) return;
      if (response.status === 404 || response.status === 410) throw new ChannelError(PUSH_ERRORS.gone, true, `status ${response.status}`);
      throw new ChannelError(PUSH_ERRORS.refused, false, `status ${response.status}`);
    }
  };
}
function vapidKeys(config2 = getConfig()) {
  if (config2.VAPID_PUBLIC_KEY && config2.VAPID_PRIVATE_KEY) {
    return { publicKey: config2.VAPID_PUBLIC_KEY, privateKey: config2.VAPID_PRIVATE_KEY, subject: config2.VAPID_SUBJECT };
  }
  const stored = generatedOnce(
    config2.DATA_DIR,
    "vapid-keys.json",
    () => JSON.stringify(webpush.generateVAPIDKeys()),
    "VAPID keys are not set: generated a pair into %s (set VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY to share them between instances)"
  );
  const keys = JSON.parse(stored);
  return { ...keys, subject: config2.VAPID_SUBJECT };
}
function appChannels(config2 = getConfig()) {
  return singleton("alert-channels", () => ({
    sms: config2.TWILIO_ACCOUNT_SID && config2.TWILIO_AUTH_TOKEN && config2.TWILIO_FROM ? twilioSms({ apiUrl: config2.TWILIO_API_URL, accountSid: config2.TWILIO_ACCOUNT_SID, authToken: config2.TWILIO_AUTH_TOKEN, from: config2.TWILIO_FROM }) : null,
    push: webPush(vapidKeys(config2), { allowLoopback: config2.PUSH_TEST_LOOPBACK })
  }));
}
var ChannelError, SEND_TIMEOUT_MS, PUSH_ERRORS;
var init_alert_channels_server = __esm({
  "app/lib/emergencies/alert-channels.server.ts"() {
    "use strict";
    init_config_server();
    init_push_services();
    init_singleton_server();
    ChannelError = class extends Error {
      constructor(message, gone = false, detail = null) {
        super(message);
        this.gone = gone;
        this.detail = detail;
        this.name = "ChannelError";
      }
      gone;
      detail;
    };
    SEND_TIMEOUT_MS = 1e4;
    PUSH_ERRORS = {
      notAService: "not a browser push service: subscription removed",
      gone: "the browser turned notifications off",
      refused: "the push service did not take the notification",
      unreachable: "the push service could not be reached"
    };
  }
});

// app/models/push-subscriptions.server.ts
import { and, eq as eq4, inArray as inArray2, sql as sql6 } from "drizzle-orm";
async function findPushSubscription(db, endpoint) {
  const [row] = await db.select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth }).from(pushSubscriptions).where(eq4(pushSubscriptions.endpoint, endpoint)).limit(1);
  return row ?? null;
}
async function listPushSubscribers(db, userIds) {
  if (userIds && userIds.length === 0) return [];
  return db.select({ endpoint: pushSubscriptions.endpoint, userId: pushSubscriptions.userId, name: sql6`coalesce(${users.name}, split_part(${users.email}, '@', 1))` }).from(pushSubscriptions).innerJoin(users, eq4(users.id, pushSubscriptions.userId)).where(userIds ? inArray2(pushSubscriptions.userId, userIds) : void 0).orderBy(pushSubscriptions.createdAt);
}
var deletePushEndpoint;
var init_push_subscriptions_server = __esm({
  "app/models/push-subscriptions.server.ts"() {
    "use strict";
    init_schema();
    deletePushEndpoint = (db, endpoint) => db.delete(pushSubscriptions).where(eq4(pushSubscriptions.endpoint, endpoint));
  }
});

// app/models/oncall-people.server.ts
import { asc as asc4, eq as eq5 } from "drizzle-orm";
var listOncallPeople;
var init_oncall_people_server = __esm({
  "app/models/oncall-people.server.ts"() {
    "use strict";
    init_schema();
    listOncallPeople = (db) => db.select().from(oncallPeople).orderBy(asc4(oncallPeople.position), asc4(oncallPeople.createdAt));
  }
});

// app/lib/emergencies/alert-schedule.server.ts
function withinHours(at3, startsAt, endsAt) {
  const [t, s, e] = [minutesOf(at3), minutesOf(startsAt), minutesOf(endsAt)];
  if (s === e) return true;
  return s < e ? t >= s && t < e : t >= s || t < e;
}
function localTime(now, timeZone) {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now);
}
async function onCallNow(deps, now) {
  const people = await listOncallPeople(deps.db);
  if (people.length === 0) return deps.fallbackPhones.map((phone) => ({ name: null, phone, userId: null }));
  const time = localTime(now, deps.timeZone);
  return people.filter((p) => p.active && withinHours(time, p.startsAt, p.endsAt)).map((p) => ({ name: p.name, phone: p.phone, userId: p.userId }));
}
async function roundTargets(deps, round, now) {
  const list = await onCallNow(deps, now);
  const people = round === 0 ? list.slice(0, 1) : round === 1 ? list.length ? [list[1 % list.length]] : [] : list;
  const targets = deps.sms ? people.map((p) => ({ channel: "sms", recipient: p.phone, recipientName: p.name })) : [];
  const userIds = people.flatMap((p) => p.userId ? [p.userId] : []);
  const browsers = await listPushSubscribers(deps.db, round === 0 ? void 0 : userIds);
  for (const b of browsers) targets.push({ channel: "push", recipient: b.endpoint, recipientName: people.find((p) => p.userId === b.userId)?.name ?? b.name });
  return targets;
}
var minutesOf;
var init_alert_schedule_server = __esm({
  "app/lib/emergencies/alert-schedule.server.ts"() {
    "use strict";
    init_oncall_people_server();
    init_push_subscriptions_server();
    minutesOf = (hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  }
});

// app/lib/emergencies/alert-escalation.server.ts
async function escalate(deps) {
  const now = deps.now();
  let queued = 0;
  for (const lead of await dueEscalations(deps.db, { now, intervalMs: deps.escalateAfterMs, lastRound: LAST_ROUND })) {
    for (let round = lead.last + 1; round <= lead.due; round++) {
      const added = await queueEscalation(deps.db, lead.id, round, await roundTargets(deps, round, now), now);
      if (added > 0) log.warn("emergency not acknowledged: escalated", { leadId: lead.id, round, alerts: added });
      queued += added;
    }
  }
  return queued;
}
var LAST_ROUND;
var init_alert_escalation_server = __esm({
  "app/lib/emergencies/alert-escalation.server.ts"() {
    "use strict";
    init_lead_alerts_server();
    init_alert_schedule_server();
    init_log_server();
    LAST_ROUND = 2;
  }
});

// app/models/ack-tokens.server.ts
import { and as and2, eq as eq6, gt, isNull } from "drizzle-orm";
async function insertAckToken(db, token) {
  await db.insert(ackTokens).values(token);
}
var init_ack_tokens_server = __esm({
  "app/models/ack-tokens.server.ts"() {
    "use strict";
    init_schema();
  }
});

// app/lib/emergencies/alert-messages.server.ts
import { createHash as createHash2, randomBytes as randomBytes3 } from "node:crypto";
async function ackLink(deps, row, now) {
  const token = randomBytes3(24).toString("base64url");
  await insertAckToken(deps.db, { tokenHash: hashToken(token), leadId: row.lead_id, personName: row.recipient_name, expiresAt: new Date(now.getTime() + ACK_LINK_TTL_MS) });
  return `${deps.siteUrl.replace(/\/$/, "")}/ack/${token}`;
}
function alertText(row) {
  const fields = row.fields ?? {};
  const what = oneLine(row.message || fields.description || fields.message || row.service || "Emergency", 300);
  const name = row.name ? oneLine(row.name, 100) : "";
  const address = fields.address ? oneLine(fields.address, 200) : "";
  const phone = row.phone ? oneLine(row.phone, 30) : "";
  const headline = `${row.round > 0 ? "STILL UNANSWERED: " : ""}EMERGENCY`;
  const title = `${headline} from ${name || "a visitor"}`;
  const lines = [phone ? `Phone: ${phone}` : null, address ? `Address: ${address}` : null, `What: ${what}`].filter(Boolean);
  return { headline, title, from: `From: ${name || "a visitor"}`, lines };
}
var ACK_LINK_TTL_MS, hashToken, oneLine;
var init_alert_messages_server = __esm({
  "app/lib/emergencies/alert-messages.server.ts"() {
    "use strict";
    init_ack_tokens_server();
    ACK_LINK_TTL_MS = 2 * 60 * 6e4;
    hashToken = (token) => createHash2("sha256").update(token).digest("hex");
    oneLine = (text3, max) => text3.replace(/[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").trim().slice(0, max);
  }
});

// app/lib/platform/redact.ts
function redactSecrets(text3) {
  return text3.replace(TOKEN, "[redacted]").replace(PHONE2, "[redacted]");
}
var PHONE2, TOKEN;
var init_redact = __esm({
  "app/lib/platform/redact.ts"() {
    "use strict";
    PHONE2 = /\+?\(?\d(?:[\s().-]{0,2}\d){6,}/g;
    TOKEN = /(?<![\w-])(?=[\w-]*\d)[\w-]{20,}(?![\w-])/g;
  }
});

// app/lib/emergencies/alert-sending.server.ts
async function sendOne(deps, row, now) {
  const leadUrl = `${deps.siteUrl.replace(/\/$/, "")}/admin/leads/${row.lead_id}/alerts`;
  const ack = await ackLink(deps, row, now);
  const { headline, title, from, lines } = alertText(row);
  if (row.channel === "sms") {
    if (!deps.sms) throw new ChannelError("SMS is not configured");
    await deps.sms.send(row.recipient, [headline, `Acknowledge: ${ack}`, `Lead: ${leadUrl}`, from, ...lines].join("\n"));
    return;
  }
  const subscription = await findPushSubscription(deps.db, row.recipient);
  if (!subscription) throw new ChannelError(PUSH_ERRORS.gone, true);
  await deps.push.send(subscription, JSON.stringify({ title, body: lines.join("\n"), url: `/admin/leads/${row.lead_id}/alerts`, ackUrl: ack, tag: row.lead_id }));
}
async function processAlerts(deps, { claimed = /* @__PURE__ */ new Map(), stopped = () => false } = {}) {
  const run = { sent: 0, failed: 0, escalated: await escalate(deps) };
  for (; ; ) {
    if (stopped()) return run;
    const now = deps.now();
    const rows = await claimDueAlerts(deps.db, { ...deps.policy, now });
    if (rows.length === 0) return run;
    for (const row of rows) claimed.set(row.id, { started: true });
    await Promise.all(
      rows.map(async (row) => {
        try {
          await sendOne(deps, row, now);
        } catch (error2) {
          run.failed += 1;
          const message = redactSecrets(error2 instanceof Error ? error2.message : String(error2));
          const detail = error2 instanceof ChannelError && error2.detail ? redactSecrets(error2.detail) : void 0;
          const gone = error2 instanceof ChannelError && error2.gone;
          if (gone && row.channel === "push") await deletePushEndpoint(deps.db, row.recipient);
          const giveUp = gone || row.attempts >= deps.policy.maxAttempts;
          const delay = backoffDelay(row.attempts, deps.policy);
          await markAlertFailed(deps.db, row, { error: message, giveUp, retryInMs: delay, now: deps.now() });
          log.warn("alert failed", { id: row.id, channel: row.channel, attempts: row.attempts, retryInMs: giveUp ? null : delay, error: message, detail });
          claimed.delete(row.id);
          return;
        }
        claimed.delete(row.id);
        run.sent += 1;
        await markAlertSent(deps.db, row.id, deps.now());
      })
    );
    if (rows.length < deps.policy.batchSize) return run;
  }
}
var defaultAlertPolicy;
var init_alert_sending_server = __esm({
  "app/lib/emergencies/alert-sending.server.ts"() {
    "use strict";
    init_lead_alerts_server();
    init_push_subscriptions_server();
    init_alert_channels_server();
    init_alert_escalation_server();
    init_alert_messages_server();
    init_log_server();
    init_outbox_server();
    init_redact();
    defaultAlertPolicy = {
      baseDelayMs: 5e3,
      maxDelayMs: 5 * 6e4,
      maxAttempts: 10,
      leaseMs: 6e4,
      batchSize: 20
    };
  }
});

// app/lib/emergencies/alert-worker.server.ts
var alert_worker_server_exports = {};
__export(alert_worker_server_exports, {
  alertDeps: () => alertDeps,
  kickAlerts: () => kickAlerts,
  startAlertWorker: () => startAlertWorker,
  startAppAlertWorker: () => startAppAlertWorker
});
function alertDeps() {
  const config2 = getConfig();
  const { sms, push } = appChannels(config2);
  return {
    db: getDb(),
    sms,
    push,
    siteUrl: config2.SITE_URL,
    fallbackPhones: config2.ONCALL_PHONES,
    escalateAfterMs: config2.ONCALL_ESCALATE_MINUTES * 6e4,
    timeZone: getBusiness().timeZone,
    policy: defaultAlertPolicy,
    now: () => /* @__PURE__ */ new Date()
  };
}
function startAlertWorker(deps = alertDeps(), { intervalMs = 5e3 } = {}) {
  return startPollingWorker({
    name: "alert",
    intervalMs,
    run: (claimed, stopped) => processAlerts(deps, { claimed, stopped }),
    handBack: async (claimed) => {
      const ids = [...claimed.keys()];
      claimed.clear();
      await handBackAlerts(deps.db, ids, { refundAttempt: false });
      return ids.length;
    }
  });
}
function startAppAlertWorker() {
  const h = holder();
  h.worker ??= startAlertWorker();
  return h.worker;
}
function kickAlerts() {
  holder().worker?.kick();
}
var holder;
var init_alert_worker_server = __esm({
  "app/lib/emergencies/alert-worker.server.ts"() {
    "use strict";
    init_lead_alerts_server();
    init_alert_channels_server();
    init_alert_sending_server();
    init_business_server();
    init_config_server();
    init_db_server();
    init_polling_worker_server();
    init_singleton_server();
    holder = () => singleton("alert-worker", () => ({ worker: null }));
  }
});

// app/models/lead-messages.server.ts
import { sql as sql7 } from "drizzle-orm";
async function claimDueTexts(db, { leaseMs, batchSize, now }) {
  const result = await db.execute(sql7`
    update lead_messages set status = 'claimed', attempts = attempts + 1, next_attempt_at = ${plus2(now, leaseMs)}
    where id in (
      select id from lead_messages
      where direction = 'out' and status in ('pending', 'claimed') and next_attempt_at <= ${at2(now)}
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, "from", "to", body, attempts`);
  return rowsOf(result);
}
async function handBackTexts(db, ids) {
  if (ids.length === 0) return;
  await db.execute(sql7`
    update lead_messages set status = 'pending', next_attempt_at = now()
    where status = 'claimed' and id in (${sql7.join(
    ids.map((id) => sql7`${id}`),
    sql7`, `
  )})`);
}
var at2, plus2, dropOptedOutTexts, markTextSent, markTextFailed;
var init_lead_messages_server = __esm({
  "app/models/lead-messages.server.ts"() {
    "use strict";
    init_email_outbox_server();
    at2 = (now) => sql7`${now.toISOString()}::timestamptz`;
    plus2 = (now, ms) => sql7`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
    dropOptedOutTexts = (db) => db.execute(sql7`
    update lead_messages set status = 'opted-out'
    where direction = 'out' and status in ('pending', 'claimed') and "to" in (select phone from sms_opt_outs)`);
    markTextSent = (db, id, sent) => db.execute(sql7`
    update lead_messages set status = ${sent.status}, message_sid = ${sent.messageSid}, sent_at = ${at2(sent.now)}, last_error = null
    where id = ${id}`);
    markTextFailed = (db, row, outcome) => db.execute(sql7`
    update lead_messages set status = ${outcome.giveUp ? "failed" : "pending"}, last_error = ${outcome.error.slice(0, 1e3)},
      next_attempt_at = ${plus2(outcome.now, outcome.retryInMs)}
    where id = ${row.id} and status = 'claimed' and attempts = ${row.attempts}`);
  }
});

// app/lib/phone/phone-settings.server.ts
function phoneDeps() {
  const c = getConfig();
  if (c.TWILIO_NUMBERS.length === 0 || !c.TWILIO_AUTH_TOKEN || !c.TWILIO_ACCOUNT_SID) return null;
  return {
    db: getDb(),
    authToken: c.TWILIO_AUTH_TOKEN,
    accountSid: c.TWILIO_ACCOUNT_SID,
    apiUrl: c.TWILIO_API_URL,
    siteUrl: c.SITE_URL,
    numbers: c.TWILIO_NUMBERS,
    officePhones: c.OFFICE_PHONES,
    officeHours: c.OFFICE_HOURS,
    timeZone: c.ONCALL_TIME_ZONE,
    fallbackPhones: c.ONCALL_PHONES,
    businessName: getBusiness().name,
    now: () => /* @__PURE__ */ new Date()
  };
}
var init_phone_settings_server = __esm({
  "app/lib/phone/phone-settings.server.ts"() {
    "use strict";
    init_business_server();
    init_config_server();
    init_db_server();
  }
});

// app/lib/phone/message-status.server.ts
import twilio from "twilio";
var STATUS_CALLBACK_PATH;
var init_message_status_server = __esm({
  "app/lib/phone/message-status.server.ts"() {
    "use strict";
    STATUS_CALLBACK_PATH = "/webhooks/twilio/message-status";
  }
});

// app/lib/phone/twilio-messages.server.ts
async function sendText(deps, text3) {
  const answer = await postTwilioMessage(deps, { To: text3.to, From: text3.from, Body: text3.body, StatusCallback: new URL(STATUS_CALLBACK_PATH, deps.siteUrl).href });
  const message = JSON.parse(answer);
  if (typeof message.sid !== "string") throw new Error("Twilio answered without a message sid");
  return { messageSid: message.sid, status: typeof message.status === "string" ? message.status : "queued" };
}
var init_twilio_messages_server = __esm({
  "app/lib/phone/twilio-messages.server.ts"() {
    "use strict";
    init_alert_channels_server();
    init_message_status_server();
  }
});

// app/lib/phone/text-outbox.server.ts
var text_outbox_server_exports = {};
__export(text_outbox_server_exports, {
  kickTexts: () => kickTexts,
  startAppTextWorker: () => startAppTextWorker
});
async function processTexts(deps, { policy = textPolicy, claimed = /* @__PURE__ */ new Map(), stopped = () => false } = {}) {
  const run = { sent: 0, failed: 0 };
  await dropOptedOutTexts(deps.db);
  for (; ; ) {
    if (stopped()) return run;
    const rows = await claimDueTexts(deps.db, { ...policy, now: deps.now() });
    if (rows.length === 0) return run;
    for (const row of rows) claimed.set(row.id, { started: true });
    await Promise.all(
      rows.map(async (row) => {
        try {
          const sent = await sendText(deps, row);
          run.sent += 1;
          await markTextSent(deps.db, row.id, { ...sent, now: deps.now() });
        } catch (error2) {
          run.failed += 1;
          const message = redactSecrets(error2 instanceof Error ? error2.message : String(error2));
          const giveUp = row.attempts >= policy.maxAttempts;
          const delay = backoffDelay(row.attempts, policy);
          await markTextFailed(deps.db, row, { error: message, giveUp, retryInMs: delay, now: deps.now() });
          log.warn("text failed", { id: row.id, attempts: row.attempts, retryInMs: giveUp ? null : delay, error: message });
        } finally {
          claimed.delete(row.id);
        }
      })
    );
    if (rows.length < policy.batchSize) return run;
  }
}
function startAppTextWorker(deps = phoneDeps(), { intervalMs = 5e3 } = {}) {
  if (!deps) return null;
  const h = holder2();
  h.worker ??= startPollingWorker({
    name: "text",
    intervalMs,
    run: (claimed, stopped) => processTexts(deps, { claimed, stopped }),
    handBack: async (claimed) => {
      const ids = [...claimed.keys()];
      claimed.clear();
      await handBackTexts(deps.db, ids);
      return ids.length;
    }
  });
  return h.worker;
}
function kickTexts() {
  holder2().worker?.kick();
}
var textPolicy, holder2;
var init_text_outbox_server = __esm({
  "app/lib/phone/text-outbox.server.ts"() {
    "use strict";
    init_lead_messages_server();
    init_log_server();
    init_outbox_server();
    init_polling_worker_server();
    init_redact();
    init_singleton_server();
    init_phone_settings_server();
    init_twilio_messages_server();
    textPolicy = {
      baseDelayMs: 5e3,
      maxDelayMs: 5 * 6e4,
      maxAttempts: 8,
      leaseMs: 6e4,
      batchSize: 20
    };
    holder2 = () => singleton("text-worker", () => ({ worker: null }));
  }
});

// app/content/facts.ts
var EMERGENCY_ARRIVAL_MINUTES, arrivalMinutes, arrivalMinute, startingPrice, NEWSLETTER_DISCOUNT, newsletterOffer, jobDuration, typicalCost, factText;
var init_facts = __esm({
  "app/content/facts.ts"() {
    "use strict";
    init_catalogue();
    EMERGENCY_ARRIVAL_MINUTES = 60;
    arrivalMinutes = `${EMERGENCY_ARRIVAL_MINUTES} minutes`;
    arrivalMinute = `${EMERGENCY_ARRIVAL_MINUTES}-minute`;
    startingPrice = {
      panelUpgrade: "$3,000",
      wiring: "$350",
      evCharger: "$800",
      surgeProtection: "$300",
      emergency: "$500"
    };
    NEWSLETTER_DISCOUNT = "$25";
    newsletterOffer = `${NEWSLETTER_DISCOUNT} off your first job`;
    jobDuration = {
      panelUpgrade: "4-8 hours",
      evCharger: "2-4 hours",
      surgeProtection: "1-2 hours"
    };
    typicalCost = {
      newOutlet: "$150-$200",
      dedicatedCircuit: "$300-500"
    };
    factText = catalogue(
      { arrivalMinutes, arrivalMinute, newsletterOffer, jobDuration: { ...jobDuration } },
      {
        arrivalMinutes: `${EMERGENCY_ARRIVAL_MINUTES} minutos`,
        arrivalMinute: `${EMERGENCY_ARRIVAL_MINUTES} minutos`,
        newsletterOffer: `${NEWSLETTER_DISCOUNT} de descuento en su primer trabajo`,
        jobDuration: { panelUpgrade: "4 a 8 horas", evCharger: "2 a 4 horas", surgeProtection: "1 a 2 horas" }
      }
    );
  }
});

// app/content/emergency.ts
var responsePromise, safetyTips, emergencyFaqs;
var init_emergency = __esm({
  "app/content/emergency.ts"() {
    "use strict";
    init_facts();
    responsePromise = `${arrivalMinute} response promise in core area`;
    safetyTips = [
      "If there is fire or smoke, get everyone out and call 911 first \u2014 then call us.",
      "Do not touch a sparking outlet, a wet panel or any downed line; stay 30 feet from fallen wires and call the utility.",
      "If it is safe to reach the panel with dry hands, switch off the affected breaker or the main.",
      "Unplug sensitive electronics and appliances so they are not hit when power returns.",
      "Keep the freezer and fridge closed and use flashlights, not candles."
    ];
    emergencyFaqs = [
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
  }
});

// app/content/services.ts
var homeServiceCards, serviceOffers;
var init_services = __esm({
  "app/content/services.ts"() {
    "use strict";
    init_facts();
    homeServiceCards = [
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
    serviceOffers = [
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
  }
});

// app/content/areas.ts
var furtherAreas, emergencyCities, serviceRadius;
var init_areas = __esm({
  "app/content/areas.ts"() {
    "use strict";
    furtherAreas = [
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
    emergencyCities = [
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
    serviceRadius = "Serving 100+ mile radius from Manassas, VA";
  }
});

// app/content/cities.ts
var cityPath, mapEmbed, city, cities;
var init_cities = __esm({
  "app/content/cities.ts"() {
    "use strict";
    init_facts();
    cityPath = (slug) => `/electrician-${slug}`;
    mapEmbed = (place) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;
    city = (data) => {
      const placeName = `${data.cityName}, VA`;
      return { ...data, path: cityPath(data.slug), placeName, mapEmbedUrl: mapEmbed(placeName) };
    };
    cities = [
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
  }
});

// app/content/home.ts
var es, en, homeText, hero, promises, homeFaqs;
var init_home = __esm({
  "app/content/home.ts"() {
    "use strict";
    init_catalogue();
    init_facts();
    es = factText.es;
    en = {
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
    homeText = catalogue(en, {
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
    hero = homeText.en.hero;
    promises = homeText.en.promises;
    homeFaqs = homeText.en.faqs;
  }
});

// app/content/service-pages.ts
var servicePages, servicePath;
var init_service_pages = __esm({
  "app/content/service-pages.ts"() {
    "use strict";
    init_facts();
    servicePages = [
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
    servicePath = (slug) => `/services/${slug}`;
  }
});

// app/lib/assistant/assistant-knowledge.server.ts
import MiniSearch from "minisearch";
function buildKnowledge() {
  const services2 = servicePages.map((page) => {
    const path7 = servicePath(page.slug);
    const offer = serviceOffers.find((o) => o.path === path7);
    return { id: page.slug, title: page.serviceName, price: offer?.price ?? page.priceText, path: path7, page, offer, bookingValue: page.serviceType };
  });
  for (const offer of serviceOffers) {
    if (!offer.path) services2.push({ id: offer.serviceValue, title: offer.title, price: offer.price, offer, bookingValue: offer.serviceValue });
  }
  const serviceIndex = new MiniSearch({
    fields: ["title", "keywords", "text"],
    processTerm,
    searchOptions: { boost: { title: 4, keywords: 2 }, ...SEARCH_OPTIONS }
  });
  serviceIndex.addAll(
    services2.map((s) => {
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
  return { services: services2, serviceIndex, faqs, faqIndex, places, serviceRadius, promises };
}
var STOPWORDS, processTerm, SEARCH_OPTIONS, knowledge;
var init_assistant_knowledge_server = __esm({
  "app/lib/assistant/assistant-knowledge.server.ts"() {
    "use strict";
    init_areas();
    init_cities();
    init_emergency();
    init_home();
    init_service_pages();
    init_services();
    init_singleton_server();
    STOPWORDS = new Set(
      "a an and are as at be but by can could do does did for from get got have has how i i'd i'm if in into is it its me my of on or our please so that the their them then there these this to up us was we what when where which who why will with would you your yours much many cost costs price prices pricing charge need needs want like install installed installation new some any about just also one all get here there home house electrical electrician work job help fix stuff thing things know tell".split(" ")
    );
    processTerm = (term) => {
      const t = term.toLowerCase();
      if (STOPWORDS.has(t) || t.length < 2) return null;
      const stem = t.replace(/(ing|ed|s)$/, "");
      return stem.length >= 4 ? stem : t;
    };
    SEARCH_OPTIONS = {
      prefix: (term) => term.length > 3,
      fuzzy: (term) => term.length > 5 ? 0.2 : false,
      combineWith: "OR"
    };
    knowledge = () => singleton("assistant-knowledge", buildKnowledge);
  }
});

// app/lib/assistant/assistant-prompt.server.ts
function facts(business) {
  const k = knowledge();
  const services2 = k.services.map((s) => {
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
${services2}`,
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
var init_assistant_prompt_server = __esm({
  "app/lib/assistant/assistant-prompt.server.ts"() {
    "use strict";
    init_emergency();
    init_services();
    init_assistant_knowledge_server();
  }
});

// app/lib/assistant/voice-protocol.ts
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
      const texts2 = content.filter((c) => c?.type === "input_text" && typeof c.text === "string");
      if (!item || item.type !== "message" || item.role !== "user" || texts2.length === 0 || texts2.length !== content.length) {
        return { ok: false, error: "Only user text messages are allowed" };
      }
      const text3 = texts2.map((c) => c.text).join("\n").slice(0, MAX_TEXT_CHARS);
      return { ok: true, event: { type: e.type, item: { type: "message", role: "user", content: [{ type: "input_text", text: text3 }] } } };
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
var VOICE_RELAY_PATH, SERVER_EVENT_NAMES, FORWARDED_SERVER_EVENTS, VOICE_NOT_CONFIGURED, MAX_AUDIO_CHARS, MAX_TEXT_CHARS, VOICE_MAX_FRAME_BYTES, VOICE_UPSTREAM_ERROR_MESSAGE, VOICE_UPSTREAM_TIMEOUT_MESSAGE, VOICE_TIME_LIMIT_MESSAGE, VOICE_BYTE_LIMIT_MESSAGE;
var init_voice_protocol = __esm({
  "app/lib/assistant/voice-protocol.ts"() {
    "use strict";
    VOICE_RELAY_PATH = "/voice";
    SERVER_EVENT_NAMES = {
      "response.output_audio.delta": "response.audio.delta",
      "response.output_audio.done": "response.audio.done",
      "response.output_audio_transcript.delta": "response.audio_transcript.delta",
      "response.output_audio_transcript.done": "response.audio_transcript.done"
    };
    FORWARDED_SERVER_EVENTS = /* @__PURE__ */ new Set([
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
    VOICE_NOT_CONFIGURED = "Voice chat is not configured on this site. Please type your question or call us.";
    MAX_AUDIO_CHARS = 128 * 1024;
    MAX_TEXT_CHARS = 2e3;
    VOICE_MAX_FRAME_BYTES = MAX_AUDIO_CHARS + 4096;
    VOICE_UPSTREAM_ERROR_MESSAGE = "The voice service had a problem. Please try again, type your question or call us.";
    VOICE_UPSTREAM_TIMEOUT_MESSAGE = "The voice service did not answer in time. Please try again, type your question or call us.";
    VOICE_TIME_LIMIT_MESSAGE = "The voice session reached its time limit. Start again to keep talking.";
    VOICE_BYTE_LIMIT_MESSAGE = "The voice session reached its length limit. Start again to keep talking.";
  }
});

// app/lib/assistant/voice-token.server.ts
import { createHmac as createHmac2, randomBytes as randomBytes4, timingSafeEqual } from "node:crypto";
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
var sign;
var init_voice_token_server = __esm({
  "app/lib/assistant/voice-token.server.ts"() {
    "use strict";
    sign = (secret, ip, body) => createHmac2("sha256", secret).update(`voice-token:${ip}:${body}`).digest("base64url");
  }
});

// server/voice-relay.ts
var voice_relay_exports = {};
__export(voice_relay_exports, {
  attachVoiceRelay: () => attachVoiceRelay,
  createVoiceRelay: () => createVoiceRelay,
  voiceRelayFromConfig: () => voiceRelayFromConfig
});
import { WebSocket, WebSocketServer } from "ws";
function refuse3(socket, status, text3) {
  socket.once("finish", () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text3}\r
Connection: close\r
Content-Type: text/plain\r
Content-Length: ${text3.length}\r
\r
${text3}`);
  return true;
}
function createVoiceRelay(options) {
  const path7 = options.path ?? VOICE_RELAY_PATH;
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
  const sessions2 = /* @__PURE__ */ new Set();
  const capReached = (ip) => sessions2.size >= maxSessions ? "all" : (perIp.get(ip) ?? 0) >= maxPerIp ? "ip" : null;
  const trust2 = compileTrust(options.trustProxy ?? 0);
  function handleUpgrade(req, socket, head) {
    socket.on("error", () => socket.destroy());
    const url = pathOf(req.url);
    if (url?.pathname !== path7) return false;
    if (req.headers.origin !== options.allowedOrigin) {
      log2("warn", "voice relay refused origin", { origin: req.headers.origin ?? null });
      return refuse3(socket, 403, "Forbidden");
    }
    const ip = clientIpOf(req, trust2);
    const now = Date.now();
    const check = verifyVoiceToken(url.searchParams.get("token") ?? "", options.secret, ip, now);
    if (!check.ok || usedNonces.has(check.nonce)) return refuse3(socket, 401, "Unauthorized");
    const cap = capReached(ip);
    if (cap === "all") return refuse3(socket, 503, "Service Unavailable");
    if (cap === "ip") return refuse3(socket, 429, "Too Many Requests");
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
      sessions2.delete(session);
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
    sessions2.add(session);
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
    upstream.on("error", (error2) => {
      if (finished) return;
      log2("warn", "voice upstream error", { error: error2.message });
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
      sessions: sessions2.size,
      perIp: Object.fromEntries(perIp),
      buffered: [...sessions2].reduce((sum, s) => sum + s.buffered(), 0)
    }),
    async close() {
      for (const session of [...sessions2]) session.finish();
      await new Promise((resolve) => wss.close(() => resolve()));
    }
  };
}
function setPaused(socket, paused) {
  if (paused === socket.isPaused) return;
  if (paused) socket.pause();
  else socket.resume();
}
function voiceRelayFromConfig(config2 = getConfig()) {
  return createVoiceRelay({
    secret: config2.SESSION_SECRET,
    allowedOrigin: new URL(config2.SITE_URL).origin,
    apiKey: config2.OPENAI_API_KEY,
    realtimeUrl: config2.OPENAI_REALTIME_URL,
    model: config2.OPENAI_REALTIME_MODEL,
    instructions: voiceInstructions(getBusiness()),
    maxSessions: config2.VOICE_MAX_SESSIONS,
    maxSessionsPerIp: config2.VOICE_MAX_SESSIONS_PER_IP,
    maxSessionMs: config2.VOICE_MAX_SESSION_SECONDS * 1e3,
    maxSessionBytes: config2.VOICE_MAX_SESSION_BYTES,
    upstreamTimeoutMs: config2.VOICE_UPSTREAM_TIMEOUT_SECONDS * 1e3,
    trustProxy: config2.TRUST_PROXY,
    log: (level, message, fields) => log[level](message, fields)
  });
}
function attachVoiceRelay(server, relay = voiceRelayFromConfig()) {
  server.on("upgrade", (req, socket, head) => {
    if (!relay.handleUpgrade(req, socket, head)) socket.destroy();
  });
  return relay;
}
var DEFAULT_VOICE_SESSION_BYTES, BACKLOG_BYTES, pathOf;
var init_voice_relay = __esm({
  "server/voice-relay.ts"() {
    "use strict";
    init_assistant_prompt_server();
    init_business_server();
    init_client_ip_server();
    init_config_server();
    init_log_server();
    init_voice_protocol();
    init_voice_token_server();
    DEFAULT_VOICE_SESSION_BYTES = 8e7;
    BACKLOG_BYTES = 1024 * 1024;
    pathOf = (url) => {
      try {
        return new URL(url ?? "/", "http://relay.invalid");
      } catch {
        return null;
      }
    };
  }
});

// app/lib/platform/rate-limit.server.ts
var rate_limit_server_exports = {};
__export(rate_limit_server_exports, {
  MEMORY_MAX_KEYS: () => MEMORY_MAX_KEYS,
  RATE_LIMITED_MESSAGE: () => RATE_LIMITED_MESSAGE,
  closeRateLimits: () => closeRateLimits,
  memoryRateLimitStore: () => memoryRateLimitStore,
  peekRateLimit: () => peekRateLimit,
  postgresRateLimitStore: () => postgresRateLimitStore,
  rateLimit: () => rateLimit,
  resetRateLimit: () => resetRateLimit
});
import { createHash as createHash3 } from "node:crypto";
import { and as and3, eq as eq7, gt as gt2, isNull as isNull2, lt, or, sql as sql8 } from "drizzle-orm";
import { drizzle as drizzle2 } from "drizzle-orm/postgres-js";
import postgres2 from "postgres";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
async function counted(hit) {
  try {
    return await hit;
  } catch (result) {
    if (result instanceof RateLimiterRes) return result;
    throw result;
  }
}
function memoryRateLimitStore({ maxKeys = MEMORY_MAX_KEYS } = {}) {
  const rules = /* @__PURE__ */ new Map();
  const ruleFor = (rule) => {
    let entry = rules.get(ruleId(rule));
    if (!entry) {
      entry = { limiter: new RateLimiterMemory(limiterOptions(rule)), held: /* @__PURE__ */ new Map() };
      rules.set(ruleId(rule), entry);
    }
    return entry;
  };
  return {
    kind: "memory",
    async consume(rule, key) {
      const { limiter, held } = ruleFor(rule);
      held.delete(key);
      held.set(key, true);
      if (held.size > maxKeys) {
        const oldest = held.keys().next().value;
        held.delete(oldest);
        await limiter.delete(oldest);
      }
      return counted(limiter.consume(key));
    },
    get: (rule, key) => ruleFor(rule).limiter.get(key),
    async delete(rule, key) {
      const { limiter, held } = ruleFor(rule);
      held.delete(key);
      await limiter.delete(key);
    },
    size: () => [...rules.values()].reduce((sum, { limiter }) => sum + limiter.dump().storage.length, 0),
    async close() {
      rules.clear();
    }
  };
}
function postgresRateLimitStore(connectionString) {
  const client = postgres2(connectionString, {
    max: 3,
    idle_timeout: 10,
    connect_timeout: 3,
    connection: { statement_timeout: 3e3 },
    onnotice: () => {
    }
  });
  const db = drizzle2(client);
  const rowKey = (rule, key) => `${rule.name}:${key}`;
  const resultOf = (rule, row) => new RateLimiterRes(Math.max(rule.limit - row.points, 0), row.expire === null ? -1 : Math.max(row.expire - Date.now(), 0), row.points);
  const sweep = setInterval(() => {
    db.delete(rateLimits).where(lt(rateLimits.expire, Date.now() - 36e5)).catch((error2) => log.warn("rate-limit cleanup failed", { error: String(error2) }));
  }, 3e5).unref();
  return {
    kind: "postgres",
    async consume(rule, key) {
      const now = Date.now();
      const ended = sql8`${rateLimits.expire} <= ${now}`;
      const [row] = await db.insert(rateLimits).values({ key: rowKey(rule, key), points: 1, expire: now + rule.windowMs }).onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql8`case when ${ended} then 1 else ${rateLimits.points} + 1 end`,
          expire: sql8`case when ${ended} then excluded.expire else ${rateLimits.expire} end`
        }
      }).returning({ points: rateLimits.points, expire: rateLimits.expire });
      return resultOf(rule, row);
    },
    async get(rule, key) {
      const [row] = await db.select({ points: rateLimits.points, expire: rateLimits.expire }).from(rateLimits).where(and3(eq7(rateLimits.key, rowKey(rule, key)), or(gt2(rateLimits.expire, Date.now()), isNull2(rateLimits.expire))));
      return row ? resultOf(rule, row) : null;
    },
    async delete(rule, key) {
      await db.delete(rateLimits).where(eq7(rateLimits.key, rowKey(rule, key)));
    },
    async close() {
      clearInterval(sweep);
      await client.end({ timeout: 5 });
    }
  };
}
function storeFor(url) {
  state2.__rateLimitStores ??= /* @__PURE__ */ new Map();
  const id = url ?? "memory";
  let store = state2.__rateLimitStores.get(id);
  if (!store) {
    store = url ? postgresRateLimitStore(url) : memoryRateLimitStore();
    state2.__rateLimitStores.set(id, store);
  }
  return store;
}
async function closeRateLimits() {
  const stores = [...state2.__rateLimitStores?.values() ?? []];
  state2.__rateLimitStores?.clear();
  await Promise.allSettled(stores.map((store) => store.close()));
}
async function withStore(rule, store, run, refused) {
  try {
    return await run(store);
  } catch (error2) {
    if (store.kind === "memory") throw error2;
    const closed = failsClosed(rule);
    log.warn(closed ? "rate-limit store unavailable, refusing" : "rate-limit store unavailable, counting in this process", {
      rule: rule.name,
      error: String(error2)
    });
    return closed ? refused : run(storeFor(void 0));
  }
}
function rateLimit(rule, subject, store = defaultStore()) {
  const key = subjectKey(subject);
  return withStore(
    rule,
    store,
    async (s) => {
      const res = await s.consume(rule, key);
      return { ok: res.consumedPoints <= rule.limit, retryAfterSeconds: seconds(res.msBeforeNext) };
    },
    STORE_DOWN
  );
}
function peekRateLimit(rule, subject, store = defaultStore()) {
  const key = subjectKey(subject);
  return withStore(
    rule,
    store,
    async (s) => {
      const res = await s.get(rule, key);
      if (!res) return { ok: true, retryAfterSeconds: 0 };
      return { ok: res.consumedPoints < rule.limit, retryAfterSeconds: seconds(res.msBeforeNext) };
    },
    STORE_DOWN
  );
}
async function resetRateLimit(rule, subject, store = defaultStore()) {
  const key = subjectKey(subject);
  await withStore(rule, store, (s) => s.delete(rule, key), void 0);
}
var MEMORY_MAX_KEYS, limiterOptions, ruleId, subjectKey, state2, defaultStore, failsClosed, seconds, STORE_DOWN, RATE_LIMITED_MESSAGE;
var init_rate_limit_server = __esm({
  "app/lib/platform/rate-limit.server.ts"() {
    "use strict";
    init_schema();
    init_messages();
    init_config_server();
    init_log_server();
    MEMORY_MAX_KEYS = 5e4;
    limiterOptions = (rule) => ({ keyPrefix: rule.name, points: rule.limit, duration: rule.windowMs / 1e3 });
    ruleId = (rule) => `${rule.name}|${rule.windowMs}`;
    subjectKey = (subject) => subject.length <= 128 ? subject : createHash3("sha256").update(subject).digest("hex");
    state2 = globalThis;
    defaultStore = () => storeFor(getConfig().DATABASE_URL);
    failsClosed = (rule) => rule.name === "login" || rule.name.startsWith("login:");
    seconds = (ms) => Math.max(1, Math.ceil(ms / 1e3));
    STORE_DOWN = { ok: false, retryAfterSeconds: 60 };
    RATE_LIMITED_MESSAGE = messages.rateLimited.description;
  }
});

// server/index.ts
init_client_ip_server();
init_config_server();
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

// server/lifecycle.ts
init_business_server();
init_config_server();
init_log_server();
import { createServer } from "node:http";

// server/data-lock.ts
import { linkSync as linkSync2, mkdirSync as mkdirSync2, readFileSync as readFileSync2, renameSync, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import path2 from "node:path";
var LOCK_FILE = "server.pid";
var DataDirLockedError = class extends Error {
  constructor(dir, pid) {
    super(
      `The data folder ${path2.resolve(dir)} is in use by another running copy of the site (pid ${pid}): stop it, or set DATA_DIR to another folder.`
    );
    this.dir = dir;
    this.pid = pid;
    this.name = "DataDirLockedError";
  }
  dir;
  pid;
};
var read = (file) => {
  try {
    return readFileSync2(file, "utf8");
  } catch {
    return null;
  }
};
var readPid = (file) => Number.parseInt(read(file) ?? "", 10);
function isOtherLiveProcess(pid) {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error2) {
    if (error2.code !== "EPERM") return false;
  }
  const commandLine = read(`/proc/${pid}/cmdline`);
  return commandLine === null || commandLine.includes("node");
}
function lockDataDir(dir) {
  mkdirSync2(dir, { recursive: true });
  const file = path2.join(dir, LOCK_FILE);
  const mine = `${file}.${process.pid}.tmp`;
  writeFileSync2(mine, `${process.pid}
`);
  try {
    for (let round = 0; round < 5; round++) {
      try {
        linkSync2(mine, file);
        return () => {
          if (readPid(file) === process.pid) rmSync2(file, { force: true });
        };
      } catch (error2) {
        if (error2.code !== "EEXIST") throw error2;
      }
      const content = read(file);
      const holder3 = Number.parseInt(content ?? "", 10);
      if (isOtherLiveProcess(holder3)) throw new DataDirLockedError(dir, holder3);
      const aside = `${file}.${process.pid}.stale`;
      try {
        renameSync(file, aside);
      } catch (error2) {
        if (error2.code === "ENOENT") continue;
        throw error2;
      }
      if (read(aside) !== content) {
        try {
          linkSync2(aside, file);
        } catch {
        }
      }
      rmSync2(aside, { force: true });
    }
    throw new Error(`Could not lock the data folder ${path2.resolve(dir)}: remove ${file} if no copy of the site is running.`);
  } finally {
    rmSync2(mine, { force: true });
  }
}

// server/lifecycle.ts
var DRAIN_MS = 1e4;
var SHUTDOWN_LIMIT_MS = 3e4;
function refuse(message) {
  console.error(message);
  process.exit(1);
}
function listenError(error2, port, host) {
  if (error2.code === "EADDRINUSE") {
    return `Port ${port} is already in use on ${host} (another copy of the site?): stop it, or set PORT to a free port.`;
  }
  if (error2.code === "EACCES") return `Not allowed to listen on port ${port} on ${host}: set PORT to a port above 1023.`;
  return `Cannot listen on ${host}:${port}: ${error2.message}`;
}
var STARTING_MESSAGE = "The site is starting. Try again in a moment.";
var startingFor = (phone) => (_req, res) => {
  res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "2", "Cache-Control": "no-store" });
  res.end(`${STARTING_MESSAGE} To reach us now, call ${phone}.
`);
};
async function startLifecycle() {
  let env;
  try {
    env = validateEnv(process.env);
  } catch (error2) {
    if (error2 instanceof ConfigError) refuse(error2.message);
    throw error2;
  }
  let handler = startingFor(publicPhones(env).phone);
  let draining = false;
  const inFlight = /* @__PURE__ */ new Set();
  const lastOnItsConnection = (res) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
    res.on("finish", () => setImmediate(() => server.closeIdleConnections()));
  };
  const serveRequest = (req, res) => {
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
    if (draining) lastOnItsConnection(res);
    handler(req, res);
  };
  let invitesBody3 = () => true;
  const server = createServer(serveRequest);
  server.on("checkContinue", (req, res) => {
    if (invitesBody3(req)) res.writeContinue();
    serveRequest(req, res);
  });
  await new Promise((resolve) => {
    const onError = (error2) => refuse(listenError(error2, env.PORT, env.HOST));
    server.once("error", onError);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", onError);
      resolve();
    });
  });
  let release = () => {
  };
  if (!env.DATABASE_URL || !env.S3_ENDPOINT) {
    try {
      release = lockDataDir(env.DATA_DIR);
    } catch (error2) {
      if (error2 instanceof DataDirLockedError) refuse(error2.message);
      throw error2;
    }
    process.on("exit", release);
  }
  return {
    server,
    serve(next, options = {}) {
      handler = next;
      if (options.invitesBody) invitesBody3 = options.invitesBody;
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : env.PORT;
      log.info("listening", { url: `http://localhost:${port}`, nodeEnv: process.env.NODE_ENV });
    },
    onShutdown(steps) {
      let stopping = false;
      const stop = async (signal) => {
        if (stopping) return;
        stopping = true;
        log.info("shutting down", { signal });
        setTimeout(() => {
          log.error("shutdown took too long; exiting");
          process.exit(1);
        }, SHUTDOWN_LIMIT_MS).unref();
        draining = true;
        inFlight.forEach(lastOnItsConnection);
        const closed = new Promise((resolve) => server.close(() => resolve()));
        let drainTimer;
        try {
          await steps.beforeDrain?.();
          const drained = await Promise.race([
            closed.then(() => true),
            new Promise((resolve) => drainTimer = setTimeout(() => resolve(false), DRAIN_MS))
          ]);
          clearTimeout(drainTimer);
          if (!drained) {
            log.warn("requests still open after the drain limit; closing them", { drainMs: DRAIN_MS });
            server.closeAllConnections();
          }
          await steps.afterDrain();
        } catch (error2) {
          log.error("shutdown failed", { error: String(error2) });
          process.exit(1);
        }
        release();
        log.info("stopped");
        process.exit(0);
      };
      process.on("SIGTERM", () => void stop("SIGTERM"));
      process.on("SIGINT", () => void stop("SIGINT"));
    }
  };
}

// server/index.ts
var lifecycle = await startLifecycle();
var config = getConfig();
var { boot: boot2 } = await Promise.resolve().then(() => (init_boot_server(), boot_server_exports));
var { baseSecurityHeaders: baseSecurityHeaders2 } = await Promise.resolve().then(() => (init_security_server(), security_server_exports));
var { invitesBody: invitesBody2, requestGuards: requestGuards2 } = await Promise.resolve().then(() => (init_request_guards(), request_guards_exports));
var { createPageCache: createPageCache2, pageCacheHits: pageCacheHits2 } = await Promise.resolve().then(() => (init_page_cache(), page_cache_exports));
var { remixHandler: remixHandler2 } = await Promise.resolve().then(() => (init_remix_handler(), remix_handler_exports));
var services = await boot2();
var { startAppOutboxWorker: startAppOutboxWorker2 } = await Promise.resolve().then(() => (init_outbox_server(), outbox_server_exports));
var outbox = startAppOutboxWorker2();
var { startAppAlertWorker: startAppAlertWorker2 } = await Promise.resolve().then(() => (init_alert_worker_server(), alert_worker_server_exports));
var alerts = startAppAlertWorker2();
var { startAppTextWorker: startAppTextWorker2 } = await Promise.resolve().then(() => (init_text_outbox_server(), text_outbox_server_exports));
var texts = startAppTextWorker2();
var build = await import(new URL("./index.js", import.meta.url).href);
var clientDir = fileURLToPath(new URL("./client", import.meta.url));
var app = express();
app.disable("x-powered-by");
app.set("query parser", "simple");
var trust = compileTrust(config.TRUST_PROXY);
app.set("trust proxy", trust);
var securityHeaders = baseSecurityHeaders2();
app.use((_req, res, next) => {
  res.set(securityHeaders);
  next();
});
app.use(requestGuards2(config.SITE_URL, trust));
var pageCache = config.NODE_ENV === "production" ? createPageCache2() : void 0;
if (pageCache) app.use(pageCacheHits2(pageCache));
app.use(compression());
app.use("/build", express.static(`${clientDir}/build`, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1d" }));
app.all(
  "*",
  remixHandler2({
    build,
    mode: config.NODE_ENV,
    getLoadContext: (req) => ({ clientIp: clientIpOf(req, trust) }),
    cache: pageCache
  })
);
var { attachVoiceRelay: attachVoiceRelay2 } = await Promise.resolve().then(() => (init_voice_relay(), voice_relay_exports));
var voiceRelay = attachVoiceRelay2(lifecycle.server);
lifecycle.serve(app, { invitesBody: invitesBody2(config.SITE_URL) });
lifecycle.onShutdown({
  beforeDrain: () => voiceRelay.close(),
  async afterDrain() {
    await Promise.all([outbox.stop(), alerts.stop(), texts?.stop()]);
    const { closeStorage: closeStorage2 } = await Promise.resolve().then(() => (init_storage_server(), storage_server_exports));
    const { closeRateLimits: closeRateLimits2 } = await Promise.resolve().then(() => (init_rate_limit_server(), rate_limit_server_exports));
    await Promise.allSettled([services.db.close(), closeStorage2(), closeRateLimits2()]);
  }
});
//# sourceMappingURL=app.js.map
