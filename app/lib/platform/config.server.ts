import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isIPv4 } from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./client-ip.server";
import { DEFAULT_PHOTOS_BUCKET } from "~/content/buckets";
import { defaultBusiness } from "~/content/business";
import { singleton } from "./singleton.server";

const optionalUrl = z.string().url().optional();
/** Example values people copy without changing (.env.example, docker-compose.yml, docs). */
const PLACEHOLDER_SECRET = /change[-_ ]?me|replace[-_ ]?me|placeholder/i;
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
/** An E.164 phone number, as Twilio writes them: +17035550100. */
export const E164 = /^\+[1-9]\d{6,14}$/;
/** A comma-separated list of E.164 numbers, in order. */
const phoneList = () =>
  z
    .string()
    .default("")
    .transform((value) => value.split(",").map((p) => p.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(E164, "must be E.164 numbers like +17035550100, comma-separated")));

/** One of the business's Twilio numbers and the source a call or text to it is counted under. */
export interface TwilioNumber {
  number: string;
  source: string;
}

/** Every environment variable the app reads. Embedded defaults make a bare `npm start` work. */
export const envSchema = z.object({
  // Production unless told otherwise (`npm run dev` says development); see docs/decisions/0070.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** Proxies in front of the app: a hop count (0 = none) or their addresses/subnets (docs/decisions/0061). */
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value, ctx): TrustProxy => {
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
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).default(5 * 60_000),

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
  ONCALL_TIME_ZONE: z
    .string()
    .default(defaultBusiness.timeZone)
    .refine((zone) => {
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
  TWILIO_NUMBERS: z
    .string()
    .default("")
    .transform((value, ctx): TwilioNumber[] => {
      const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
      return entries.flatMap((entry) => {
        const [number = "", source = "", ...rest] = entry.split("=").map((part) => part.trim());
        if (E164.test(number) && /^[a-z0-9][a-z0-9_-]{0,39}$/.test(source) && rest.length === 0) return [{ number, source }];
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${entry}" must be an E.164 number and a source like +17035550142=website` });
        return [];
      });
    })
    .refine((numbers) => new Set(numbers.map((n) => n.number)).size === numbers.length, "lists a number twice"),
  /** The office's phones a call to a Twilio number rings in office hours (all at once). */
  OFFICE_PHONES: phoneList(),
  /** Office hours, daily, on the ONCALL_TIME_ZONE clock: "HH:MM-HH:MM"; outside them calls ring the people on call. */
  OFFICE_HOURS: z
    .string()
    .default("08:00-17:00")
    .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM-HH:MM, like 08:00-17:00")),
  /**
   * Missed-call text-backs across all numbers in any hour; the first call over it mails the office once
   * (docs/phone.md). Caller ID can be spoofed: this bounds what a flood of fake missed calls costs.
   */
  TEXT_BACK_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000).default(20),
  /**
   * Whether the site's own texts (text-back, review requests) may go to Canadian numbers too; off = United States
   * only (docs/phone.md, "Who may be texted").
   */
  TEXT_CANADA: z.enum(["0", "1"], { message: "must be 0 or 1" }).default("0").transform((value) => value === "1"),
  /** Calls missed after hours that alert the people on call in any hour; past it one summary alarm groups the rest. */
  MISSED_CALL_ALERT_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100).default(5),
  /** The business's Google review page, offered to every customer after they rate the job (docs/reviews.md); unset = no Google link. */
  GOOGLE_REVIEW_URL: z
    .string()
    .url("must be a URL like https://g.page/r/…/review")
    .refine((url) => url.startsWith("https://"), "must be an https:// URL")
    .optional(),
  /** Hours between the office marking a job done and its review request (then the next opening of the sending hours). */
  REVIEW_REQUEST_DELAY_HOURS: z.coerce.number({ invalid_type_error: "must be a number of hours" }).min(0, "must be 0 to 168 hours").max(168, "must be 0 to 168 hours").default(2),
  /** When review requests and their reminder may go out, daily, on ONCALL_TIME_ZONE's clock: "HH:MM-HH:MM". */
  REVIEW_SENDING_HOURS: z
    .string()
    .default("09:00-20:00")
    // 24:00 as the end: up to midnight, so 00:00-24:00 is any hour.
    .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be HH:MM-HH:MM, like 09:00-20:00"))
    // Only a well-formed range is compared (a bad one has its own message).
    .refine((hours) => !/^\d\d:\d\d-\d\d:\d\d$/.test(hours) || hours.slice(0, 5) < hours.slice(6), "must start before it ends, on one day, like 09:00-20:00"),
  /** Web Push (VAPID) keys; unset = a pair generated once into DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:office@example.com"),
  /** Tests only: push subscriptions may point at a loopback push receiver (refused unless SITE_URL is loopback). */
  PUSH_TEST_LOOPBACK: z.enum(["0", "1"]).default("0").transform((value) => value === "1"),

  CALENDLY_TOKEN: z.string().optional(),
  CALENDLY_API_URL: z.string().url().default("https://api.calendly.com"),
  /** The webhook subscription's signing key: with it, POST /webhooks/calendly takes Calendly's bookings (docs/visits.md). */
  CALENDLY_WEBHOOK_SIGNING_KEY: z.string().optional(),

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
  VOICE_MAX_SESSION_BYTES: z.coerce.number().int().min(1_000_000).default(80_000_000),
  /** How long the Realtime API may take to accept a session before the visitor is told it is unavailable. */
  VOICE_UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),

  SESSION_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .refine((value) => !PLACEHOLDER_SECRET.test(value), "is a placeholder: generate one with `openssl rand -hex 32`")
    .optional(),

  BUSINESS_NAME: z.string().optional(),
  BUSINESS_PHONE: z.string().optional(),
  BUSINESS_TEXT_PHONE: z.string().optional(),
  BUSINESS_MOBILE_PHONE: z.string().optional(),
  BUSINESS_EMAIL: z.string().email().optional(),
  BUSINESS_LICENCE: z.string().regex(/^VA-/, "must start with VA-").optional(),
  BUSINESS_SCHEDULING_URL: optionalUrl,
  // The business's own listing on each review site (docs/reviews.md): the defaults are examples.
  BUSINESS_GOOGLE_URL: optionalUrl,
  BUSINESS_ANGI_URL: optionalUrl,
  BUSINESS_HOMEADVISOR_URL: optionalUrl,
  BUSINESS_BUILDZOOM_URL: optionalUrl,
  ASSISTANT_NAME: z.string().optional(),
});

/**
 * The services the app sends a secret to (an auth token or API key with every request) and what they must be
 * reached over in production: TLS, but for a stand-in on this machine (the tests' loopback fakes).
 */
const TLS_ONLY = {
  TWILIO_API_URL: "https:",
  CALENDLY_API_URL: "https:",
  OPENAI_BASE_URL: "https:",
  OPENAI_REALTIME_URL: "wss:",
} as const;

/** localhost, 127.0.0.0/8 or ::1, as the URL parser leaves a host (IPv4 in dotted decimal, IPv6 in brackets). */
const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || (isIPv4(hostname) && hostname.startsWith("127."));

export type Config = z.infer<typeof envSchema> & { SESSION_SECRET: string };

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Validates an environment without touching the disk; SESSION_SECRET stays unset when not given. */
export function validateEnv(env: Record<string, string | undefined>) {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyToUndefined(v)]));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const parsed = result.data;
  if (parsed.NODE_ENV === "production") {
    const plain = Object.entries(TLS_ONLY).flatMap(([name, scheme]) => {
      const url = new URL(parsed[name as keyof typeof TLS_ONLY]);
      if (url.protocol === scheme || isLoopback(url.hostname)) return [];
      return [`${name}: must be a ${scheme}// URL in production (${url.protocol}// only to this machine: localhost, 127.0.0.1, ::1)`];
    });
    if (plain.length > 0) throw new ConfigError(plain);
    // The office's copies carry customers' names, phones and addresses: real mail goes only where the deployment says.
    if (parsed.SMTP_URL && !parsed.OFFICE_EMAIL) {
      throw new ConfigError(["OFFICE_EMAIL: required in production when SMTP_URL is set (the office's inbox for the copies of requests and the alerts)"]);
    }
  }
  // With a shared database, instances must share one secret: a generated one would differ per machine.
  if (!parsed.SESSION_SECRET && parsed.DATABASE_URL) {
    throw new ConfigError(["SESSION_SECRET: required when DATABASE_URL is set"]);
  }
  // The webhooks are verified with the auth token, and the texts sent with the account: no numbers without them.
  if (parsed.TWILIO_NUMBERS.length > 0 && !(parsed.TWILIO_ACCOUNT_SID && parsed.TWILIO_AUTH_TOKEN)) {
    throw new ConfigError(["TWILIO_NUMBERS: needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN"]);
  }
  if (Boolean(parsed.VAPID_PUBLIC_KEY) !== Boolean(parsed.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(["VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither"]);
  }
  // A deployment's SITE_URL is public: the test allowance cannot be switched on there (decision 0090).
  if (parsed.PUSH_TEST_LOOPBACK && !["127.0.0.1", "localhost", "[::1]"].includes(new URL(parsed.SITE_URL).hostname)) {
    throw new ConfigError(["PUSH_TEST_LOOPBACK: for tests only; allowed only when SITE_URL is a loopback address"]);
  }
  return parsed;
}

/** Parse an environment; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = validateEnv(env);
  return { ...parsed, SESSION_SECRET: parsed.SESSION_SECRET ?? localSecret(parsed.DATA_DIR) };
}

/**
 * Embedded default: a secret generated once into the data directory. Written to a temporary file and linked
 * into place, so two processes starting together agree on one secret and nobody reads a half-written file.
 */
function localSecret(dataDir: string): string {
  return generatedOnce(dataDir, "session-secret", () => randomBytes(32).toString("hex"), "SESSION_SECRET is not set: generated one into %s (fine for one machine; set it to share sessions)");
}

/** A value generated once into a file of the data directory (secrets, keys), the same for every process. */
export function generatedOnce(dataDir: string, name: string, create: () => string, notice: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, create(), { mode: 0o600 });
  try {
    linkSync(temp, file);
    console.warn(notice.replace("%s", file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}

export function getConfig(): Config {
  return singleton("config", () => parseConfig(process.env));
}
