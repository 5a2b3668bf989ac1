-- Hand-written (issue 7, La Mansión). Nights are calendar dates in America/Mexico_City; a stay's nights are
-- the daterange [check_in, check_out), so the check-out day is free for the next arrival.
CREATE TABLE "rental_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"property_name" text DEFAULT 'La Mansión' NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"nightly_rate_minor" integer DEFAULT 250000 NOT NULL,
	"cleaning_fee_minor" integer DEFAULT 0 NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_guests" integer DEFAULT 2 NOT NULL,
	"check_in_time" text DEFAULT '15:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"house_rules" jsonb DEFAULT '{"es":"","en":""}'::jsonb NOT NULL,
	"deposit_offered" boolean DEFAULT false NOT NULL,
	"deposit_percent" integer DEFAULT 30 NOT NULL,
	"hold_minutes" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_settings_single_row" CHECK ("rental_settings"."id" = 1),
	CONSTRAINT "rental_settings_rate" CHECK ("nightly_rate_minor" > 0 AND "cleaning_fee_minor" >= 0),
	CONSTRAINT "rental_settings_nights" CHECK ("min_nights" >= 1 AND "max_guests" >= 1),
	CONSTRAINT "rental_settings_deposit" CHECK ("deposit_percent" BETWEEN 1 AND 99),
	CONSTRAINT "rental_settings_hold" CHECK ("hold_minutes" BETWEEN 1 AND 1440)
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" daterange NOT NULL,
	"guests" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"nightly_rate_minor" integer NOT NULL,
	"nights_subtotal_minor" integer NOT NULL,
	"cleaning_fee_minor" integer NOT NULL,
	"taxes" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"due_now_minor" integer NOT NULL,
	"payment_option" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payment_reference" text,
	"cancel_reason" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stays_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "stays_status" CHECK ("stays"."status" in ('held', 'pending_payment', 'confirmed', 'cancelled', 'expired')),
	CONSTRAINT "stays_order" CHECK ("stays"."check_in" < "stays"."check_out"),
	CONSTRAINT "stays_language" CHECK ("stays"."language" in ('es', 'en')),
	CONSTRAINT "stays_option" CHECK ("stays"."payment_option" in ('full', 'deposit')),
	CONSTRAINT "stays_guests" CHECK ("stays"."guests" >= 1),
	CONSTRAINT "stays_amounts" CHECK ("total_minor" > 0 AND "due_now_minor" BETWEEN 1 AND "total_minor"),
	-- The nights column is exactly the stay's dates, so the constraint below protects what the row says.
	CONSTRAINT "stays_nights_match" CHECK ("nights" = daterange("check_in", "check_out", '[)')),
	CONSTRAINT "stays_hold_has_expiry" CHECK ("status" NOT IN ('held', 'pending_payment') OR "hold_expires_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "stay_manage_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"stay_id" uuid NOT NULL REFERENCES "stays"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_blocked_nights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nights" daterange NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_blocked_nights_not_empty" CHECK (NOT isempty("nights") AND lower_inc("nights") AND NOT upper_inc("nights"))
);
--> statement-breakpoint
CREATE TABLE "stay_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stay_id" uuid NOT NULL REFERENCES "stays"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stays_check_in_idx" ON "stays" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "stays_email_idx" ON "stays" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "stays_holds_idx" ON "stays" USING btree ("hold_expires_at") WHERE ("status" IN ('held', 'pending_payment'));--> statement-breakpoint
CREATE INDEX "stay_manage_tokens_stay_idx" ON "stay_manage_tokens" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "stay_events_stay_idx" ON "stay_events" USING btree ("stay_id","id");--> statement-breakpoint
-- No two live stays share a night, by construction (btree_gist comes from 0000): code checks only make the
-- message friendly. Owner-blocked ranges never overlap each other either.
ALTER TABLE "stays" ADD CONSTRAINT "stays_no_overlap" EXCLUDE USING gist ("nights" WITH &&) WHERE ("status" IN ('held', 'pending_payment', 'confirmed'));--> statement-breakpoint
ALTER TABLE "rental_blocked_nights" ADD CONSTRAINT "rental_blocked_nights_no_overlap" EXCLUDE USING gist ("nights" WITH &&);--> statement-breakpoint
-- The settings row always exists; the seed (rental-v1) fills in La Mansión's real figures.
INSERT INTO "rental_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
