-- The dashboard's lead figures per week: lead_days added up by week, kept by triggers on lead_days in the statement
-- that writes them, so a period's whole weeks are read a row a week (docs/data.md).
CREATE TABLE "lead_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"emergencies" integer DEFAULT 0 NOT NULL,
	"response_minutes" integer[] DEFAULT '{}' NOT NULL,
	"response_counts" integer[] DEFAULT '{}' NOT NULL,
	"ack_minutes" integer[] DEFAULT '{}' NOT NULL,
	"ack_counts" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
-- The Monday of a day's week.
CREATE OR REPLACE FUNCTION lead_days_week(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT day - (extract(isodow FROM day)::int - 1)
$$;
--> statement-breakpoint
-- Two histograms (ascending minutes, how many in each) added up; a minute whose count comes to 0 is dropped.
CREATE OR REPLACE FUNCTION lead_weeks_merge(a_minutes int[], a_counts int[], b_minutes int[], b_counts int[])
RETURNS TABLE (minutes int[], counts int[]) LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(m ORDER BY m), '{}'), coalesce(array_agg(n ORDER BY m), '{}') FROM (
    SELECT h.m, sum(h.n)::int AS n FROM (
      SELECT * FROM unnest(a_minutes, a_counts) UNION ALL SELECT * FROM unnest(b_minutes, b_counts)
    ) h(m, n) GROUP BY h.m HAVING sum(h.n) <> 0
  ) merged
$$;
--> statement-breakpoint
-- Days' rows added to their weeks (`added`) and taken out (`removed`), set-wise: counts added up, the seconds to
-- answer and to acknowledge counted by whole minute, rounded half up as the dashboard rounds them. Added to the
-- week's row as lead_days_apply adds a lead to its day, so concurrent saves never overwrite each other's weeks. A week
-- left without leads is removed.
CREATE OR REPLACE FUNCTION lead_weeks_apply(added lead_days[], removed lead_days[]) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(array_length(added, 1), 0) + coalesce(array_length(removed, 1), 0) = 0 THEN
    RETURN;
  END IF;
  WITH changed AS MATERIALIZED (
    SELECT lead_days_week(d.day) AS week, 1 AS sign, d.leads, d.counts, d.emergencies, d.response_seconds, d.ack_seconds FROM unnest(added) d
    UNION ALL
    SELECT lead_days_week(d.day), -1, d.leads, d.counts, d.emergencies, d.response_seconds, d.ack_seconds FROM unnest(removed) d
  ),
  weeks AS (
    SELECT week, sum(sign * leads)::int AS leads, sum(sign * emergencies)::int AS emergencies FROM changed GROUP BY week
  ),
  counts AS (
    SELECT week, jsonb_object_agg(dimension, keys) AS counts FROM (
      SELECT week, dimension, jsonb_object_agg(key, n) AS keys FROM (
        SELECT c.week, dim.key AS dimension, k.key, sum(c.sign * k.value::int) AS n
        FROM changed c, jsonb_each(c.counts) dim, jsonb_each_text(dim.value) k
        GROUP BY 1, 2, 3 HAVING sum(c.sign * k.value::int) <> 0
      ) summed GROUP BY week, dimension
    ) dims GROUP BY week
  ),
  responses AS (
    SELECT week, array_agg(m ORDER BY m) AS minutes, array_agg(n ORDER BY m) AS counts FROM (
      SELECT c.week, floor(s / 60 + 0.5)::int AS m, sum(c.sign)::int AS n FROM changed c, unnest(c.response_seconds) s
      GROUP BY 1, 2 HAVING sum(c.sign) <> 0
    ) h GROUP BY week
  ),
  acks AS (
    SELECT week, array_agg(m ORDER BY m) AS minutes, array_agg(n ORDER BY m) AS counts FROM (
      SELECT c.week, floor(s / 60 + 0.5)::int AS m, sum(c.sign)::int AS n FROM changed c, unnest(c.ack_seconds) s
      GROUP BY 1, 2 HAVING sum(c.sign) <> 0
    ) h GROUP BY week
  )
  INSERT INTO lead_weeks AS t (week, leads, counts, emergencies, response_minutes, response_counts, ack_minutes, ack_counts)
  SELECT weeks.week, weeks.leads, coalesce(counts.counts, '{}'), weeks.emergencies, coalesce(r.minutes, '{}'), coalesce(r.counts, '{}'),
    coalesce(a.minutes, '{}'), coalesce(a.counts, '{}')
  FROM weeks LEFT JOIN counts USING (week) LEFT JOIN responses r USING (week) LEFT JOIN acks a USING (week)
  ON CONFLICT (week) DO UPDATE SET
    leads = t.leads + excluded.leads,
    counts = lead_days_sum(t.counts, excluded.counts),
    emergencies = t.emergencies + excluded.emergencies,
    (response_minutes, response_counts) = (SELECT * FROM lead_weeks_merge(t.response_minutes, t.response_counts, excluded.response_minutes, excluded.response_counts)),
    (ack_minutes, ack_counts) = (SELECT * FROM lead_weeks_merge(t.ack_minutes, t.ack_counts, excluded.ack_minutes, excluded.ack_counts));
  DELETE FROM lead_weeks WHERE leads = 0 AND week IN (SELECT lead_days_week(d.day) FROM unnest(added || removed) d);
END
$$;
--> statement-breakpoint
-- Once per statement that writes lead_days (the statement that saves a lead, or a rebuild): what it changed, added to
-- the weeks (an update takes its days' old rows out and puts the new ones in).
CREATE OR REPLACE FUNCTION lead_weeks_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lead_weeks_apply(ARRAY(SELECT d::lead_days FROM new_days d), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lead_weeks_apply('{}', ARRAY(SELECT d::lead_days FROM old_days d));
  ELSE
    PERFORM lead_weeks_apply(ARRAY(SELECT d::lead_days FROM new_days d), ARRAY(SELECT d::lead_days FROM old_days d));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS lead_weeks_insert ON lead_days;--> statement-breakpoint
DROP TRIGGER IF EXISTS lead_weeks_update ON lead_days;--> statement-breakpoint
DROP TRIGGER IF EXISTS lead_weeks_delete ON lead_days;--> statement-breakpoint
CREATE TRIGGER lead_weeks_insert AFTER INSERT ON lead_days REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION lead_weeks_keep();--> statement-breakpoint
CREATE TRIGGER lead_weeks_update AFTER UPDATE ON lead_days REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION lead_weeks_keep();--> statement-breakpoint
CREATE TRIGGER lead_weeks_delete AFTER DELETE ON lead_days REFERENCING OLD TABLE AS old_days FOR EACH STATEMENT EXECUTE FUNCTION lead_weeks_keep();--> statement-breakpoint
-- Filled from the days already kept.
DELETE FROM lead_weeks;--> statement-breakpoint
SELECT lead_weeks_apply(ARRAY(SELECT d FROM lead_days d), '{}');
