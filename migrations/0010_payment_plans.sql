-- Flexible payments (issue 7): the owner's terms per service (jsonb, replacing deposit_percent, which charged a
-- share of the price with no way to collect the rest) and for the rental; payment plans and their instalments;
-- orders that pay an instalment. Written by hand to match the Drizzle schemas.
ALTER TABLE "services" ADD COLUMN "flexible_payments" jsonb;
--> statement-breakpoint
UPDATE "services" SET "flexible_payments" = jsonb_build_object(
	'depositOffered', true, 'depositPercent', "deposit_percent", 'instalmentsOffered', false,
	'instalmentCount', 3, 'instalmentIntervalDays', 30, 'balanceDueDaysBefore', 1)
WHERE "deposit_percent" < 100;
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_deposit_percent";
--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "deposit_percent";
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "instalments_offered" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "instalment_count" integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "instalment_interval_days" integer DEFAULT 30 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "balance_due_days_before" integer DEFAULT 7 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_settings" ADD CONSTRAINT "rental_settings_instalments" CHECK ("rental_settings"."instalment_count" BETWEEN 2 AND 12 AND "rental_settings"."instalment_interval_days" BETWEEN 7 AND 90 AND "rental_settings"."balance_due_days_before" BETWEEN 0 AND 60);
--> statement-breakpoint
ALTER TABLE "stays" DROP CONSTRAINT "stays_option";
--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_option" CHECK ("stays"."payment_option" in ('full', 'deposit', 'instalments'));
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"purpose" text NOT NULL,
	"appointment_id" uuid,
	"stay_id" uuid,
	"option" text NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'awaiting_first' NOT NULL,
	"lang" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_plans_purpose" CHECK ("payment_plans"."purpose" in ('appointment', 'stay')),
	CONSTRAINT "payment_plans_option" CHECK ("payment_plans"."option" in ('deposit', 'instalments')),
	CONSTRAINT "payment_plans_status" CHECK ("payment_plans"."status" in ('awaiting_first', 'active', 'completed', 'cancelled')),
	CONSTRAINT "payment_plans_total" CHECK ("payment_plans"."total_minor" > 0),
	CONSTRAINT "payment_plans_lang" CHECK ("payment_plans"."lang" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "payment_plan_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"paid_order_id" uuid,
	"paid_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	CONSTRAINT "payment_plan_instalments_amount" CHECK ("payment_plan_instalments"."amount_minor" > 0),
	CONSTRAINT "payment_plan_instalments_status" CHECK ("payment_plan_instalments"."status" in ('due', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "plan_id" uuid;
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "instalment_seq" integer;
--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_plan_instalments" ADD CONSTRAINT "payment_plan_instalments_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_plan_instalments" ADD CONSTRAINT "payment_plan_instalments_paid_order_id_payment_orders_id_fk" FOREIGN KEY ("paid_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_subject";
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_subject" CHECK (("payment_orders"."appointment_id" is null or "payment_orders"."purpose" = 'appointment') and ("payment_orders"."stay_id" is null or "payment_orders"."purpose" = 'stay') and ("payment_orders"."purpose" <> 'stay' or "payment_orders"."stay_id" is not null) and ("payment_orders"."purpose" <> 'plan_instalment' or "payment_orders"."plan_id" is not null) and (("payment_orders"."plan_id" is null) = ("payment_orders"."instalment_seq" is null)));
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plan_instalments_seq" ON "payment_plan_instalments" USING btree ("plan_id","seq");
--> statement-breakpoint
CREATE INDEX "payment_plans_appointment_idx" ON "payment_plans" USING btree ("appointment_id");
--> statement-breakpoint
CREATE INDEX "payment_plans_stay_idx" ON "payment_plans" USING btree ("stay_id");
--> statement-breakpoint
CREATE INDEX "payment_plans_created_idx" ON "payment_plans" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "payment_orders_plan_idx" ON "payment_orders" USING btree ("plan_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_live_instalment" ON "payment_orders" USING btree ("plan_id","instalment_seq") WHERE "payment_orders"."status" in ('open', 'pending');
