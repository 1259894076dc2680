import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
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
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * A login between the password and the second factor: the cookie carries only the id (docs/decisions/0064).
 * `totpSecret` is the secret being enrolled by an account that has none yet.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    redirectTo: text("redirect_to").notNull(),
    totpSecret: text("totp_secret"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_challenges_user_id_idx").on(t.userId)],
);

/** Single-use recovery codes, stored as salted SHA-256 (each code has 100 random bits). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    salt: text("salt").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

/** docs/product.md §3: user_id, role. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** docs/product.md §3: id, title, description, image_url, file_path, category, location, bucket_id, created_at. */
export const galleryImages = pgTable(
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gallery_images_bucket_file_idx").on(t.bucketId, t.filePath),
    index("gallery_images_created_at_idx").on(t.createdAt),
  ],
);

/**
 * What the inbox's search looks in: the name, email and address, joined by a character no search holds (the
 * search drops control characters), so a match never spans two of them. The same expression as the index's.
 */
export const leadSearchText = (t: { name: AnyPgColumn; email: AnyPgColumn; fields: AnyPgColumn }) =>
  sql`(coalesce(${t.name}, '') || E'\\x1f' || coalesce(${t.email}, '') || E'\\x1f' || coalesce(${t.fields} ->> 'address', ''))`;
/** A phone's digits, however it was typed ("(703) 555-0101" is 7035550101). */
export const leadPhoneDigits = (t: { phone: AnyPgColumn }) => sql`translate(${t.phone}, '+()-. ', '')`;

/** Every request a visitor sends (contact, estimate, booking, newsletter), saved before anything else. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    service: text("service"),
    message: text("message"),
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The page the request was sent from. */
    page: text("page"),
    /** The customer's language, "en" or "es": the site's language the request came from; what they are answered in. */
    language: text("language").notNull().default("en"),
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
    onTheWayAt: timestamp("on_the_way_at", { withTimezone: true }),

    // The customer's answers on their request page (docs/visits.md): what they asked of the office that the office
    // has not yet seen to. The inbox's "Needs attention" chip lists these; the office's next action on the lead clears them.
    /** call | window | message | cancel: the latest thing the customer asked from their page. */
    attention: text("attention"),
    attentionAt: timestamp("attention_at", { withTimezone: true }),
  },
  (t) => {
    // The inbox's order (open emergencies, then new, then the rest; newest first). The expression must stay the same
    // as inboxBucket in app/models/lead-inbox.server.ts. A page reads each bucket's leads from its cursor on (one
    // range of an index each, scanned backwards), and each filter's index leads with its column: no page sorts or
    // skips leads, the 1,000th as cheap as the first (docs/data.md, migration 0014).
    const bucket = sql`(case when ${t.emergency} and ${t.status} not in ('won', 'lost') then 0 when ${t.status} = 'new' then 1 else 2 end)`;
    return [
      index("leads_created_at_idx").on(t.createdAt),
      index("leads_status_idx").on(t.status, t.createdAt),
      index("leads_source_idx").on(t.source),
      index("leads_inbox_order_idx").on(bucket, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index("leads_inbox_kind_idx").on(t.kind, bucket, t.createdAt, t.id),
      index("leads_inbox_status_idx").on(t.status, bucket, t.createdAt, t.id),
      index("leads_inbox_service_idx").on(t.service, bucket, t.createdAt, t.id),
      index("leads_inbox_owner_idx").on(t.ownerId, bucket, t.createdAt, t.id),
      index("leads_inbox_language_idx").on(t.language, bucket, t.createdAt, t.id),
      index("leads_inbox_emergency_idx").on(bucket, t.createdAt, t.id).where(sql`${t.emergency}`),
      index("leads_inbox_attention_idx").on(bucket, t.createdAt, t.id).where(sql`${t.attentionAt} is not null`),
      // The filters' kinds' counts (leadKinds): a kind's range, its leads of the chosen status, emergency, owner and
      // service found in the index rather than in the table (docs/data.md, migration 0018).
      index("leads_inbox_kind_counts_idx").on(t.kind, t.status, t.emergency, t.ownerId, t.service, t.createdAt),
      // The inbox's search (part of the name, email or address; the phone's digits) through trigram indexes
      // (pg_trgm). Written to at once (fastupdate off): PGlite has no autovacuum to empty a pending list, which
      // every search would otherwise read whole.
      index("leads_search_text_idx").using("gin", sql`${leadSearchText(t)} gin_trgm_ops`).with({ fastupdate: false }),
      index("leads_search_phone_idx").using("gin", sql`${leadPhoneDigits(t)} gin_trgm_ops`).with({ fastupdate: false }),
    ];
  },
);

/**
 * The dashboard's lead figures, one row per day of the office's clock (docs/data.md, migration 0017). Kept by
 * triggers on `leads` in the statement that saves, changes or deletes a lead (lead_days_keep), so a dashboard view
 * reads a row a day instead of every lead of its period. Newsletter signups are not counted (as on the dashboard).
 */
export const leadDays = pgTable("lead_days", {
  day: date("day").primaryKey(),
  /** The day's leads. */
  leads: integer("leads").notNull().default(0),
  /** Counts by "source", "service", "city" (page slug), "kind", and "won" by source: {"source": {"google": 3}, …}. */
  counts: jsonb("counts").$type<Record<string, Record<string, number>>>().notNull().default(sql`'{}'::jsonb`),
  emergencies: integer("emergencies").notNull().default(0),
  /** Seconds to the office's first response, one per answered lead of the day: the median is read from these. */
  responseSeconds: doublePrecision("response_seconds").array().notNull().default(sql`'{}'`),
  /** Seconds to acknowledge, one per acknowledged emergency of the day. */
  ackSeconds: doublePrecision("ack_seconds").array().notNull().default(sql`'{}'`),
});

/**
 * lead_days added up by week (Monday to Sunday), kept by triggers on lead_days in the same statement (docs/data.md,
 * migration 0020): a period's whole weeks are read a row a week. The answers' times are kept as histograms in whole
 * minutes (minute i answered counts[i] times), so a week's row stays small however many leads it has.
 */
export const leadWeeks = pgTable("lead_weeks", {
  /** The week's Monday. */
  week: date("week").primaryKey(),
  leads: integer("leads").notNull().default(0),
  /** As lead_days.counts, for the week. */
  counts: jsonb("counts").$type<Record<string, Record<string, number>>>().notNull().default(sql`'{}'::jsonb`),
  emergencies: integer("emergencies").notNull().default(0),
  /** Minutes to the office's first response (rounded), ascending, and how many leads were answered in each. */
  responseMinutes: integer("response_minutes").array().notNull().default(sql`'{}'`),
  responseCounts: integer("response_counts").array().notNull().default(sql`'{}'`),
  /** Minutes to acknowledge an emergency, ascending, and how many in each. */
  ackMinutes: integer("ack_minutes").array().notNull().default(sql`'{}'`),
  ackCounts: integer("ack_counts").array().notNull().default(sql`'{}'`),
});

/** The time zone lead_days' days are in (one row): when the office's changes, the dashboard rebuilds lead_days in it. */
export const leadDaysZone = pgTable("lead_days_zone", {
  timeZone: text("time_zone").primaryKey(),
});

/** Free-text notes the office keeps on a lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/** Every change to a lead: who (null = the system or the customer), when, what, from what to what. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Name at the time of the change (an on-call person acknowledging by link has no account). */
    actorName: text("actor_name"),
    /** status | owner | note | acknowledged | on_the_way | escalated | photo | call | text | review | auto_text (an automatic text not sent: which, and why) */
    field: text("field").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/** Photos sent with a request: re-encoded, stored in the private bucket under `key`. */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** The visitor's file name, for the office only. */
    originalName: text("original_name"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_photos_lead_idx").on(t.leadId)],
);

/** The on-call list edited in the admin (ONCALL_PHONES stands in while it is empty). */
export const oncallPeople = pgTable("oncall_people", {
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
  createdAt: createdAt(),
});

/** Staff browsers that enabled notifications in the admin (Web Push). */
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: createdAt(),
});

/**
 * One alert of one emergency lead to one recipient on one channel, in one escalation round: the durable
 * outbox of alerts (saved with the lead, retried with backoff, sent once — the unique index).
 */
export const leadAlerts = pgTable(
  "lead_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** sms | push | email */
    channel: text("channel").notNull(),
    /** Phone number, push endpoint or email address. */
    recipient: text("recipient").notNull(),
    recipientName: text("recipient_name"),
    /** 0 = first person, 1 = next person, 2 = whole list. */
    round: integer("round").notNull().default(0),
    /** What raised it: an emergency request, a missed call after hours, or a text that reads like an emergency. */
    reason: text("reason").notNull().default("emergency"),
    /** A call's or text's own line (number, time, source, first words); null for a request, whose lead says it all. */
    about: text("about"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lead_alerts_once_idx").on(t.leadId, t.channel, t.recipient, t.round),
    index("lead_alerts_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Single-use acknowledgement links in alerts (only the hash is kept). */
export const ackTokens = pgTable("ack_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  leadId: uuid("lead_id")
    .notNull()
    .references(() => leads.id, { onDelete: "cascade" }),
  personName: text("person_name"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  page: text("page"),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
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
    /** The List-Unsubscribe header's URL (review requests): mail providers show it as an unsubscribe button. */
    listUnsubscribe: text("list_unsubscribe"),
    /**
     * Sent only while the sending hours are open (REVIEW_SENDING_HOURS on the office's clock): review requests and
     * their reminders. A retry or a restart outside them sends nothing until the next opening (docs/reviews.md).
     */
    sendingHours: boolean("sending_hours").notNull().default(false),
    createdAt: createdAt(),
  },
  // lead_id: the inbox reads the mail state of one page of leads.
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt), index("email_outbox_lead_idx").on(t.leadId)],
);

/**
 * Rate-limit counts shared by every instance when DATABASE_URL is set (app/lib/platform/rate-limit.server.ts): one row per
 * rule and subject, `expire` the end of its window in epoch milliseconds. The shape rate-limiter-flexible's
 * Postgres store used to create at run time, so a database it made keeps its rows (decision 0065).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * A call to one of the site's Twilio numbers (docs/phone.md), once per CallSid: a webhook Twilio repeats finds
 * the row. `to` is the number dialled, `source` what TWILIO_NUMBERS says it stands for.
 */
export const phoneCalls = pgTable(
  "phone_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    callSid: text("call_sid").notNull().unique(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    from: text("from").notNull(),
    to: text("to").notNull(),
    source: text("source").notNull(),
    /** ringing, then how the dial ended: answered | no-answer | busy | failed | canceled. */
    status: text("status").notNull().default("ringing"),
    /** Seconds the office talked with the caller (answered calls). */
    durationSeconds: integer("duration_seconds"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /**
     * Twilio's caller-ID attestation of the incoming call (StirVerstat: TN-Validation-Passed-A…C,
     * TN-Validation-Failed[-A…C], No-TN-Validation); null when Twilio sent none.
     */
    stirVerstat: text("stir_verstat"),
    /**
     * What the missed call's text-back did (docs/phone.md): queued, or why none went: opted-out, not-us,
     * placeholder (a withheld caller ID), unverified (attestation failed), number-limit (texted in the last 24 h),
     * hourly-limit. Null while ringing and for answered calls.
     */
    textBack: text("text_back"),
    /** After hours: alerted (its own alarm), summary (the one alarm for the calls over the hourly cap), grouped (under it). */
    alert: text("alert"),
    createdAt: createdAt(),
  },
  // ended_at: the text-back and alarm limits count the calls that ended in the last hour and, per number, day.
  (t) => [index("phone_calls_lead_idx").on(t.leadId, t.createdAt), index("phone_calls_ended_idx").on(t.endedAt), index("phone_calls_from_idx").on(t.from, t.endedAt)],
);

/**
 * The text thread of a lead, both ways. An outgoing text is its own outbox row (pending until the worker sends
 * it, retried with backoff); `message_sid` is Twilio's id, unique, so a repeated incoming webhook adds nothing.
 * `call_id` is unique: a missed call gets one text back.
 */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** in | out */
    direction: text("direction").notNull(),
    from: text("from").notNull(),
    to: text("to").notNull(),
    body: text("body").notNull(),
    messageSid: text("message_sid").unique(),
    /** The missed call this text answers. */
    callId: uuid("call_id")
      .unique()
      .references(() => phoneCalls.id, { onDelete: "set null" }),
    /** in: received. out: pending → claimed (being sent) → Twilio's queued | sent | delivered | undelivered | failed; or failed, opted-out, cancelled (a cancelled visit's reminder) here. */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Sent only while the sending hours are open, like the mail outbox's column: review requests and reminders. */
    sendingHours: boolean("sending_hours").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("lead_messages_lead_idx").on(t.leadId, t.createdAt), index("lead_messages_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Numbers that texted STOP: no text of ours goes to them until they text START (docs/phone.md). */
export const smsOptOuts = pgTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  createdAt: createdAt(),
});

/**
 * The review request of a finished job (docs/reviews.md): one per lead (the unique lead_id), whatever status
 * changes follow. The link's token is derived from the id and the session secret; only its hash is kept here.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** When the office marked the job done: the request goes REVIEW_REQUEST_DELAY_HOURS later, within the sending hours. */
    doneAt: timestamp("done_at", { withTimezone: true }).notNull(),
    doneBy: uuid("done_by").references(() => users.id, { onDelete: "set null" }),
    /** sms | email, once sent. */
    channel: text("channel"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    rating: integer("rating"),
    comment: text("comment"),
    /** The customer allowed the comment to be shown on the site under their first name and town. */
    consent: boolean("consent").notNull().default(false),
    googleClickedAt: timestamp("google_clicked_at", { withTimezone: true }),
    /** Why nothing (more) goes out: unsubscribed | opted-out (STOP) | no-contact. */
    stopped: text("stopped"),
    createdAt: createdAt(),
  },
  (t) => [index("review_requests_due_idx").on(t.sentAt, t.doneAt), index("review_requests_done_idx").on(t.doneAt)],
);

/** Mail addresses that unsubscribed from review requests: never asked again. */
export const reviewUnsubscribes = pgTable("review_unsubscribes", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/** Customer reviews published to /reviews by the office: the customer's words as given, never edited. */
export const customerReviews = pgTable(
  "customer_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewRequestId: uuid("review_request_id")
      .notNull()
      .unique()
      .references(() => reviewRequests.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    firstName: text("first_name").notNull(),
    town: text("town").notNull(),
    rating: integer("rating").notNull(),
    /** The language the customer wrote in: the review page's. */
    language: text("language").notNull(),
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_reviews_published_idx").on(t.publishedAt)],
);

/**
 * Every version of each block of the site's editable words (docs/content.md): a save is a new version (draft until
 * published), never an update, so history and restore are reads of this table. `data` holds every language of the
 * block; null is the block's default words (app/content), which is how removing an edit brings them back. The
 * visitors' words are those of the block's highest published version; `(block, version)` is unique, so two admins
 * saving the same version of a block cannot both succeed.
 */
export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "service/panel-upgrades", … (app/lib/content/blocks.server.ts). */
    block: text("block").notNull(),
    version: integer("version").notNull(),
    data: jsonb("data"),
    /** The fields that changed from the previous version ("price", "faqs.f2.answer.en"). */
    changed: jsonb("changed").$type<string[]>().notNull().default([]),
    /** The fields whose Spanish waits for an update since their English changed. */
    needsUpdate: jsonb("needs_update").$type<string[]>().notNull().default([]),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Who saved it, as the office reads it (kept when the account goes). */
    author: text("author").notNull(),
    /** "Restored version 2", "Back to the default words". */
    note: text("note"),
    createdAt: createdAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by"),
  },
  (t) => [uniqueIndex("site_content_versions_block_version_idx").on(t.block, t.version)],
);

/**
 * A visit the office booked on a lead (docs/visits.md): who goes (`electrician`, `user:<id>` for an admin or
 * `team:<id>` for a member of the About page's team, with the name as it was when booked) and the arrival window.
 * Migration 0015 adds what drizzle cannot declare: an exclusion constraint (btree_gist) that refuses a second
 * visit of one electrician in an overlapping window unless one of them is cancelled, whoever books it and however
 * many instances run.
 */
export const visits = pgTable(
  "visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    electrician: text("electrician").notNull(),
    electricianName: text("electrician_name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** booked | confirmed | cancelled | done */
    status: text("status").notNull().default("booked"),
    bookedBy: uuid("booked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visits_lead_idx").on(t.leadId, t.createdAt),
    // The office's day (/admin/today): a day's or a week's visits by their window.
    index("visits_starts_at_idx").on(t.startsAt),
    check("visits_status_check", sql`${t.status} in ('booked', 'confirmed', 'cancelled', 'done')`),
    check("visits_window_check", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * An electrician's calendar subscription (docs/visits.md): a private `.ics` URL for Google Calendar, Outlook or Apple
 * Calendar with that electrician's visits. Only the token's SHA-256 is kept; revoking sets `revoked_at`, after which
 * the URL answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** `user:<id>` or `team:<id>`, as on a visit. */
    electrician: text("electrician").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("calendar_feeds_electrician_idx").on(t.electrician)],
);
