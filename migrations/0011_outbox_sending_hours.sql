ALTER TABLE "email_outbox" ADD COLUMN "sending_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "sending_hours" boolean DEFAULT false NOT NULL;
