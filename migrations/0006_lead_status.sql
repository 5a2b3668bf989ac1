-- The owner's CRM status and private notes on each lead (written by hand; drizzle-kit's snapshot for this
-- step, meta/0006_snapshot.json, matches it).
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notes" text;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'won', 'lost'));
