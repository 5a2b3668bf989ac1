// The data set of `npm run bench:reports`, written straight to the tables with `insert … select
// generate_series` (seconds, not minutes): three years of a busy studio ending today, Mexico City time.
// Ids are md5(<kind>-<n>)::uuid so rows can point at each other without a lookup.

const DAYS = 1095;
const MINUTES = DAYS * 1440;
const TZ = 'America/Mexico_City';

/** Inserts everything, then ANALYZE (a live database has statistics; a fresh bulk load has none). */
export async function loadReportData(db, { appointments, payments, leads, diagnostics, stays, plans }) {
  const today = `(now() at time zone '${TZ}')::date`;
  // The first day: the appointments run to 30 days ahead (some still confirmed), everything else to now.
  const first = `(${today} - ${DAYS - 30})`;
  const steps = [
    // Past ones completed, no-show, cancelled or expired; future ones confirmed (on a 45-minute grid, so
    // the no-overlap constraint holds) or cancelled. Starts 07:00–20:39, mostly Mexico City clients.
    [
      'appointments',
      `insert into appointments (id, service_id, status, starts_at, ends_at, blocked, customer_name,
         customer_email, language, time_zone, ics_uid, cancel_reason, created_at, updated_at)
       select md5('appt-' || n)::uuid, svc.ids[1 + n % array_length(svc.ids, 1)], st.status, x.t,
         x.t + interval '30 minutes', tstzrange(x.t, x.t + interval '45 minutes'), 'Cliente ' || n,
         'client' || (n % 30000) || '@example.com', case when n % 3 = 0 then 'en' else 'es' end,
         (array['${TZ}', '${TZ}', '${TZ}', '${TZ}', '${TZ}', '${TZ}', 'America/New_York', 'Europe/Madrid',
           'America/Bogota', 'America/Los_Angeles'])[1 + (n / 7) % 10],
         'bench-' || n || '@bench', case when st.status = 'cancelled' then 'bench' end,
         x.t - (1 + (n * 37) % 1080) * interval '1 hour', x.t
       from generate_series(0, $1 - 1) n
       cross join (select array_agg(id order by slug) ids from services where kind <> 'rental') svc
       cross join lateral (
         select ((${first} + n % ${DAYS})::timestamp + interval '7 hours' + (n / ${DAYS}) * interval '9 minutes')
                  at time zone '${TZ}' as t,
                (n / ${DAYS}) % 5 = 0 as grid, (n * 7919) % 100 as h) x
       cross join lateral (
         select case when x.t < now() then
                  case when h < 68 then 'completed' when h < 76 then 'no_show' when h < 90 then 'cancelled'
                       when h < 95 then 'expired' when grid then 'confirmed' else 'completed' end
                else case when grid and h < 85 then 'confirmed' when h < 95 then 'cancelled' else 'expired' end
                end as status) st`,
      [appointments],
    ],
    // The confirmation event of every appointment that was booked (the reports count a cancellation only
    // after one): confirmed, completed and no-show ones, and two in three of the cancelled.
    [
      'appointment_events',
      `insert into appointment_events (appointment_id, kind, actor, created_at)
       select id, 'confirmed', 'system', created_at from appointments
       where status in ('confirmed', 'completed', 'no_show')
          or (status = 'cancelled' and get_byte(decode(md5(id::text), 'hex'), 0) % 3 <> 0)`,
      [],
    ],
    // One to two nights every other day; most confirmed.
    [
      'stays',
      `insert into stays (id, check_in, check_out, nights, guests, customer_name, customer_email,
         customer_phone, language, status, currency, nightly_rate_minor, nights_subtotal_minor,
         cleaning_fee_minor, taxes, total_minor, due_now_minor, payment_option, created_at, updated_at)
       select md5('stay-' || i)::uuid, d, d + k, daterange(d, d + k, '[)'), 1 + i % 4, 'Huésped ' || i,
         'guest' || i || '@example.com', '+525500000000', case when i % 4 = 0 then 'en' else 'es' end,
         case when i % 20 < 16 then 'confirmed' when i % 20 < 19 then 'cancelled' else 'expired' end,
         'MXN', 250000, 250000 * k, 50000, '[]'::jsonb, 250000 * k + 50000, 250000 * k + 50000, 'full',
         d - 20 * interval '1 day', d - 20 * interval '1 day'
       from generate_series(0, $1 - 1) i,
       lateral (select ${first} + i * 2 as d, 1 + i % 2 as k) x`,
      [stays],
    ],
    // Instalment plans on every 25th appointment: three instalments each.
    [
      'payment_plans',
      `insert into payment_plans (id, reference, purpose, appointment_id, option, total_minor, currency,
         status, lang, customer_email, customer_name, created_at, updated_at)
       select md5('plan-' || p)::uuid, 'BPLAN-' || p, 'appointment', md5('appt-' || p * 25)::uuid,
         'instalments', 300000, 'MXN', case when p % 5 = 0 then 'active' else 'completed' end, 'es',
         'client' || (p * 25 % 30000) || '@example.com', 'Cliente ' || p * 25, now(), now()
       from generate_series(0, $1 - 1) p`,
      [plans],
    ],
    // Orders over the last three years: the first plans' instalments (seq 1 is the appointment's own
    // order), some stays', the rest appointments'. 70 % paid, 10 % (partially) refunded, the rest failed,
    // expired or still open; three providers.
    [
      'payment_orders',
      `insert into payment_orders (id, reference, purpose, appointment_id, stay_id, plan_id, instalment_seq,
         amount_minor, currency, status, provider, method, expires_at, paid_at, refunded_minor,
         receipt_number, lang, customer_email, customer_name, created_at, updated_at)
       select md5('order-' || o)::uuid, 'BENCH-' || o, x.purpose,
         case when x.purpose = 'appointment' then md5('appt-' || case when x.planned then o / 3 * 25
           else o % $2 end)::uuid end,
         case when x.purpose = 'stay' then md5('stay-' || o % $4)::uuid end,
         case when x.planned then md5('plan-' || o / 3)::uuid end,
         case when x.planned then 1 + o % 3 end,
         x.amount, 'MXN', x.status,
         case when o % 10 < 2 then 'sandbox' when o % 10 < 7 then 'stripe' else 'mercadopago' end,
         case when o % 4 = 0 then 'oxxo' else 'card' end,
         x.created + interval '1 day',
         case when x.status in ('paid', 'refunded', 'partially_refunded') then x.created + interval '3 minutes' end,
         case x.status when 'refunded' then x.amount when 'partially_refunded' then x.amount / 2 else 0 end,
         case when x.status in ('paid', 'refunded', 'partially_refunded') then 'B-' || o end,
         case when o % 3 = 0 then 'en' else 'es' end, 'client' || (o % 30000) || '@example.com',
         'Cliente ' || o, x.created, x.created
       from generate_series(0, $1 - 1) o,
       lateral (select o < $3 * 3 as planned, (o * 7907) % 100 as h,
                       now() - ((o::bigint * 104729) % ${MINUTES}) * interval '1 minute' as created,
                       50000 + (o * 13) % 20 * 25000 as amount) y,
       lateral (select y.created, y.amount, y.planned,
         case when y.planned and o % 3 > 0 then 'plan_instalment'
              when not y.planned and o < $3 * 3 + $1 / 20 then 'stay' else 'appointment' end as purpose,
         case when y.h < 70 then 'paid' when y.h < 75 then 'partially_refunded' when y.h < 80 then 'refunded'
              when y.h < 88 then 'failed' when y.h < 97 or y.planned then 'expired'
              when y.h < 99 then 'pending' else 'open' end as status) x`,
      [payments, appointments, plans, stays],
    ],
    [
      'payment_plan_instalments',
      `insert into payment_plan_instalments (plan_id, seq, amount_minor, due_at, status, paid_order_id, paid_at)
       select o.plan_id, o.instalment_seq, 100000, o.created_at + (o.instalment_seq - 1) * interval '30 days',
         case when o.paid_at is null then 'due' else 'paid' end,
         case when o.paid_at is not null then o.id end, o.paid_at
       from payment_orders o where o.plan_id is not null`,
      [],
    ],
    // Provider refunds of the refunded orders (mostly succeeded, some failed or pending), 1–20 days later.
    [
      'payment_refunds',
      `insert into payment_refunds (order_id, amount_minor, status, provider_refund_id, reason,
         idempotency_key, created_by, created_at)
       select id, refunded_minor,
         case when n % 20 < 18 then 'succeeded' when n % 20 < 19 then 'failed' else 'pending' end,
         'bench-re-' || n, 'requested_by_customer', 'bench-refund-' || n, 'admin@example.com',
         paid_at + (1 + n % 20) * interval '1 day'
       from (select id, refunded_minor, paid_at, row_number() over (order by id) n
             from payment_orders where status in ('refunded', 'partially_refunded') and method = 'card') r`,
      [],
    ],
    // OXXO refunds go back by hand: the owner records most of them.
    [
      'payment_manual_refunds',
      `insert into payment_manual_refunds (order_id, amount_minor, currency, cause, status,
         recorded_amount_minor, method, recorded_by, recorded_at, created_at)
       select id, refunded_minor, 'MXN', 'oxxo', case when n % 4 < 3 then 'recorded' else 'pending' end,
         case when n % 4 < 3 then refunded_minor end, case when n % 4 < 3 then 'transfer' end,
         case when n % 4 < 3 then 'admin@example.com' end,
         case when n % 4 < 3 then paid_at + (2 + n % 10) * interval '1 day' end, paid_at + interval '1 day'
       from (select id, refunded_minor, paid_at, row_number() over (order by id) n
             from payment_orders where status in ('refunded', 'partially_refunded') and method = 'oxxo') r`,
      [],
    ],
    // Leads: their first source, their CRM status now.
    [
      'leads',
      `insert into leads (id, email, name, language, sources, status, created_at, updated_at)
       select md5('lead-' || l)::uuid, 'lead' || l || '@example.com', 'Prospecto ' || l,
         case when l % 3 = 0 then 'en' else 'es' end,
         case l % 5 when 0 then array['diagnostic'] when 1 then array['contact'] when 2 then array['launch-list']
           when 3 then array['diagnostic', 'contact'] else array['contact', 'diagnostic'] end,
         case when h < 35 then 'new' when h < 60 then 'contacted' when h < 75 then 'qualified'
              when h < 85 then 'won' else 'lost' end,
         now() - ((l::bigint * 104723) % ${MINUTES}) * interval '1 minute', now()
       from generate_series(0, $1 - 1) l, lateral (select (l * 7901) % 100 as h) x`,
      [leads],
    ],
    // How each lead came in, then one lead.status event per step it took (lost after 0–2 steps).
    [
      'lead_events (first contact)',
      `insert into lead_events (lead_id, kind, source, data, created_at)
       select id, case sources[1] when 'diagnostic' then 'diagnostic.completed' when 'contact'
         then 'contact.message' else 'launch.signup' end, sources[1], '{}'::jsonb, created_at
       from leads`,
      [],
    ],
    [
      'lead_events (lead.status)',
      `insert into lead_events (lead_id, kind, source, data, created_at)
       select l.id, 'lead.status', 'admin',
         jsonb_build_object('from', (array['new', 'contacted', 'qualified'])[s],
           'to', case when s = r.steps and l.status = 'lost' then 'lost'
                      else (array['contacted', 'qualified', 'won'])[s] end, 'by', 'admin@example.com'),
         least(now(), l.created_at + s * (1 + ('x' || substr(l.id::text, 1, 4))::bit(16)::int % 9) * interval '1 day')
       from leads l,
       lateral (select case l.status when 'contacted' then 1 when 'qualified' then 2 when 'won' then 3
                  when 'lost' then 1 + ('x' || substr(l.id::text, 1, 4))::bit(16)::int % 3 else 0 end as steps) r,
       generate_series(1, r.steps) s`,
      [],
    ],
    // Diagnostic results: scores, their level, a lead each; a third by e-mails that also booked.
    [
      'diagnostic_results',
      `insert into diagnostic_results (id, version, lead_id, name, email, language, answers, scores,
         overall, level, share_id, result_token_hashes, idempotency_key, request_hash, created_at)
       select md5('result-' || r)::uuid, 'v1', md5('lead-' || r * 5 % $2)::uuid, 'Persona ' || r,
         case when r % 3 = 0 then 'client' || (r % 30000) || '@example.com' else 'lead' || r * 5 % $2 || '@example.com' end,
         case when r % 3 = 0 then 'en' else 'es' end, '{}'::jsonb,
         jsonb_build_object('overall', x.overall, 'level', x.level, 'strongest', '[]'::jsonb,
           'weakest', '[]'::jsonb, 'recommendations', '[]'::jsonb,
           'dimensions', jsonb_build_object('purpose', (r * 11) % 101, 'positioning', (r * 13) % 101,
             'visual', (r * 17) % 101, 'digital', (r * 19) % 101, 'content', (r * 23) % 101,
             'reputation', (r * 29) % 101)),
         x.overall, x.level, 'bench-' || r, '{}'::text[], 'bench-' || r, 'bench',
         now() - ((r::bigint * 7927) % ${MINUTES}) * interval '1 minute'
       from generate_series(0, $1 - 1) r,
       lateral (select (r * 37) % 101 as overall) o,
       lateral (select o.overall, case when o.overall < 40 then 'emerging' when o.overall < 60 then 'developing'
                  when o.overall < 80 then 'established' else 'leading' end as level) x`,
      [diagnostics, leads],
    ],
    // The owner's own blocked nights, a few a year, on nights no stay takes (after a one-night stay).
    [
      'rental_blocked_nights',
      `insert into rental_blocked_nights (nights, note, created_by)
       select daterange(${first} + i * 120 + 1, ${first} + i * 120 + 2, '[)'), 'bench', 'admin@example.com'
       from generate_series(0, 8) i`,
      [],
    ],
  ];
  const counts = {};
  for (const [name, text, params] of steps) {
    const started = performance.now();
    const result = await db.query(text, params);
    counts[name] = { rows: result.rowCount, ms: Math.round(performance.now() - started) };
  }
  await db.query('analyze');
  return counts;
}
