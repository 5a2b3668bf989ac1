-- Owner notification settings (issue 14, point 8): which e-mails the owner receives, the daily digest and its
-- hour (America/Mexico_City), and the display name of MAIL_FROM. One row; its defaults are the behaviour
-- before this table existed (every owner e-mail on, no digest, MAIL_FROM's own name). Written by hand to match
-- src/server/modules/notifications/schema.ts.
CREATE TABLE IF NOT EXISTS "owner_notification_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"new_booking" boolean DEFAULT true NOT NULL,
	"cancellation" boolean DEFAULT true NOT NULL,
	"payment" boolean DEFAULT true NOT NULL,
	"lead" boolean DEFAULT true NOT NULL,
	"daily_digest" boolean DEFAULT false NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"sender_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_notification_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "owner_notification_settings_digest_hour" CHECK ("digest_hour" between 0 and 23),
	CONSTRAINT "owner_notification_settings_sender_name" CHECK ("sender_name" is null or length("sender_name") between 1 and 60)
);
--> statement-breakpoint
INSERT INTO "owner_notification_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
