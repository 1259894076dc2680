ALTER TABLE "lead_alerts" ADD COLUMN "reason" text DEFAULT 'emergency' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_alerts" ADD COLUMN "about" text;