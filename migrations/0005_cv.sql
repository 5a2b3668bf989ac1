CREATE TABLE "cv_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"organisation" jsonb DEFAULT '{"es":"","en":""}'::jsonb NOT NULL,
	"place" jsonb DEFAULT '{"es":"","en":""}'::jsonb NOT NULL,
	"starts" text,
	"ends" text,
	"summary" jsonb DEFAULT '{"es":"","en":""}'::jsonb NOT NULL,
	"highlights" jsonb DEFAULT '{"es":[],"en":[]}'::jsonb NOT NULL,
	"level" integer,
	"note" jsonb DEFAULT '{"es":"","en":""}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_items_starts_format" CHECK ("cv_items"."starts" is null or "cv_items"."starts" ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'),
	CONSTRAINT "cv_items_ends_format" CHECK ("cv_items"."ends" is null or "cv_items"."ends" ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'),
	CONSTRAINT "cv_items_level" CHECK ("cv_items"."level" is null or "cv_items"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "cv_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb DEFAULT '{"es":"","en":""}'::jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_sections_kind_unique" UNIQUE("kind"),
	CONSTRAINT "cv_sections_kind" CHECK ("cv_sections"."kind" in ('objective', 'experience', 'education', 'technical', 'creative', 'marketing', 'interpersonal'))
);
--> statement-breakpoint
CREATE TABLE "cv_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"location" jsonb NOT NULL,
	"salary_expectation" jsonb DEFAULT '{"es":"","en":""}'::jsonb NOT NULL,
	"show_salary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_settings_single_row" CHECK ("cv_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "cv_items" ADD CONSTRAINT "cv_items_section_id_cv_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."cv_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_items_section_order" ON "cv_items" USING btree ("section_id","sort_order");