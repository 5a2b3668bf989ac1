-- Hand-written (issue 20, channel sync; ADR 043). La Mansión's calendar alongside Airbnb and other channels:
-- iCal feeds imported every 15 minutes, the nights they show as taken, the alerts when they collide with a
-- direct stay, the private export feed's secret (hashed), and the reservations imported from Airbnb's CSV.
CREATE TABLE "rental_calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"channel" text DEFAULT 'airbnb' NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_status" text,
	"last_error_code" text,
	"last_error_detail" text,
	"last_event_count" integer,
	CONSTRAINT "rental_calendar_feeds_url_unique" UNIQUE("url"),
	CONSTRAINT "rental_calendar_feeds_status" CHECK ("last_status" IS NULL OR "last_status" IN ('ok', 'error')),
	CONSTRAINT "rental_calendar_feeds_channel" CHECK ("channel" IN ('airbnb', 'booking', 'vrbo', 'other'))
);
--> statement-breakpoint
-- One row per imported event after merging the feed's overlapping events. `kind` tells a reservation
-- ("Reserved") from nights the channel merely shows as not available (its own blocks, or the nights it
-- imported from our export feed): both block the calendar, only reservations raise a conflict alert.
CREATE TABLE "rental_imported_nights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL REFERENCES "rental_calendar_feeds"("id") ON DELETE cascade,
	"uid" text NOT NULL,
	"nights" daterange NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'reserved' NOT NULL,
	CONSTRAINT "rental_imported_nights_not_empty" CHECK (NOT isempty("nights") AND lower_inc("nights") AND NOT upper_inc("nights")),
	CONSTRAINT "rental_imported_nights_kind" CHECK ("kind" IN ('reserved', 'unavailable'))
);
--> statement-breakpoint
CREATE INDEX "rental_imported_nights_feed_idx" ON "rental_imported_nights" USING btree ("feed_id");--> statement-breakpoint
-- Within one feed, events are merged before they are stored: never two rows of a feed on the same night.
ALTER TABLE "rental_imported_nights" ADD CONSTRAINT "rental_imported_nights_merged" EXCLUDE USING gist ("feed_id" WITH =, "nights" WITH &&);--> statement-breakpoint
-- A direct stay collided with an imported reservation: recorded once per (stay, feed, event), which is what
-- makes the owner's alert happen once; the screen lists the collisions still standing.
CREATE TABLE "rental_sync_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stay_id" uuid NOT NULL REFERENCES "stays"("id") ON DELETE cascade,
	"feed_id" uuid NOT NULL REFERENCES "rental_calendar_feeds"("id") ON DELETE cascade,
	"uid" text NOT NULL,
	"nights" daterange NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_sync_conflicts_once" UNIQUE("stay_id", "feed_id", "uid")
);
--> statement-breakpoint
-- The private export feed: only the SHA-256 of its secret is kept; one row, replaced when regenerated.
CREATE TABLE "rental_calendar_export" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_calendar_export_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
-- Reservations from a channel's own export (Airbnb's reservations CSV): revenue history, one row per
-- confirmation code; re-importing the same file changes nothing.
CREATE TABLE "rental_channel_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"confirmation_code" text NOT NULL,
	"status" text NOT NULL,
	"guest_name" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" integer NOT NULL,
	"booked_on" date,
	"earnings_minor" integer NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_channel_reservations_code" UNIQUE("channel", "confirmation_code"),
	CONSTRAINT "rental_channel_reservations_order" CHECK ("check_in" < "check_out" AND "nights" >= 1)
);
--> statement-breakpoint
CREATE INDEX "rental_channel_reservations_check_in_idx" ON "rental_channel_reservations" USING btree ("check_in");--> statement-breakpoint
-- The shared guarantee (ADR 043): every writer of the calendar serialises on one advisory lock
-- (hashtext('rental-calendar'), the lock lockCalendar() takes). A stay that becomes live — inserted live, revived
-- from expired, or moved to other nights — takes that lock here, in the database, and is refused with an
-- exclusion violation if imported nights already cover one of its nights; the import takes the same lock
-- before it replaces its nights and records the collisions with stays already live. So a direct hold and an
-- import racing for a night are ordered: either the hold is refused, or it stands and the import raises the
-- alert — never both silently.
CREATE OR REPLACE FUNCTION rental_stays_not_on_imported_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status NOT IN ('held', 'pending_payment', 'confirmed') THEN RETURN NEW; END IF;
	IF TG_OP = 'UPDATE' AND OLD.status IN ('held', 'pending_payment', 'confirmed') AND OLD.nights = NEW.nights THEN
		RETURN NEW;
	END IF;
	PERFORM pg_advisory_xact_lock(hashtext('rental-calendar'));
	IF EXISTS (SELECT 1 FROM rental_imported_nights i WHERE i.nights && NEW.nights) THEN
		RAISE EXCEPTION 'these nights are taken on another channel'
			USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'stays_no_imported_overlap';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stays_not_on_imported_nights" BEFORE INSERT OR UPDATE OF "status", "nights" ON "stays"
	FOR EACH ROW EXECUTE FUNCTION rental_stays_not_on_imported_nights();
--> statement-breakpoint
-- Realtime (ADR 037): a new collision and a feed's sync result reach the owner's open screen on admin:stays.
CREATE TRIGGER "realtime_rental_sync_conflicts" AFTER INSERT OR DELETE ON "rental_sync_conflicts"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('stay');
--> statement-breakpoint
CREATE TRIGGER "realtime_rental_calendar_feeds" AFTER INSERT OR UPDATE OR DELETE ON "rental_calendar_feeds"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('stay');
