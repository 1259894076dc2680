-- The inbox filters' kinds' counts: each kind's leads of the chosen status, emergency, owner and service found in
-- the index rather than in the table (docs/data.md).
CREATE INDEX IF NOT EXISTS "leads_inbox_kind_counts_idx" ON "leads" USING btree ("kind","status","emergency","owner_id","service","created_at");
