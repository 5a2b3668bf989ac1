-- Site analytics (issue 19, ADRs 038 and 039). A visitor is a 64-bit hash of the day's secret salt, the IP
-- and the user agent; the raw IP is never stored and past days' salts are deleted, so ids never cross a day.
CREATE TABLE IF NOT EXISTS "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One row per visit (page views of one visitor less than 30 minutes apart). `day` is the Mexico City day of
-- its salt: a visit never crosses midnight, because the visitor id changes there.
CREATE TABLE IF NOT EXISTS "analytics_visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visitor_id" bigint NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"pageviews" integer NOT NULL,
	"entry_path" text NOT NULL,
	"exit_path" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"screen" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_visits_day_idx" ON "analytics_visits" USING btree ("day");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_visits_visitor_idx" ON "analytics_visits" USING btree ("visitor_id", "last_seen_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_visits_last_seen_idx" ON "analytics_visits" USING btree ("last_seen_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_pageviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"visitor_id" bigint NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"route" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_pageviews_day_idx" ON "analytics_pageviews" USING btree ("day", "path");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_pageviews_visit_idx" ON "analytics_pageviews" USING btree ("visit_id");
--> statement-breakpoint
-- Goals come from the server only. visitor_id is null when the request that caused it was not counted
-- (a bot, DNT, GPC, an admin) or came from a webhook with no earlier goal of the same reference.
CREATE TABLE IF NOT EXISTS "analytics_goals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goal" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor_id" bigint,
	"reference" text,
	CONSTRAINT "analytics_goals_goal" CHECK ("goal" in ('diagnostic_started', 'diagnostic_completed', 'contact_sent', 'cv_downloaded', 'booking_made', 'payment_paid', 'stay_paid', 'stay_booked'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_goals_day_idx" ON "analytics_goals" USING btree ("day");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_goals_reference_idx" ON "analytics_goals" USING btree ("reference");
--> statement-breakpoint
-- Per Mexico City day and dimension ('' = the day's totals): sums are exact over any period because a
-- visitor id lives one day only. Kept when retention deletes the raw rows.
CREATE TABLE IF NOT EXISTS "analytics_rollup_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"pageviews" integer NOT NULL,
	"bounces" integer NOT NULL,
	"duration_seconds" bigint NOT NULL,
	CONSTRAINT "analytics_rollup_days_pk" PRIMARY KEY ("day", "dimension", "value")
);
--> statement-breakpoint
-- The days whose rollup is final (computed after the day ended and its last events were flushed).
CREATE TABLE IF NOT EXISTS "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"retention_days" integer DEFAULT 400 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_settings_one" CHECK ("id"),
	CONSTRAINT "analytics_settings_retention" CHECK ("retention_days" between 30 and 3650)
);
