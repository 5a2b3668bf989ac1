-- Rate limits as a sliding log (issue 22, ADR 032): fixed windows let a burst at a window's edge reach twice
-- the limit. One row per key keeps the times of the hits allowed within the last window (never more than the
-- limit), updated in one upsert; expires_at says when the row stops mattering, for the sweep. The old counters
-- are only a few minutes of history: they are dropped, not converted.
DROP TABLE IF EXISTS "rate_limits";
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL,
	"allowed" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");
