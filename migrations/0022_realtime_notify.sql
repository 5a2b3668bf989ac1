-- Realtime (ADR 037): every write to a table behind an admin or visitor screen sends a small notice on the
-- channel 'estudio_realtime'. NOTIFY is transactional: listeners get it when the transaction commits, never
-- when it rolls back. The notice says what changed (kind, id, op) and where it belongs (the owning user,
-- the payment reference, the plan token); no personal data. Updates that change only bookkeeping columns
-- (updated_at, the provider check time, reminder marks) send nothing, so a screen refetching on a notice
-- cannot cause another one.
CREATE OR REPLACE FUNCTION realtime_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	r record;
	kind text := TG_ARGV[0];
	id text;
	usr text;
	ref text;
	plan text;
BEGIN
	IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
	IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'updated_at' - 'last_provider_check_at' - 'overdue_notified_at')
		= (to_jsonb(OLD) - 'updated_at' - 'last_provider_check_at' - 'overdue_notified_at') THEN
		RETURN NULL;
	END IF;
	id := r.id::text;
	IF TG_TABLE_NAME = 'appointments' THEN
		usr := r.user_id::text;
		ref := r.payment_reference;
	ELSIF TG_TABLE_NAME = 'stays' THEN
		ref := r.payment_reference;
	ELSIF TG_TABLE_NAME = 'lead_events' THEN
		id := r.lead_id::text;
	ELSIF TG_TABLE_NAME = 'payment_orders' THEN
		ref := r.reference;
		SELECT p.reference INTO plan FROM payment_plans p WHERE p.id = r.plan_id;
	ELSIF TG_TABLE_NAME = 'payment_plans' THEN
		plan := r.reference;
	ELSIF TG_TABLE_NAME = 'payment_plan_instalments' THEN
		id := r.plan_id::text;
		SELECT p.reference INTO plan FROM payment_plans p WHERE p.id = r.plan_id;
	END IF;
	PERFORM pg_notify('estudio_realtime', json_strip_nulls(json_build_object(
		'kind', kind, 'id', id, 'op', lower(TG_OP), 'user', usr, 'ref', ref, 'plan', plan))::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "realtime_appointments" AFTER INSERT OR UPDATE OR DELETE ON "appointments"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('appointment');
--> statement-breakpoint
CREATE TRIGGER "realtime_stays" AFTER INSERT OR UPDATE OR DELETE ON "stays"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('stay');
--> statement-breakpoint
CREATE TRIGGER "realtime_leads" AFTER INSERT OR UPDATE OR DELETE ON "leads"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('lead');
--> statement-breakpoint
-- A contact message or another event on a known lead adds a row here, not to leads.
CREATE TRIGGER "realtime_lead_events" AFTER INSERT ON "lead_events"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('lead');
--> statement-breakpoint
CREATE TRIGGER "realtime_payment_orders" AFTER INSERT OR UPDATE OR DELETE ON "payment_orders"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('payment');
--> statement-breakpoint
CREATE TRIGGER "realtime_payment_plans" AFTER INSERT OR UPDATE OR DELETE ON "payment_plans"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('plan');
--> statement-breakpoint
CREATE TRIGGER "realtime_payment_plan_instalments" AFTER UPDATE ON "payment_plan_instalments"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('plan');
--> statement-breakpoint
CREATE TRIGGER "realtime_diagnostic_results" AFTER INSERT OR UPDATE OR DELETE ON "diagnostic_results"
	FOR EACH ROW EXECUTE FUNCTION realtime_notify('diagnostic');
