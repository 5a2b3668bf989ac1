CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"company" text,
	"role" text,
	"language" text DEFAULT 'es' NOT NULL,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_email_unique" UNIQUE("email"),
	CONSTRAINT "leads_email_lower" CHECK ("leads"."email" = lower("leads"."email")),
	CONSTRAINT "leads_language" CHECK ("leads"."language" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "diagnostic_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnostic_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"lead_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"role" text,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"overall" integer NOT NULL,
	"level" text NOT NULL,
	"share_id" text NOT NULL,
	"share_revoked_at" timestamp with time zone,
	"revoke_token_hash" text NOT NULL,
	"result_token_hashes" text[] NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnostic_results_share_id_unique" UNIQUE("share_id"),
	CONSTRAINT "diagnostic_results_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "diagnostic_results_overall" CHECK ("diagnostic_results"."overall" between 0 and 100),
	CONSTRAINT "diagnostic_results_language" CHECK ("diagnostic_results"."language" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "diagnostic_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_drafts" ADD CONSTRAINT "diagnostic_drafts_version_diagnostic_versions_id_fk" FOREIGN KEY ("version") REFERENCES "public"."diagnostic_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_results" ADD CONSTRAINT "diagnostic_results_version_diagnostic_versions_id_fk" FOREIGN KEY ("version") REFERENCES "public"."diagnostic_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_results" ADD CONSTRAINT "diagnostic_results_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnostic_drafts_email_version" ON "diagnostic_drafts" USING btree ("email","version");--> statement-breakpoint
CREATE INDEX "diagnostic_results_created_idx" ON "diagnostic_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "diagnostic_results_email_idx" ON "diagnostic_results" USING btree ("email");