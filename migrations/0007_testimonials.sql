-- Testimonials as content (written by hand; migrations/meta/0009_snapshot.json holds the schema after 0009).
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" jsonb NOT NULL,
	"author_name" text NOT NULL,
	"author_role" jsonb DEFAULT '{"es":"","en":""}'::jsonb NOT NULL,
	"photo" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "testimonials_published_order" ON "testimonials" USING btree ("published","sort_order");
