-- Site analytics (ADR 062): rollups of the filter combinations the owner actually uses. A report with two
-- filters or more asks for its combination once; a job then rolls the combination's final days (those the
-- maintenance job has rolled) into analytics_rollup_combined, and later reports read them plus today live,
-- as one-filter reports read analytics_rollup_filtered. `combination` is a hash of the canonical filters.
CREATE TABLE IF NOT EXISTS "analytics_combinations" (
  "combination" text PRIMARY KEY NOT NULL,
  "filters" jsonb NOT NULL,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_combination_days" (
  "combination" text NOT NULL,
  "day" date NOT NULL,
  CONSTRAINT "analytics_combination_days_pk" PRIMARY KEY ("combination", "day"),
  CONSTRAINT "analytics_combination_days_combination_analytics_combinations_combination_fk"
    FOREIGN KEY ("combination") REFERENCES "analytics_combinations" ("combination") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_rollup_combined" (
  "combination" text NOT NULL,
  "day" date NOT NULL,
  "dimension" text NOT NULL,
  "value" text NOT NULL,
  "visitors" integer NOT NULL,
  "visits" integer NOT NULL,
  "pageviews" integer NOT NULL,
  "bounces" integer NOT NULL,
  "duration_seconds" bigint NOT NULL,
  CONSTRAINT "analytics_rollup_combined_pk" PRIMARY KEY ("combination", "day", "dimension", "value"),
  CONSTRAINT "analytics_rollup_combined_combination_analytics_combinations_combination_fk"
    FOREIGN KEY ("combination") REFERENCES "analytics_combinations" ("combination") ON DELETE CASCADE
);
