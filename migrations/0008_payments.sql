-- Payments (issue 7): orders, verified webhook events (unique per provider and event id), refunds, and the
-- built-in sandbox provider's own state. Written by hand to match src/server/modules/payments/schema.ts.
CREATE SEQUENCE "public"."payment_receipt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"purpose" text NOT NULL,
	"appointment_id" uuid,
	"stay_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_checkout_id" text,
	"provider_payment_id" text,
	"method" text,
	"voucher" jsonb,
	"checkout_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"receipt_number" text,
	"lang" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"flag" text,
	"manual_by" text,
	"manual_note" text,
	"last_provider_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_orders_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payment_orders_purpose" CHECK ("payment_orders"."purpose" in ('appointment', 'stay', 'plan_instalment')),
	CONSTRAINT "payment_orders_status" CHECK ("payment_orders"."status" in ('open', 'pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded')),
	CONSTRAINT "payment_orders_provider" CHECK ("payment_orders"."provider" in ('sandbox', 'stripe', 'mercadopago')),
	CONSTRAINT "payment_orders_amount" CHECK ("payment_orders"."amount_minor" > 0),
	CONSTRAINT "payment_orders_refunded" CHECK ("payment_orders"."refunded_minor" between 0 and "payment_orders"."amount_minor"),
	CONSTRAINT "payment_orders_lang" CHECK ("payment_orders"."lang" in ('es', 'en')),
	CONSTRAINT "payment_orders_subject" CHECK (("payment_orders"."appointment_id" is null or "payment_orders"."purpose" = 'appointment') and ("payment_orders"."stay_id" is null or "payment_orders"."purpose" = 'stay') and ("payment_orders"."purpose" <> 'stay' or "payment_orders"."stay_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text DEFAULT 'received' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"reason" text,
	"idempotency_key" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount_minor" > 0),
	CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"webhook_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_settings_single_row" CHECK ("sandbox_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"lang" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"methods" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"method" text,
	"payment_id" text,
	"voucher_reference" text,
	"voucher_expires_at" timestamp with time zone,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_checkouts_status" CHECK ("sandbox_checkouts"."status" in ('open', 'voucher_pending', 'paid', 'failed', 'abandoned', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_checkout_id_sandbox_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."sandbox_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_checkout" ON "payment_orders" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "payment_orders_appointment_idx" ON "payment_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_stay_idx" ON "payment_orders" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("provider","received_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");
