-- Issue 14 (points 5, 6, 7), ADR 024. Written by hand to match the Drizzle schemas.
-- A declined or lapsed checkout no longer closes its order while the hold lasts: the order keeps what it
-- asked the provider (checkout_request, to open the next attempt), counts its attempts (checkout_attempt:
-- part of the provider's idempotency key) and notes when its current checkout stopped taking payment
-- (declined_at). Orders written before this have no checkout_request and keep the old behaviour.
ALTER TABLE "payment_orders" ADD COLUMN "checkout_request" jsonb;
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checkout_attempt" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "declined_at" timestamp with time zone;
--> statement-breakpoint
-- Online services: a fixed meeting link per service, set by the owner (https only).
ALTER TABLE "services" ADD COLUMN "online" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "meeting_url" text;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_meeting_url_https" CHECK ("services"."meeting_url" IS NULL OR "services"."meeting_url" ~ '^https://');
