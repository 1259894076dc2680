-- The dashboard's lead figures per day of the office's clock, kept by triggers in the statement that saves, changes
-- or deletes a lead: a dashboard view reads a row a day instead of every lead of its period (docs/data.md).
CREATE TABLE IF NOT EXISTS "lead_days" (
	"day" date PRIMARY KEY NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"emergencies" integer DEFAULT 0 NOT NULL,
	"response_seconds" double precision[] DEFAULT '{}' NOT NULL,
	"ack_seconds" double precision[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lead_days_zone" (
	"time_zone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Two days' nested counts added up ({"source": {"google": 2}} + {"source": {"google": -1}}); a count back at 0 is dropped.
CREATE OR REPLACE FUNCTION lead_days_sum(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(dimension, keys), '{}'::jsonb) FROM (
    SELECT dimension, jsonb_object_agg(key, n) AS keys FROM (
      SELECT d.key AS dimension, k.key, sum(k.value::int) AS n
      FROM (SELECT * FROM jsonb_each(a) UNION ALL SELECT * FROM jsonb_each(b)) d, jsonb_each_text(d.value) k
      GROUP BY 1, 2 HAVING sum(k.value::int) <> 0
    ) summed GROUP BY dimension
  ) dims
$$;
--> statement-breakpoint
-- The slug of a city page path (/electrician-<slug>, with or without a query), else null: as the dashboard reads it.
CREATE OR REPLACE FUNCTION lead_days_city(path text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substring(path from '^/electrician-([a-z]+(?:-[a-z]+)*)(?:[?#/]|$)')
$$;
--> statement-breakpoint
-- What a lead adds to (sign 1) or takes from (sign -1) its day's figures, its day in `zone`.
DO $$ BEGIN
  CREATE TYPE lead_day_change AS (day date, sign integer, source text, service text, kind text, city text, won boolean,
    emergency boolean, response double precision, ack double precision);
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_days_change(l leads, sign integer, zone text) RETURNS lead_day_change LANGUAGE sql STABLE AS $$
  SELECT ROW((l.created_at AT TIME ZONE zone)::date, sign, l.source, coalesce(nullif(l.service, ''), 'Not given'), l.kind,
    coalesce(lead_days_city(l.first_page), lead_days_city(l.page)), l.status = 'won', l.emergency,
    extract(epoch from l.first_response_at - l.created_at),
    CASE WHEN l.emergency THEN extract(epoch from l.acknowledged_at - l.created_at) END)::lead_day_change
$$;
--> statement-breakpoint
-- Changes applied to their days, set-wise (one statement's leads at once): counts added up, the medians' seconds
-- added, and taken out one for one (except all).
CREATE OR REPLACE FUNCTION lead_days_apply(changes lead_day_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(changes, 1), 0) = 0 THEN
    RETURN;
  END IF;
  UPDATE lead_days t SET
    response_seconds = (SELECT coalesce(array_agg(v), '{}') FROM (SELECT unnest(t.response_seconds) EXCEPT ALL SELECT unnest(r.responses)) kept(v)),
    ack_seconds = (SELECT coalesce(array_agg(v), '{}') FROM (SELECT unnest(t.ack_seconds) EXCEPT ALL SELECT unnest(r.acks)) kept(v))
  FROM (
    SELECT day, array_agg(response) FILTER (WHERE response IS NOT NULL) AS responses, array_agg(ack) FILTER (WHERE ack IS NOT NULL) AS acks
    FROM unnest(changes) WHERE sign < 0 GROUP BY day
  ) r
  WHERE t.day = r.day;
  WITH c AS MATERIALIZED (SELECT * FROM unnest(changes)),
  counted AS (
    SELECT day, 'source' AS dimension, source AS key, sum(sign) AS n FROM c GROUP BY day, source
    UNION ALL SELECT day, 'service', service, sum(sign) FROM c GROUP BY day, service
    UNION ALL SELECT day, 'kind', kind, sum(sign) FROM c GROUP BY day, kind
    UNION ALL SELECT day, 'city', city, sum(sign) FROM c WHERE city IS NOT NULL GROUP BY day, city
    UNION ALL SELECT day, 'won', source, sum(sign) FROM c WHERE won GROUP BY day, source
  ),
  days AS (
    SELECT day, jsonb_object_agg(dimension, keys) AS counts
    FROM (SELECT day, dimension, jsonb_object_agg(key, n) AS keys FROM counted WHERE n <> 0 GROUP BY day, dimension) dims GROUP BY day
  )
  INSERT INTO lead_days AS t (day, leads, counts, emergencies, response_seconds, ack_seconds)
  SELECT s.day, s.leads, coalesce(days.counts, '{}'), s.emergencies, s.responses, s.acks
  FROM (
    SELECT day, sum(sign)::int AS leads, coalesce(sum(sign) FILTER (WHERE emergency), 0)::int AS emergencies,
      coalesce(array_agg(response) FILTER (WHERE response IS NOT NULL AND sign > 0), '{}') AS responses,
      coalesce(array_agg(ack) FILTER (WHERE ack IS NOT NULL AND sign > 0), '{}') AS acks
    FROM c GROUP BY day
  ) s LEFT JOIN days USING (day)
  ON CONFLICT (day) DO UPDATE SET
    leads = t.leads + excluded.leads,
    counts = lead_days_sum(t.counts, excluded.counts),
    emergencies = t.emergencies + excluded.emergencies,
    response_seconds = t.response_seconds || excluded.response_seconds,
    ack_seconds = t.ack_seconds || excluded.ack_seconds;
END
$$;
--> statement-breakpoint
-- Once per statement that saves, changes or deletes leads: only the changes the figures see (a note, an owner, a
-- status between two not won leave the days as they are).
CREATE OR REPLACE FUNCTION lead_days_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT time_zone FROM lead_days_zone LIMIT 1), 'America/New_York');
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lead_days_apply(ARRAY(SELECT lead_days_change(n, 1, zone) FROM new_leads n WHERE n.kind <> 'newsletter'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lead_days_apply(ARRAY(SELECT lead_days_change(o, -1, zone) FROM old_leads o WHERE o.kind <> 'newsletter'));
  ELSE
    PERFORM lead_days_apply(ARRAY(
      SELECT change FROM old_leads o JOIN new_leads n USING (id),
        LATERAL (SELECT lead_days_change(o, -1, zone) WHERE o.kind <> 'newsletter'
          UNION ALL SELECT lead_days_change(n, 1, zone) WHERE n.kind <> 'newsletter') changes(change)
      WHERE (o.created_at, o.kind, o.source, o.service, o.page, o.first_page, o.status = 'won', o.first_response_at, o.emergency, o.acknowledged_at)
        IS DISTINCT FROM (n.created_at, n.kind, n.source, n.service, n.page, n.first_page, n.status = 'won', n.first_response_at, n.emergency, n.acknowledged_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- lead_days anew from every lead, in `zone` (the migration's first fill, and when the office's time zone changes).
CREATE OR REPLACE FUNCTION lead_days_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Saving a lead waits meanwhile (its trigger reads the zone), so none is counted in the old zone and then lost.
  LOCK TABLE lead_days_zone IN ACCESS EXCLUSIVE MODE;
  DELETE FROM lead_days_zone;
  INSERT INTO lead_days_zone (time_zone) VALUES (zone);
  DELETE FROM lead_days;
  PERFORM lead_days_apply(ARRAY(SELECT lead_days_change(l, 1, zone) FROM leads l WHERE l.kind <> 'newsletter'));
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS lead_days_insert ON leads;--> statement-breakpoint
DROP TRIGGER IF EXISTS lead_days_update ON leads;--> statement-breakpoint
DROP TRIGGER IF EXISTS lead_days_delete ON leads;--> statement-breakpoint
CREATE TRIGGER lead_days_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_days_keep();--> statement-breakpoint
CREATE TRIGGER lead_days_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_days_keep();--> statement-breakpoint
CREATE TRIGGER lead_days_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_days_keep();--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS lead_days_truncate ON leads;--> statement-breakpoint
CREATE TRIGGER lead_days_truncate AFTER TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION lead_days_clear();--> statement-breakpoint
-- Filled from the leads already saved, on the default office clock; the dashboard rebuilds it once in another.
SELECT lead_days_rebuild('America/New_York');
