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
-- The fingerprint (a hash of the recompute statements) a family's computed days were made with: a release
-- that changes a figure's SQL finds another and forgets that family's days, so none keeps an old meaning.
CREATE TABLE IF NOT EXISTS "report_rollup_versions" (
	"family" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL
);
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
-- Writers that look up rows another transaction may be writing take turns on a lock named after what they
-- share (an address, an order, an appointment), so the later one's lookup sees the earlier one's rows once
-- committed. Several are taken in one order (by their hash) so two writers never wait for each other.
-- Shared where the frequent writer only needs the rare one to wait (a refund against an order's key change).
-- Keys fall into 128 buckets per kind: a lock is held to commit, and a bulk write of 100 000 rows with one lock
-- per distinct key ran PostgreSQL out of lock memory (max_locks_per_transaction); a shared bucket only makes
-- two unrelated writers of one site take turns.
CREATE OR REPLACE FUNCTION report_lock(kind text, keys text[], shared boolean DEFAULT false) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	k integer;
BEGIN
	FOR k IN SELECT DISTINCT hashtext(x) & 127 FROM unnest(keys) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
		IF shared THEN PERFORM pg_advisory_xact_lock_shared(hashtext(kind), k);
		ELSE PERFORM pg_advisory_xact_lock(hashtext(kind), k); END IF;
	END LOOP;
END $$;
--> statement-breakpoint
-- "Became bookings": an appointment booked by an address counts for that address's earlier results. The
-- address's lock first: a result of it being inserted meanwhile is then seen (or waits and sees the booking).
CREATE OR REPLACE FUNCTION report_mark_takers(taker_email text, booked_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_lock('report-taker', ARRAY[lower(taker_email)]);
	PERFORM report_mark_day('diagnostic', r.created_at) FROM diagnostic_results r
		WHERE lower(r.email) = lower(taker_email) AND r.created_at < booked_at;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_payment_orders_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM report_mark_day('revenue', OLD.paid_at); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM report_mark_day('revenue', NEW.paid_at); END IF;
	-- A refund takes its order's provider, purpose and subject: when they change, so do its days. The
	-- order's lock makes a refund being inserted meanwhile wait, or be seen here once it committed.
	IF TG_OP = 'UPDATE' AND (OLD.provider, OLD.purpose, OLD.appointment_id, OLD.stay_id, OLD.plan_id)
		IS DISTINCT FROM (NEW.provider, NEW.purpose, NEW.appointment_id, NEW.stay_id, NEW.plan_id) THEN
		PERFORM report_lock('report-order', ARRAY[NEW.id::text]);
		PERFORM report_mark_orders(ARRAY[NEW.id]);
	END IF;
	-- The paid line is keyed by its appointment's (or plan's) service: a change of those waits for this.
	IF TG_OP <> 'DELETE' AND NEW.paid_at IS NOT NULL THEN
		PERFORM report_lock('report-plan', ARRAY[NEW.plan_id::text], true);
		PERFORM report_lock('report-appointment', ARRAY[NEW.appointment_id::text,
			(SELECT p.appointment_id::text FROM payment_plans p WHERE p.id = NEW.plan_id)], true);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_payment_refunds_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Shared: refunds never wait for each other, only for a change of their order's key (above).
	PERFORM report_lock('report-order', ARRAY[
		CASE WHEN TG_OP <> 'INSERT' THEN OLD.order_id::text END,
		CASE WHEN TG_OP <> 'DELETE' THEN NEW.order_id::text END], true);
	IF TG_OP <> 'INSERT' THEN PERFORM report_mark_day('revenue', OLD.created_at); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM report_mark_day('revenue', NEW.created_at); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_payment_plans_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (OLD.appointment_id, OLD.stay_id) IS DISTINCT FROM (NEW.appointment_id, NEW.stay_id) THEN
		PERFORM report_lock('report-plan', ARRAY[NEW.id::text]);
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
		-- Both addresses' locks at once, in their one order (report_mark_takers then holds them already).
		PERFORM report_lock('report-taker', ARRAY[
			CASE WHEN TG_OP <> 'INSERT' THEN lower(OLD.customer_email) END,
			CASE WHEN TG_OP <> 'DELETE' THEN lower(NEW.customer_email) END]);
		IF TG_OP <> 'INSERT' THEN PERFORM report_mark_takers(OLD.customer_email, OLD.created_at); END IF;
		IF TG_OP <> 'DELETE' THEN PERFORM report_mark_takers(NEW.customer_email, NEW.created_at); END IF;
	END IF;
	-- Revenue is keyed by the appointment's service, directly or through its plan.
	IF TG_OP = 'UPDATE' AND OLD.service_id IS DISTINCT FROM NEW.service_id THEN
		PERFORM report_lock('report-appointment', ARRAY[NEW.id::text]);
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
		-- The appointment's row lock (what its own update takes, so no upgrade deadlock when the same
		-- transaction updates it next): an update of its day or address running meanwhile commits first and
		-- is read below, or waits for this event.
		PERFORM 1 FROM appointments a
			WHERE a.id IN (ev.appointment_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.appointment_id END)
			ORDER BY a.id FOR NO KEY UPDATE;
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
		PERFORM 1 FROM leads l WHERE l.id IN (ev.lead_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.lead_id END)
			ORDER BY l.id FOR NO KEY UPDATE;
		PERFORM report_mark_day('leads', l.created_at) FROM leads l
			WHERE l.id IN (ev.lead_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.lead_id END);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_diagnostic_results_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The address's lock: a booking by it running meanwhile either sees this result or is seen by its recompute.
	PERFORM report_lock('report-taker', ARRAY[
		CASE WHEN TG_OP <> 'INSERT' THEN lower(OLD.email) END, CASE WHEN TG_OP <> 'DELETE' THEN lower(NEW.email) END]);
	IF TG_OP <> 'INSERT' THEN PERFORM report_mark_day('diagnostic', OLD.created_at); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM report_mark_day('diagnostic', NEW.created_at); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates mark only when a column some figure reads (or a trigger follows) changed value: not for a
-- rewrite of the same values, nor for columns no figure reads (updated_at, reminders, tokens). A figure
-- that comes to read another column adds it here (ADR 035).
CREATE TRIGGER "report_payment_orders_mark" AFTER INSERT OR DELETE ON "payment_orders"
	FOR EACH ROW EXECUTE FUNCTION report_payment_orders_mark();
--> statement-breakpoint
CREATE TRIGGER "report_payment_orders_mark_update" AFTER UPDATE ON "payment_orders"
	FOR EACH ROW WHEN ((OLD.paid_at, OLD.amount_minor, OLD.provider, OLD.purpose, OLD.appointment_id, OLD.stay_id, OLD.plan_id)
		IS DISTINCT FROM (NEW.paid_at, NEW.amount_minor, NEW.provider, NEW.purpose, NEW.appointment_id, NEW.stay_id, NEW.plan_id)) EXECUTE FUNCTION report_payment_orders_mark();
--> statement-breakpoint
CREATE TRIGGER "report_payment_refunds_mark" AFTER INSERT OR DELETE ON "payment_refunds"
	FOR EACH ROW EXECUTE FUNCTION report_payment_refunds_mark();
--> statement-breakpoint
CREATE TRIGGER "report_payment_refunds_mark_update" AFTER UPDATE ON "payment_refunds"
	FOR EACH ROW WHEN ((OLD.created_at, OLD.amount_minor, OLD.status, OLD.order_id)
		IS DISTINCT FROM (NEW.created_at, NEW.amount_minor, NEW.status, NEW.order_id)) EXECUTE FUNCTION report_payment_refunds_mark();
--> statement-breakpoint
CREATE TRIGGER "report_payment_plans_mark_update" AFTER UPDATE ON "payment_plans"
	FOR EACH ROW WHEN ((OLD.appointment_id, OLD.stay_id)
		IS DISTINCT FROM (NEW.appointment_id, NEW.stay_id)) EXECUTE FUNCTION report_payment_plans_mark();
--> statement-breakpoint
CREATE TRIGGER "report_appointments_mark" AFTER INSERT OR DELETE ON "appointments"
	FOR EACH ROW EXECUTE FUNCTION report_appointments_mark();
--> statement-breakpoint
CREATE TRIGGER "report_appointments_mark_update" AFTER UPDATE ON "appointments"
	FOR EACH ROW WHEN ((OLD.starts_at, OLD.created_at, OLD.status, OLD.service_id, OLD.customer_email)
		IS DISTINCT FROM (NEW.starts_at, NEW.created_at, NEW.status, NEW.service_id, NEW.customer_email)) EXECUTE FUNCTION report_appointments_mark();
--> statement-breakpoint
CREATE TRIGGER "report_appointment_events_mark" AFTER INSERT OR DELETE ON "appointment_events"
	FOR EACH ROW EXECUTE FUNCTION report_appointment_events_mark();
--> statement-breakpoint
CREATE TRIGGER "report_appointment_events_mark_update" AFTER UPDATE ON "appointment_events"
	FOR EACH ROW WHEN ((OLD.kind, OLD.appointment_id)
		IS DISTINCT FROM (NEW.kind, NEW.appointment_id)) EXECUTE FUNCTION report_appointment_events_mark();
--> statement-breakpoint
CREATE TRIGGER "report_leads_mark" AFTER INSERT OR DELETE ON "leads"
	FOR EACH ROW EXECUTE FUNCTION report_leads_mark();
--> statement-breakpoint
CREATE TRIGGER "report_leads_mark_update" AFTER UPDATE ON "leads"
	FOR EACH ROW WHEN ((OLD.created_at, OLD.status, OLD.sources)
		IS DISTINCT FROM (NEW.created_at, NEW.status, NEW.sources)) EXECUTE FUNCTION report_leads_mark();
--> statement-breakpoint
CREATE TRIGGER "report_lead_events_mark" AFTER INSERT OR DELETE ON "lead_events"
	FOR EACH ROW EXECUTE FUNCTION report_lead_events_mark();
--> statement-breakpoint
CREATE TRIGGER "report_lead_events_mark_update" AFTER UPDATE ON "lead_events"
	FOR EACH ROW WHEN ((OLD.kind, OLD.lead_id, OLD.data, OLD.created_at)
		IS DISTINCT FROM (NEW.kind, NEW.lead_id, NEW.data, NEW.created_at)) EXECUTE FUNCTION report_lead_events_mark();
--> statement-breakpoint
CREATE TRIGGER "report_diagnostic_results_mark" AFTER INSERT OR DELETE ON "diagnostic_results"
	FOR EACH ROW EXECUTE FUNCTION report_diagnostic_results_mark();
--> statement-breakpoint
CREATE TRIGGER "report_diagnostic_results_mark_update" AFTER UPDATE ON "diagnostic_results"
	FOR EACH ROW WHEN ((OLD.created_at, OLD.email, OLD.overall, OLD.level, OLD.scores)
		IS DISTINCT FROM (NEW.created_at, NEW.email, NEW.overall, NEW.level, NEW.scores)) EXECUTE FUNCTION report_diagnostic_results_mark();
