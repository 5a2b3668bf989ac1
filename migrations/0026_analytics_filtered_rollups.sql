-- Site analytics, ADR 045: per-filter daily rollups, and one visit per visitor and ordinal across instances.
--
-- For every day, every value a visit can be filtered by (a visit column, or a page it viewed) and every
-- dimension: the figures of that day's visits that have the filter value. A one-filter report over a long
-- period sums these rows instead of reading the raw visits. Sums are exact, as in analytics_rollup_days,
-- because a visitor id lives one day.
CREATE TABLE IF NOT EXISTS "analytics_rollup_filtered" (
	"filter_dimension" text NOT NULL,
	"filter_value" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"pageviews" integer NOT NULL,
	"bounces" integer NOT NULL,
	"duration_seconds" bigint NOT NULL,
	CONSTRAINT "analytics_rollup_filtered_pk" PRIMARY KEY ("filter_dimension", "filter_value", "day", "dimension", "value")
);
--> statement-breakpoint
-- Days rolled before this migration have their unfiltered rollup only: the maintenance job adds the filtered
-- one while their raw rows exist (retention deletes raw rows only of days rolled both ways).
ALTER TABLE "analytics_rolled_days" ADD COLUMN IF NOT EXISTS "filtered" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A visit's ordinal among its visitor's visits (1, 2, …). A visitor id lives one day, so (visitor_id, ordinal)
-- names a visit; two instances opening "the next visit" of one visitor at once meet on this key and merge.
ALTER TABLE "analytics_visits" ADD COLUMN IF NOT EXISTS "ordinal" integer;
--> statement-breakpoint
UPDATE "analytics_visits" v SET "ordinal" = o.n
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "visitor_id" ORDER BY "started_at", "id") AS n
	FROM "analytics_visits"
) o
WHERE v."id" = o."id" AND v."ordinal" IS NULL;
--> statement-breakpoint
ALTER TABLE "analytics_visits" ALTER COLUMN "ordinal" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "analytics_visits_visitor_ordinal_idx" ON "analytics_visits" USING btree ("visitor_id", "ordinal");
