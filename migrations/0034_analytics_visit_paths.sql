-- Site analytics (ADR 060): a visit's page views' paths on the visit's own row, one entry per page view in
-- arrival order (a path viewed twice is there twice). A report with two filters reads the kept visits' pages
-- from the rows it scans anyway, instead of one index probe per kept visit into analytics_pageviews (half of a
-- year's two-filter report), and a page filter tests the row. analytics_pageviews stays the record the rollups
-- are computed from.
ALTER TABLE "analytics_visits" ADD COLUMN IF NOT EXISTS "paths" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
UPDATE "analytics_visits" v SET "paths" = p."paths"
FROM (
  SELECT "visit_id", array_agg("path" ORDER BY "at", "id") AS "paths"
  FROM "analytics_pageviews" GROUP BY "visit_id"
) p
WHERE p."visit_id" = v."id";
