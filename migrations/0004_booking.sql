CREATE TABLE "appointment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_manage_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders_sent" (
	"appointment_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"offset_minutes" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_sent_appointment_id_starts_at_offset_minutes_pk" PRIMARY KEY("appointment_id","starts_at","offset_minutes")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked" tstzrange NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_notes" text,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"user_id" uuid,
	"ics_uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payment_reference" text,
	"cancel_reason" text,
	"internal_notes" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_ics_uid_unique" UNIQUE("ics_uid"),
	CONSTRAINT "appointments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('held', 'pending_payment', 'confirmed', 'cancelled', 'completed', 'no_show', 'expired')),
	CONSTRAINT "appointments_order" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_language" CHECK ("appointments"."language" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "booking_date_overrides" (
	"date" date PRIMARY KEY NOT NULL,
	"ranges" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'America/Mexico_City' NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 15 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"slot_step_minutes" integer DEFAULT 30 NOT NULL,
	"daily_limit" integer,
	"hold_minutes" integer DEFAULT 15 NOT NULL,
	"cancel_cutoff_hours" integer DEFAULT 12 NOT NULL,
	"reminder_offsets_minutes" jsonb DEFAULT '[1440,60]'::jsonb NOT NULL,
	"feed_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"feed_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "booking_weekly_hours" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "booking_weekly_hours_weekday" CHECK ("booking_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "booking_weekly_hours_order" CHECK ("booking_weekly_hours"."start_time" < "booking_weekly_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "kind" text DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bookable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "requires_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_manage_tokens" ADD CONSTRAINT "appointment_manage_tokens_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders_sent" ADD CONSTRAINT "appointment_reminders_sent_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_idx" ON "appointment_events" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "appointment_manage_tokens_appointment_idx" ON "appointment_manage_tokens" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_email_idx" ON "appointments" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "external_calendars_url" ON "external_calendars" USING btree ("url");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_kind" CHECK ("services"."kind" in ('consultation', 'session', 'rental'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_percent" CHECK ("services"."deposit_percent" between 1 and 100);--> statement-breakpoint
-- Hand-written (drizzle cannot express these). No double booking by construction: two live appointments
-- may not have overlapping blocked ranges (own time plus buffers). btree_gist comes from 0000.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("blocked" WITH &&) WHERE ("status" IN ('held', 'pending_payment', 'confirmed'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_blocked_covers" CHECK (NOT isempty("blocked") AND "blocked" @> tstzrange("starts_at", "ends_at", '[)'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_hold_has_expiry" CHECK ("status" NOT IN ('held', 'pending_payment') OR "hold_expires_at" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "appointments_holds_idx" ON "appointments" USING btree ("hold_expires_at") WHERE ("status" IN ('held', 'pending_payment'));--> statement-breakpoint
-- The booking policy always exists (one row, defaults of issue 6); the seed adds weekly hours.
INSERT INTO "booking_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
