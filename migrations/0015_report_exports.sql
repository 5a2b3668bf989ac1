-- The owner's exports (issue 16): one row per export asked for (who, what, when), kept after the file expires so
-- the history stays whole. Written by hand to match src/server/modules/reports/schema.ts.
CREATE TABLE IF NOT EXISTS "report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset" text NOT NULL,
	"format" text NOT NULL,
	"lang" text NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"attempt" integer DEFAULT 0 NOT NULL,
	"object_name" text,
	"size_bytes" integer,
	"error" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"file_deleted_at" timestamp with time zone,
	CONSTRAINT "report_exports_dataset" CHECK ("report_exports"."dataset" in ('appointments', 'payments', 'instalments', 'leads', 'diagnostic', 'stays', 'summary')),
	CONSTRAINT "report_exports_format" CHECK ("report_exports"."format" in ('csv', 'xlsx', 'pdf')),
	CONSTRAINT "report_exports_lang" CHECK ("report_exports"."lang" in ('es', 'en')),
	CONSTRAINT "report_exports_status" CHECK ("report_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "report_exports_period" CHECK ("report_exports"."from_day" <= "report_exports"."to_day")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_exports_created_idx" ON "report_exports" USING btree ("created_at");
