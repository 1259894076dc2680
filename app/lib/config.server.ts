import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { singleton } from "./singleton.server";

const optionalUrl = z.string().url().optional();
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Every environment variable the app reads. Embedded defaults make a bare `npm start` work. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),

  DATABASE_URL: optionalUrl,

  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().default("S3RVER"),
  S3_SECRET_ACCESS_KEY: z.string().default("S3RVER"),
  S3_PUBLIC_URL: optionalUrl,

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Valor Electric <no-reply@example.com>"),
  OFFICE_EMAIL: z.string().email().optional(),
  /** Outbox retry policy: first retry delay (doubles per failure) and how long a claimed mail stays claimed. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).default(5 * 60_000),

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

  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),

  BUSINESS_NAME: z.string().optional(),
  BUSINESS_PHONE: z.string().optional(),
  BUSINESS_TEXT_PHONE: z.string().optional(),
  BUSINESS_MOBILE_PHONE: z.string().optional(),
  BUSINESS_EMAIL: z.string().email().optional(),
  BUSINESS_LICENCE: z.string().regex(/^VA-/, "must start with VA-").optional(),
  BUSINESS_SCHEDULING_URL: optionalUrl,
  ASSISTANT_NAME: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & { SESSION_SECRET: string };

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parse an environment; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyToUndefined(v)]));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const parsed = result.data;
  if (!parsed.SESSION_SECRET && (parsed.DATABASE_URL || parsed.NODE_ENV === "production")) {
    throw new ConfigError(["SESSION_SECRET: required when DATABASE_URL is set or NODE_ENV is production"]);
  }
  return { ...parsed, SESSION_SECRET: parsed.SESSION_SECRET ?? localSecret(parsed.DATA_DIR) };
}

/** Embedded default: a secret generated once into the data directory. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  console.warn(`SESSION_SECRET is not set: generated one into ${file} (fine for local use, set it in production)`);
  return secret;
}

export function getConfig(): Config {
  return singleton("config", () => parseConfig(process.env));
}
