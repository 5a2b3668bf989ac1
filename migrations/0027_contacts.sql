-- The CRM's contacts (issue 17, ADR 046). A lead row becomes a contact: one per normalised e-mail (trimmed,
-- lower-case), with the newest phone, the first and last time the person did something anywhere on the site,
-- and the e-mails of contacts merged into it (aliases: a later booking under one of them finds this contact).
-- Other modules' rows are not copied: the timeline reads them through their doors.
ALTER TABLE "leads" ADD COLUMN "phone" text;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_touch_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_touch_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- Existing leads: first touch = when they came in; last touch = their newest own event.
UPDATE "leads" l SET
	"first_touch_at" = l."created_at",
	"last_touch_at" = coalesce(
		(SELECT max(e."created_at") FROM "lead_events" e WHERE e."lead_id" = l."id" AND e."kind" NOT LIKE 'lead.%'),
		l."created_at"),
	"phone" = (SELECT e."data"->>'phone' FROM "lead_events" e
		WHERE e."lead_id" = l."id" AND e."kind" = 'contact.message' AND coalesce(e."data"->>'phone', '') <> ''
		ORDER BY e."created_at" DESC LIMIT 1);
--> statement-breakpoint
-- One-off backfill: every person who booked, stayed or paid before this migration becomes a contact (from
-- then on the modules tell the CRM through the recorder app.ts hands them, in their own transaction).
INSERT INTO "leads" ("email", "name", "phone", "language", "sources", "created_at", "updated_at", "first_touch_at", "last_touch_at")
SELECT DISTINCT ON (lower(btrim(a."customer_email")))
	lower(btrim(a."customer_email")), nullif(btrim(a."customer_name"), ''), nullif(btrim(a."customer_phone"), ''),
	CASE WHEN a."language" = 'en' THEN 'en' ELSE 'es' END, ARRAY['booking']::text[],
	min(a."created_at") OVER w, now(), min(a."created_at") OVER w, max(a."created_at") OVER w
FROM "appointments" a
WHERE position('@' IN a."customer_email") > 1
WINDOW w AS (PARTITION BY lower(btrim(a."customer_email")))
ORDER BY lower(btrim(a."customer_email")), a."created_at" DESC
ON CONFLICT ("email") DO UPDATE SET
	"name" = coalesce("leads"."name", excluded."name"),
	"phone" = coalesce("leads"."phone", excluded."phone"),
	"sources" = CASE WHEN 'booking' = ANY("leads"."sources") THEN "leads"."sources" ELSE array_append("leads"."sources", 'booking') END,
	"first_touch_at" = least("leads"."first_touch_at", excluded."first_touch_at"),
	"last_touch_at" = greatest("leads"."last_touch_at", excluded."last_touch_at");
--> statement-breakpoint
INSERT INTO "leads" ("email", "name", "phone", "language", "sources", "created_at", "updated_at", "first_touch_at", "last_touch_at")
SELECT DISTINCT ON (lower(btrim(s."customer_email")))
	lower(btrim(s."customer_email")), nullif(btrim(s."customer_name"), ''), nullif(btrim(s."customer_phone"), ''),
	CASE WHEN s."language" = 'en' THEN 'en' ELSE 'es' END, ARRAY['stay']::text[],
	min(s."created_at") OVER w, now(), min(s."created_at") OVER w, max(s."created_at") OVER w
FROM "stays" s
WHERE position('@' IN s."customer_email") > 1
WINDOW w AS (PARTITION BY lower(btrim(s."customer_email")))
ORDER BY lower(btrim(s."customer_email")), s."created_at" DESC
ON CONFLICT ("email") DO UPDATE SET
	"name" = coalesce("leads"."name", excluded."name"),
	"phone" = coalesce("leads"."phone", excluded."phone"),
	"sources" = CASE WHEN 'stay' = ANY("leads"."sources") THEN "leads"."sources" ELSE array_append("leads"."sources", 'stay') END,
	"first_touch_at" = least("leads"."first_touch_at", excluded."first_touch_at"),
	"last_touch_at" = greatest("leads"."last_touch_at", excluded."last_touch_at");
--> statement-breakpoint
INSERT INTO "leads" ("email", "name", "language", "sources", "created_at", "updated_at", "first_touch_at", "last_touch_at")
SELECT DISTINCT ON (lower(btrim(o."customer_email")))
	lower(btrim(o."customer_email")), nullif(btrim(o."customer_name"), ''),
	CASE WHEN o."lang" = 'en' THEN 'en' ELSE 'es' END, ARRAY['payment']::text[],
	min(o."paid_at") OVER w, now(), min(o."paid_at") OVER w, max(o."paid_at") OVER w
FROM "payment_orders" o
WHERE o."paid_at" IS NOT NULL AND position('@' IN o."customer_email") > 1
WINDOW w AS (PARTITION BY lower(btrim(o."customer_email")))
ORDER BY lower(btrim(o."customer_email")), o."paid_at" DESC
ON CONFLICT ("email") DO UPDATE SET
	"name" = coalesce("leads"."name", excluded."name"),
	"sources" = CASE WHEN 'payment' = ANY("leads"."sources") THEN "leads"."sources" ELSE array_append("leads"."sources", 'payment') END,
	"first_touch_at" = least("leads"."first_touch_at", excluded."first_touch_at"),
	"last_touch_at" = greatest("leads"."last_touch_at", excluded."last_touch_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_last_touch_idx" ON "leads" USING btree ("last_touch_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_aliases_idx" ON "leads" USING gin ("aliases");
--> statement-breakpoint
-- The timeline's "e-mails sent": mail jobs by recipient (the outbox keeps what was sent).
CREATE INDEX IF NOT EXISTS "jobs_mail_to_idx" ON "jobs" USING btree (lower("payload"->>'to')) WHERE "kind" = 'mail.send';
--> statement-breakpoint
-- The payments a timeline reads by e-mail (appointments have theirs since 0016; one house's stays are few).
CREATE INDEX IF NOT EXISTS "payment_orders_email_lower_idx" ON "payment_orders" USING btree (lower("customer_email"));
--> statement-breakpoint
-- Tags with colours, on contacts.
CREATE TABLE IF NOT EXISTS "contact_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_tags_color" CHECK ("contact_tags"."color" in ('gray', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'violet', 'pink'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contact_tags_name_idx" ON "contact_tags" USING btree (lower("name"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lead_tags" (
	"lead_id" uuid NOT NULL REFERENCES "leads"("id") ON DELETE CASCADE,
	"tag_id" uuid NOT NULL REFERENCES "contact_tags"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("lead_id", "tag_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lead_tags_tag_idx" ON "lead_tags" USING btree ("tag_id");
--> statement-breakpoint
-- Saved views of the contact list: filters, columns and sort under a name.
CREATE TABLE IF NOT EXISTS "contact_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"view" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contact_views_name_idx" ON "contact_views" USING btree (lower("name"));
