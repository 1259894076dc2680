ALTER TABLE "phone_calls" ADD COLUMN "stir_verstat" text;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD COLUMN "text_back" text;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD COLUMN "alert" text;--> statement-breakpoint
CREATE INDEX "phone_calls_ended_idx" ON "phone_calls" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "phone_calls_from_idx" ON "phone_calls" USING btree ("from","ended_at");