-- Before decision 0130 rate-limiter-flexible created this table at run time with the same shape; a database it
-- made keeps it and its rows.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
