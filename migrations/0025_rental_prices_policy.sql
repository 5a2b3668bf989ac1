-- Hand-written (issue 20, ADR 044): seasonal rates, a weekend rate, length-of-stay discounts and a cancellation
-- policy in the rental's settings; each stay keeps its nights' prices, its discount and the policy it was
-- booked under. Stays booked before keep every night at their nightly rate (empty night_prices) and get the
-- flexible policy, the one closest to what they were promised (no online cancellation: the owner refunded all).
ALTER TABLE "rental_settings" ADD COLUMN "weekend_rate_minor" integer;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "seasons" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "weekly_discount_percent" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "monthly_discount_percent" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD CONSTRAINT "rental_settings_prices" CHECK (
	("weekend_rate_minor" IS NULL OR "weekend_rate_minor" > 0)
	AND "weekly_discount_percent" BETWEEN 0 AND 90
	AND "monthly_discount_percent" BETWEEN 0 AND 90
	AND jsonb_typeof("seasons") = 'array'
);
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD CONSTRAINT "rental_settings_policy" CHECK ("cancellation_policy" IN ('flexible', 'moderate', 'strict'));
--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "night_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;
--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_discount" CHECK ("discount_percent" BETWEEN 0 AND 90 AND "discount_minor" >= 0 AND "discount_minor" <= "nights_subtotal_minor");
--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_policy" CHECK ("cancellation_policy" IN ('flexible', 'moderate', 'strict'));
