-- The inbox's search by part of a name, email, address or phone digits reads trigram indexes (docs/data.md).
-- Every statement may run twice: this migration first shipped dated before 0013, so a database migrated past 0013
-- skipped it; re-dated, it also runs again where it had already run.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX IF EXISTS "leads_kind_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "leads_owner_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_inbox_kind_idx" ON "leads" USING btree ("kind",(case when "emergency" and "status" not in ('won', 'lost') then 0 when "status" = 'new' then 1 else 2 end),"created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_inbox_status_idx" ON "leads" USING btree ("status",(case when "emergency" and "status" not in ('won', 'lost') then 0 when "status" = 'new' then 1 else 2 end),"created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_inbox_service_idx" ON "leads" USING btree ("service",(case when "emergency" and "status" not in ('won', 'lost') then 0 when "status" = 'new' then 1 else 2 end),"created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_inbox_owner_idx" ON "leads" USING btree ("owner_id",(case when "emergency" and "status" not in ('won', 'lost') then 0 when "status" = 'new' then 1 else 2 end),"created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_inbox_language_idx" ON "leads" USING btree ("language",(case when "emergency" and "status" not in ('won', 'lost') then 0 when "status" = 'new' then 1 else 2 end),"created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_inbox_emergency_idx" ON "leads" USING btree ((case when "emergency" and "status" not in ('won', 'lost') then 0 when "status" = 'new' then 1 else 2 end),"created_at","id") WHERE "leads"."emergency";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_search_text_idx" ON "leads" USING gin ((coalesce("name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("fields" ->> 'address', '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_search_phone_idx" ON "leads" USING gin (translate("phone", '+()-. ', '') gin_trgm_ops) WITH (fastupdate=false);