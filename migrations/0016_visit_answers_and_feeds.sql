-- The customer's answers on their request page (leads.attention, the inbox's "Needs attention"), the office's day
-- (visits by their window) and the electricians' calendar subscriptions (docs/visits.md).
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"electrician" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_electrician_idx" ON "calendar_feeds" USING btree ("electrician");--> statement-breakpoint
CREATE INDEX "leads_inbox_attention_idx" ON "leads" USING btree ((case when "emergency" and "status" not in ('won', 'lost') then 0 when "status" = 'new' then 1 else 2 end),"created_at","id") WHERE "leads"."attention_at" is not null;--> statement-breakpoint
CREATE INDEX "visits_starts_at_idx" ON "visits" USING btree ("starts_at");