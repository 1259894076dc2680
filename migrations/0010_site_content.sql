CREATE TABLE IF NOT EXISTS "site_content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_update" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" uuid,
	"author" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text
);
--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_content_versions_block_version_idx" ON "site_content_versions" USING btree ("block","version");
