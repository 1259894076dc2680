var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// scripts/admin-create.ts
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";

// app/models/sessions.server.ts
import { and, eq, gt, lt } from "drizzle-orm";

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
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var users = pgTable("users", {
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
var sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt()
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)]
);
var loginChallenges = pgTable(
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
var recoveryCodes = pgTable(
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
var userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })]
);
var galleryImages = pgTable(
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
var leads = pgTable(
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
var leadNotes = pgTable(
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
var leadEvents = pgTable(
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
var leadPhotos = pgTable(
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
var oncallPeople = pgTable("oncall_people", {
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
var pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: createdAt()
});
var leadAlerts = pgTable(
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
var ackTokens = pgTable("ack_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
  personName: text("person_name"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt()
});
var newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  page: text("page"),
  createdAt: createdAt()
});
var emailOutbox = pgTable(
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
var rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" })
});
var phoneCalls = pgTable(
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
var leadMessages = pgTable(
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
var smsOptOuts = pgTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  createdAt: createdAt()
});

// app/models/sessions.server.ts
async function deleteUserSessions(db, userId) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// app/models/users.server.ts
import { and as and2, eq as eq2, gt as gt2, isNull, lt as lt2, or, sql as sql2 } from "drizzle-orm";
async function upsertUserPassword(db, email, passwordHash) {
  const [user] = await db.insert(users).values({ email, passwordHash }).onConflictDoUpdate({ target: users.email, set: { passwordHash, updatedAt: /* @__PURE__ */ new Date() } }).returning({ id: users.id });
  return user.id;
}
async function clearSecondFactor(db, email) {
  const [user] = await db.update(users).set({ totpSecret: null, totpLastStep: null, updatedAt: /* @__PURE__ */ new Date() }).where(eq2(users.email, email)).returning({ id: users.id });
  return user?.id ?? null;
}
var userLabel = sql2`coalesce(${users.name}, split_part(${users.email}, '@', 1))`;
async function grantRole(db, userId, role) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}
async function revokeRole(db, userId, role) {
  await db.delete(userRoles).where(and2(eq2(userRoles.userId, userId), eq2(userRoles.role, role)));
}
async function deleteUserLoginChallenges(db, userId) {
  await db.delete(loginChallenges).where(eq2(loginChallenges.userId, userId));
}
async function deleteRecoveryCodes(db, userId) {
  await db.delete(recoveryCodes).where(eq2(recoveryCodes.userId, userId));
}

// app/lib/auth/auth.server.ts
import { json } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

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
  const text2 = value.trim().toLowerCase();
  if (text2 === "false") return 0;
  if (text2 === "true") {
    return {
      error: "true would trust every X-Forwarded-For entry, and visitors write the first ones themselves: set the number of proxies in front of the app (usually 1) or their addresses/subnets"
    };
  }
  if (/^\d+$/.test(text2)) {
    const hops = Number(text2);
    return hops <= 10 ? hops : { error: "at most 10 proxy hops" };
  }
  const entries = text2.split(",").map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !preset(e) && !parseSubnet(e));
  if (entries.length === 0 || bad.length > 0) {
    return { error: `expected a hop count or addresses/subnets, not ${JSON.stringify(bad.join(", ") || value)}` };
  }
  return entries;
}
var preset = (name) => Object.hasOwn(PRESETS, name) ? PRESETS[name] : void 0;

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
function catalogue(en, es) {
  return { en, es };
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

// app/forms/admin-messages.ts
var MISSING_LOGIN = "Please enter your email and password";
var CODE_MISSING = "Please enter the 6-digit code from your authenticator app";
var CODE_INVALID = "That code is not valid. Enter the current 6-digit code from your app, or an unused recovery code.";
var NOTE_MAX = 4e3;
var LOST_REASON_MAX = 500;
var PIPELINE_MESSAGES = {
  lostReasonRequired: "Please say why the lead was lost",
  lostReasonTooLong: `Keep the reason under ${LOST_REASON_MAX} characters`,
  unknownStatus: "Choose a status",
  unknownOwner: "Choose an admin as the owner",
  noteRequired: "Please write the note",
  noteTooLong: `Keep the note under ${NOTE_MAX} characters`,
  unknownAction: "Unknown action",
  unreadable: "The form could not be read",
  notFound: "This lead does not exist",
  statusChanged: (label) => `Status set to ${label}`,
  unchanged: "Nothing changed",
  ownerChanged: (name) => name ? `Owner set to ${name}` : "Owner removed",
  noteAdded: "Note added",
  loadFailed: (reason) => `Failed to fetch the lead: ${reason}`,
  saveFailed: (reason) => `Failed to save the change: ${reason}`,
  badFilter: "Some filters were not understood and were ignored"
};

// app/forms/login.ts
import { z as z2 } from "zod";
var MAX_PASSWORD_LENGTH = 256;
var loginSchema = z2.object({
  email: z2.string({ required_error: MISSING_LOGIN }).trim().min(1, MISSING_LOGIN).max(255, MISSING_LOGIN),
  password: z2.string({ required_error: MISSING_LOGIN }).min(1, MISSING_LOGIN).max(MAX_PASSWORD_LENGTH, MISSING_LOGIN),
  redirectTo: z2.string().optional()
});
var codeSchema = z2.object({
  code: z2.string({ required_error: CODE_MISSING }).trim().min(1, CODE_MISSING).max(64, CODE_INVALID)
});

// app/lib/auth/password.server.ts
import { randomBytes as randomBytes2, scrypt, timingSafeEqual } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
var SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 };
var MIN_PASSWORD_LENGTH = 12;
var PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
var PASSWORD_TOO_COMMON = "This password is too common or too easy to guess. Choose a longer passphrase of several unrelated words.";
var maxmem = 256 * 1024 * 1024;
var HASHING = { concurrency: 2, queue: 8 };
var PasswordHashingBusy = class extends Error {
  constructor() {
    super("Password hashing is at capacity");
    this.name = "PasswordHashingBusy";
  }
};
var hashingLoad = { active: 0, peak: 0, peakWaiting: 0 };
var waiting = [];
async function withHashingSlot(work) {
  if (hashingLoad.active >= HASHING.concurrency) {
    if (waiting.length >= HASHING.queue) throw new PasswordHashingBusy();
    const turn = new Promise((resolve) => waiting.push(resolve));
    hashingLoad.peakWaiting = Math.max(hashingLoad.peakWaiting, waiting.length);
    await turn;
  } else {
    hashingLoad.active += 1;
  }
  hashingLoad.peak = Math.max(hashingLoad.peak, hashingLoad.active);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashingLoad.active -= 1;
  }
}
function derive(password, salt, params, keyLength) {
  return withHashingSlot(
    () => new Promise((resolve, reject) => {
      const options = { N: params.N, r: params.r, p: params.p, maxmem };
      scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => error ? reject(error) : resolve(key));
    })
  );
}
var strength = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
var common = new Set(dictionary["passwords-common"]);
function passwordProblem(password, userInputs = []) {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (common.has(password.toLowerCase()) || strength.check(password, userInputs).score < 3) return PASSWORD_TOO_COMMON;
  return null;
}
async function hashPassword(password) {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(PASSWORD_TOO_SHORT);
  if (password.length > MAX_PASSWORD_LENGTH) throw new Error(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  const salt = randomBytes2(16);
  const key = await derive(password, salt, SCRYPT, SCRYPT.keyLength);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), key.toString("base64")].join("$");
}

// db/client.ts
import { mkdirSync as mkdirSync2 } from "node:fs";
import path3 from "node:path";
import { sql as sql3 } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

// db/embedded.ts
import { mkdtempSync, rmSync as rmSync2 } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path2 from "node:path";
import { Worker } from "node:worker_threads";
function startEmbeddedPostgres(dataDir) {
  const socketDir = mkdtempSync(path2.join(tmpdir(), "pglite-"));
  const socketPath = path2.join(socketDir, ".s.PGSQL.5432");
  const worker = new Worker(new URL("./pglite-server.mjs", import.meta.url), { workerData: { dataDir, socketPath } });
  let stopped = null;
  const ready = new Promise((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", (error) => reject(stopped = error));
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
      rmSync2(socketDir, { recursive: true, force: true });
    }
  };
}

// db/client.ts
var migrationsFolder = path3.resolve(process.env.MIGRATIONS_DIR ?? "migrations");
var MIGRATION_LOCK = 727001;
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
  const dir = path3.join(options.dataDir, "pglite");
  mkdirSync2(dir, { recursive: true });
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

// app/lib/platform/db.server.ts
function getDbHandle() {
  return singleton("db", () => {
    const config = getConfig();
    return createDb({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  });
}

// app/lib/auth/auth.server.ts
var LOGIN_LIMITS = {
  ip: { name: "login:ip", limit: 20, windowMs: 15 * 60 * 1e3 },
  password: { name: "login:password", limit: 10, windowMs: 15 * 60 * 1e3 },
  account: { name: "login:account", limit: 100, windowMs: 15 * 60 * 1e3 },
  code: { name: "login:code", limit: 10, windowMs: 15 * 60 * 1e3 }
};
var CHALLENGE_TTL_MS = 10 * 60 * 1e3;
var normaliseEmail = (email) => email.trim().toLowerCase();
var DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1e3;

// app/lib/auth/require-admin.server.ts
var ADMIN_ROLE = "admin";

// app/lib/auth/admin-accounts.server.ts
async function upsertUser(db, input) {
  const email = normaliseEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error("A valid --email is required");
  const problem = passwordProblem(input.password, [email, ...email.split(/[@.]/)]);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inTx = tx;
    const userId = await upsertUserPassword(inTx, email, passwordHash);
    await deleteUserSessions(inTx, userId);
    await deleteUserLoginChallenges(inTx, userId);
    if (input.admin) await grantRole(inTx, userId, ADMIN_ROLE);
    else await revokeRole(inTx, userId, ADMIN_ROLE);
    return userId;
  });
}
async function resetTwoFactor(db, email) {
  return db.transaction(async (tx) => {
    const db2 = tx;
    const userId = await clearSecondFactor(db2, normaliseEmail(email));
    if (!userId) return false;
    await deleteRecoveryCodes(db2, userId);
    await deleteUserLoginChallenges(db2, userId);
    await deleteUserSessions(db2, userId);
    return true;
  });
}

// server/data-lock.ts
import { linkSync as linkSync2, mkdirSync as mkdirSync3, readFileSync as readFileSync2, renameSync, rmSync as rmSync3, writeFileSync as writeFileSync2 } from "node:fs";
import path4 from "node:path";
var LOCK_FILE = "server.pid";
var DataDirLockedError = class extends Error {
  constructor(dir, pid) {
    super(
      `The data folder ${path4.resolve(dir)} is in use by another running copy of the site (pid ${pid}): stop it, or set DATA_DIR to another folder.`
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
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  const commandLine = read(`/proc/${pid}/cmdline`);
  return commandLine === null || commandLine.includes("node");
}
function lockDataDir(dir) {
  mkdirSync3(dir, { recursive: true });
  const file = path4.join(dir, LOCK_FILE);
  const mine = `${file}.${process.pid}.tmp`;
  writeFileSync2(mine, `${process.pid}
`);
  try {
    for (let round = 0; round < 5; round++) {
      try {
        linkSync2(mine, file);
        return () => {
          if (readPid(file) === process.pid) rmSync3(file, { force: true });
        };
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
      }
      const content = read(file);
      const holder = Number.parseInt(content ?? "", 10);
      if (isOtherLiveProcess(holder)) throw new DataDirLockedError(dir, holder);
      const aside = `${file}.${process.pid}.stale`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if (error.code === "ENOENT") continue;
        throw error;
      }
      if (read(aside) !== content) {
        try {
          linkSync2(aside, file);
        } catch {
        }
      }
      rmSync3(aside, { force: true });
    }
    throw new Error(`Could not lock the data folder ${path4.resolve(dir)}: remove ${file} if no copy of the site is running.`);
  } finally {
    rmSync3(mine, { force: true });
  }
}

// scripts/admin-create.ts
var USAGE = "Usage: npm run admin:create -- --email <email> [--no-admin] [--reset-totp]";
var NO_PASSWORD_ARGUMENT = "--password is not accepted: a password on the command line stays in shell history. Type it when asked, pipe it on standard input, or set ADMIN_PASSWORD.";
function prompt(question) {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    }
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}
async function readPassword() {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) {
    const first = await prompt("Password (at least 12 characters): ");
    const again = await prompt("Password again: ");
    if (first !== again) throw new Error("The two passwords differ");
    return first;
  }
  let input = "";
  for await (const chunk of process.stdin) input += String(chunk);
  return input.replace(/\r?\n$/, "");
}
async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "no-admin": { type: "boolean", default: false },
        "reset-totp": { type: "boolean", default: false }
      }
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}
${USAGE}`);
    return 2;
  }
  if (values.password !== void 0) {
    console.error(NO_PASSWORD_ARGUMENT);
    return 2;
  }
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }
  let release = () => {
  };
  try {
    const config = getConfig();
    if (!config.DATABASE_URL) release = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const email = values.email.trim().toLowerCase();
  const handle = getDbHandle();
  try {
    await handle.migrate();
    if (values["reset-totp"]) {
      if (!await resetTwoFactor(handle.db, email)) throw new Error(`No account ${email}`);
      console.log(`Two-factor sign-in of ${email} is reset: it is set up again at the next login.`);
      return 0;
    }
    const admin = !values["no-admin"];
    await upsertUser(handle.db, { email, password: await readPassword(), admin });
    console.log(`${admin ? "Admin" : "User"} ${email} is ready. Sign in now to set up two-factor sign-in.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await handle.close();
    release();
  }
}
process.exitCode = await main();
//# sourceMappingURL=admin-create.js.map
