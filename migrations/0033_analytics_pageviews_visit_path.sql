-- Site analytics (ADR 055): the page views' index by visit also holds the path, so a report with two filters
-- reads each kept visit's pages from the index alone (an index-only scan, already in path order) instead of
-- fetching every page view's heap row. It replaces the index on visit_id alone: the write path keeps the same
-- number of indexes.
CREATE INDEX IF NOT EXISTS "analytics_pageviews_visit_path_idx" ON "analytics_pageviews" USING btree ("visit_id", "path");
--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_pageviews_visit_idx";
