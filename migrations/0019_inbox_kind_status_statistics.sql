-- How often each pair of a lead's kind and status occurs, so that the planner does not take the two as independent:
-- a filter by both whose pair is rare (no estimate ever "contacted") was read along the status's whole range, 20,000
-- leads for none (docs/data.md). ANALYZE fills it: autovacuum on Postgres, the boot and nightly vacuum on PGlite.
CREATE STATISTICS IF NOT EXISTS "leads_kind_status_stats" (mcv) ON "kind", "status" FROM "leads";
