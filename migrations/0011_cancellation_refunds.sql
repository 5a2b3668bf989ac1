-- Cancellation refunds (issue 14, ADR 022): each service's refund policy (existing services: always a full
-- refund, the only promise their clients could have read), the policy an appointment was booked under (null for
-- appointments booked before: full refund), and the refunds the provider cannot make (OXXO cash, payments taken
-- by hand) that the owner returns and records. Written by hand to match the Drizzle schemas.
ALTER TABLE "services" ADD COLUMN "cancellation_policy" jsonb DEFAULT '{"fullRefundHours":0,"lateRefundPercent":100}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_policy" jsonb;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_window_starts_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "payment_manual_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"cause" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"recorded_amount_minor" integer,
	"method" text,
	"note" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_manual_refunds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_manual_refunds_amount" CHECK ("payment_manual_refunds"."amount_minor" > 0),
	CONSTRAINT "payment_manual_refunds_cause" CHECK ("payment_manual_refunds"."cause" in ('oxxo', 'manual', 'provider_failed')),
	CONSTRAINT "payment_manual_refunds_status" CHECK ("payment_manual_refunds"."status" in ('pending', 'recorded')),
	CONSTRAINT "payment_manual_refunds_method" CHECK ("payment_manual_refunds"."method" is null or "payment_manual_refunds"."method" in ('cash', 'transfer', 'other'))
);
--> statement-breakpoint
ALTER TABLE "payment_manual_refunds" ADD CONSTRAINT "payment_manual_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payment_manual_refunds_status_idx" ON "payment_manual_refunds" USING btree ("status","created_at");
