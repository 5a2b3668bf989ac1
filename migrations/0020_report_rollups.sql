-- Report rollups (issue 16, ADR 035): per Mexico City day, a cache of the reports' own aggregates, never a
-- second source of truth. Triggers on the tables the figures read mark the days a write touches (the old and
-- the new row's days) in the writer's transaction; a report recomputes the marked days of its range with the
-- same SQL before it sums the rollups, and deletes the marks it saw. A day not in report_rollup_days was never
-- computed and counts as marked.
CREATE TABLE IF NOT EXISTS "report_rollup_days" (
	"family" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "report_rollup_days_pk" PRIMARY KEY ("family", "day"),
	CONSTRAINT "report_rollup_days_family" CHECK ("family" in ('revenue', 'appointments', 'leads', 'diagnostic'))
);
--> statement-breakpoint
-- Writers only ever insert marks (no row another writer could hold): writes never wait for each other here.
CREATE TABLE IF NOT EXISTS "report_rollup_marks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_rollup_marks_day_idx" ON "report_rollup_marks" USING btree ("family", "day");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_revenue_days" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"service_key" text NOT NULL,
	"paid_minor" bigint NOT NULL,
	"refunded_minor" bigint NOT NULL,
	"payments" integer NOT NULL,
	"refunds" integer NOT NULL,
	CONSTRAINT "report_revenue_days_pk" PRIMARY KEY ("day", "provider", "purpose", "service_key")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_appointment_days" (
	"day" date NOT NULL,
	"service_id" uuid NOT NULL,
	"status" text NOT NULL,
	"hour" integer NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "report_appointment_days_pk" PRIMARY KEY ("day", "service_id", "status", "hour")
);
--> statement-breakpoint
-- The lead time in hours of each of a day's booked appointments not cancelled (the median needs the values).
CREATE TABLE IF NOT EXISTS "report_appointment_lead_days" (
	"day" date PRIMARY KEY NOT NULL,
	"lead_hours" double precision[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_lead_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"reached" integer NOT NULL,
	"created" integer NOT NULL,
	"days_to_win" double precision[] NOT NULL,
	CONSTRAINT "report_lead_days_pk" PRIMARY KEY ("day", "source", "status", "reached")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_diagnostic_days" (
	"day" date NOT NULL,
	"level" text NOT NULL,
	"bin" integer NOT NULL,
	"booked" boolean NOT NULL,
	"submissions" integer NOT NULL,
	"overall_sum" bigint NOT NULL,
	CONSTRAINT "report_diagnostic_days_pk" PRIMARY KEY ("day", "level", "bin", "booked")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_diagnostic_dimension_days" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"value_sum" numeric NOT NULL,
	"scored" integer NOT NULL,
	CONSTRAINT "report_diagnostic_dimension_days_pk" PRIMARY KEY ("day", "key")
);
--> statement-breakpoint
-- Marks the Mexico City day of an instant (nothing for null) as changed for one figure family.
CREATE OR REPLACE FUNCTION report_mark_day(fam text, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF at IS NOT NULL THEN
		INSERT INTO report_rollup_marks (family, day) VALUES (fam, (at AT TIME ZONE 'America/Mexico_City')::date);
	END IF;
END $$;
--> statement-breakpoint
-- Every revenue line of the orders one of whose columns the revenue keys read changed: the payments and
-- their succeeded or not refunds (a refund's status may move later, so all of them).
CREATE OR REPLACE FUNCTION report_mark_orders(order_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_mark_day('revenue', o.paid_at) FROM payment_orders o WHERE o.id = ANY (order_ids);
	PERFORM report_mark_day('revenue', r.created_at) FROM payment_refunds r WHERE r.order_id = ANY (order_ids);
END $$;
--> statement-breakpoint
-- "Became bookings": an appointment booked by an address counts for that address's earlier results.
CREATE OR REPLACE FUNCTION report_mark_takers(taker_email text, booked_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_mark_day('diagnostic', r.created_at) FROM diagnostic_results r
		WHERE lower(r.email) = lower(taker_email) AND r.created_at < booked_at;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_payment_orders_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM report_mark_day('revenue', OLD.paid_at); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM report_mark_day('revenue', NEW.paid_at); END IF;
	-- A refund takes its order's provider, purpose and subject: when they change, so do its days.
	IF TG_OP = 'UPDATE' AND (OLD.provider, OLD.purpose, OLD.appointment_id, OLD.stay_id, OLD.plan_id)
		IS DISTINCT FROM (NEW.provider, NEW.purpose, NEW.appointment_id, NEW.stay_id, NEW.plan_id) THEN
		PERFORM report_mark_orders(ARRAY[NEW.id]);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_payment_refunds_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM report_mark_day('revenue', OLD.created_at); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM report_mark_day('revenue', NEW.created_at); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_payment_plans_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (OLD.appointment_id, OLD.stay_id) IS DISTINCT FROM (NEW.appointment_id, NEW.stay_id) THEN
		PERFORM report_mark_orders(ARRAY(SELECT o.id FROM payment_orders o WHERE o.plan_id = NEW.id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_appointments_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM report_mark_day('appointments', OLD.starts_at); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM report_mark_day('appointments', NEW.starts_at); END IF;
	IF TG_OP = 'INSERT' OR TG_OP = 'DELETE' OR (OLD.status, OLD.customer_email, OLD.created_at)
		IS DISTINCT FROM (NEW.status, NEW.customer_email, NEW.created_at) THEN
		IF TG_OP <> 'INSERT' THEN PERFORM report_mark_takers(OLD.customer_email, OLD.created_at); END IF;
		IF TG_OP <> 'DELETE' THEN PERFORM report_mark_takers(NEW.customer_email, NEW.created_at); END IF;
	END IF;
	-- Revenue is keyed by the appointment's service, directly or through its plan.
	IF TG_OP = 'UPDATE' AND OLD.service_id IS DISTINCT FROM NEW.service_id THEN
		PERFORM report_mark_orders(ARRAY(
			SELECT o.id FROM payment_orders o WHERE o.appointment_id = NEW.id
			UNION SELECT o.id FROM payment_orders o JOIN payment_plans p ON p.id = o.plan_id
				WHERE p.appointment_id = NEW.id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A 'confirmed' event decides whether a cancelled appointment was ever booked.
CREATE OR REPLACE FUNCTION report_appointment_events_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ev record;
BEGIN
	IF TG_OP = 'DELETE' THEN ev := OLD; ELSE ev := NEW; END IF;
	IF ev.kind = 'confirmed' OR (TG_OP = 'UPDATE' AND OLD.kind = 'confirmed') THEN
		PERFORM report_mark_day('appointments', a.starts_at), report_mark_takers(a.customer_email, a.created_at)
			FROM appointments a
			WHERE a.id IN (ev.appointment_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.appointment_id END);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_leads_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM report_mark_day('leads', OLD.created_at); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM report_mark_day('leads', NEW.created_at); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A lead's funnel stage and time to win come from its 'lead.status' events: they count on its creation day.
CREATE OR REPLACE FUNCTION report_lead_events_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ev record;
BEGIN
	IF TG_OP = 'DELETE' THEN ev := OLD; ELSE ev := NEW; END IF;
	IF ev.kind = 'lead.status' OR (TG_OP = 'UPDATE' AND OLD.kind = 'lead.status') THEN
		PERFORM report_mark_day('leads', l.created_at) FROM leads l
			WHERE l.id IN (ev.lead_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.lead_id END);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_diagnostic_results_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM report_mark_day('diagnostic', OLD.created_at); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM report_mark_day('diagnostic', NEW.created_at); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_payment_orders_mark" AFTER INSERT OR UPDATE OR DELETE ON "payment_orders"
	FOR EACH ROW EXECUTE FUNCTION report_payment_orders_mark();
--> statement-breakpoint
CREATE TRIGGER "report_payment_refunds_mark" AFTER INSERT OR UPDATE OR DELETE ON "payment_refunds"
	FOR EACH ROW EXECUTE FUNCTION report_payment_refunds_mark();
--> statement-breakpoint
CREATE TRIGGER "report_payment_plans_mark" AFTER UPDATE ON "payment_plans"
	FOR EACH ROW EXECUTE FUNCTION report_payment_plans_mark();
--> statement-breakpoint
CREATE TRIGGER "report_appointments_mark" AFTER INSERT OR UPDATE OR DELETE ON "appointments"
	FOR EACH ROW EXECUTE FUNCTION report_appointments_mark();
--> statement-breakpoint
CREATE TRIGGER "report_appointment_events_mark" AFTER INSERT OR UPDATE OR DELETE ON "appointment_events"
	FOR EACH ROW EXECUTE FUNCTION report_appointment_events_mark();
--> statement-breakpoint
CREATE TRIGGER "report_leads_mark" AFTER INSERT OR UPDATE OR DELETE ON "leads"
	FOR EACH ROW EXECUTE FUNCTION report_leads_mark();
--> statement-breakpoint
CREATE TRIGGER "report_lead_events_mark" AFTER INSERT OR UPDATE OR DELETE ON "lead_events"
	FOR EACH ROW EXECUTE FUNCTION report_lead_events_mark();
--> statement-breakpoint
CREATE TRIGGER "report_diagnostic_results_mark" AFTER INSERT OR UPDATE OR DELETE ON "diagnostic_results"
	FOR EACH ROW EXECUTE FUNCTION report_diagnostic_results_mark();
