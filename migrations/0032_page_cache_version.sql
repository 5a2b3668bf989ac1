-- Public page cache (ADR 050): server-rendered public pages are kept in memory per (path, language) and
-- served while the content version below is unchanged. Every statement that writes a table a public page
-- renders bumps the version in the same transaction (a statement-level trigger: seeds, the owner's editor and
-- a hand-written UPDATE alike), so the next request on any instance renders the edit. One row; read per page
-- request by primary key.
CREATE TABLE IF NOT EXISTS "page_cache_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "page_cache_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_cache_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "page_cache_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The tables whose rows public pages print: the profile, services (home, /app, the booking page and its
-- JSON-LD), projects, testimonials, the CV (/cv, /biography) and the booking policy the booking page shows.
CREATE TRIGGER "page_cache_site_profile" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_profile"
	FOR EACH STATEMENT EXECUTE FUNCTION page_cache_bump();
--> statement-breakpoint
CREATE TRIGGER "page_cache_services" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
	FOR EACH STATEMENT EXECUTE FUNCTION page_cache_bump();
--> statement-breakpoint
CREATE TRIGGER "page_cache_projects" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects"
	FOR EACH STATEMENT EXECUTE FUNCTION page_cache_bump();
--> statement-breakpoint
CREATE TRIGGER "page_cache_testimonials" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials"
	FOR EACH STATEMENT EXECUTE FUNCTION page_cache_bump();
--> statement-breakpoint
CREATE TRIGGER "page_cache_cv_sections" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cv_sections"
	FOR EACH STATEMENT EXECUTE FUNCTION page_cache_bump();
--> statement-breakpoint
CREATE TRIGGER "page_cache_cv_items" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cv_items"
	FOR EACH STATEMENT EXECUTE FUNCTION page_cache_bump();
--> statement-breakpoint
CREATE TRIGGER "page_cache_cv_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cv_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION page_cache_bump();
--> statement-breakpoint
CREATE TRIGGER "page_cache_booking_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION page_cache_bump();
