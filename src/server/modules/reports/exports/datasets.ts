import { dimensionIds } from '@contracts/diagnostic';
import type { DayRange } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { countRows, onDays, pages, selectList, wall, type PagedQuery } from './pager';
import type { Column, ExportSource, Lang, Words } from './table';
import * as w from './words';

/*
 * The tabular data sets, each one statement paged by key (see pager.ts). Every row is in the period by the
 * date named in its description; times are Mexico City wall times, money integer centavos.
 */

const col = (es: string, en: string, type: Column['type'], extra: Partial<Column> = {}): Column => ({
  label: { es, en },
  type,
  ...extra,
});

interface Spec {
  name: Words;
  fields: [Column, SQL][];
  query: Omit<PagedQuery, 'select' | 'columns'>;
}

async function sourceOf(db: Db, spec: Spec): Promise<ExportSource> {
  const query: PagedQuery = {
    ...spec.query,
    select: selectList(spec.fields.map(([, expression]) => expression)),
    columns: spec.fields.length,
  };
  return {
    total: await countRows(db, query),
    tables: [{ name: spec.name, columns: spec.fields.map(([column]) => column), batches: pages(db, query) }],
  };
}

const text = (value: string) => sql`${value}::text`;

/** A code's word in the export's language, in SQL (for codes inside a composed cell); unknown codes stay. */
const wordOf = (code: SQL, words: Record<string, Words>, lang: Lang) =>
  sql`(case ${code} ${sql.join(
    Object.entries(words).map(([key, word]) => sql`when ${text(key)} then ${text(word[lang])}`),
    sql` `,
  )} else ${code} end)`;

/** Appointments starting on a day of the period, every status. */
function appointments(range: DayRange, lang: Lang): Spec {
  return {
    name: { es: 'Citas', en: 'Appointments' },
    fields: [
      [col('Inicio', 'Start', 'datetime'), wall(sql`a.starts_at`)],
      [col('Fin', 'End', 'datetime'), wall(sql`a.ends_at`)],
      [col('Servicio', 'Service', 'text', { width: 28 }), sql`coalesce(s.name->>${text(lang)}, '—')`],
      [col('Estado', 'Status', 'text', { values: w.appointmentStatusWords }), sql`a.status`],
      [col('Cliente', 'Client', 'text', { width: 24 }), sql`a.customer_name`],
      [col('Correo', 'E-mail', 'text', { width: 28 }), sql`a.customer_email`],
      [col('Teléfono', 'Phone', 'text'), sql`a.customer_phone`],
      [col('Idioma', 'Language', 'text', { values: w.languageWords }), sql`a.language`],
      [col('Zona horaria del cliente', "Client's time zone", 'text', { width: 22 }), sql`a.time_zone`],
      [col('Reservada el', 'Booked on', 'datetime'), wall(sql`a.created_at`)],
      [col('Motivo de cancelación', 'Cancellation reason', 'text', { width: 28 }), sql`a.cancel_reason`],
      [col('Notas del cliente', "Client's notes", 'text', { width: 32 }), sql`a.customer_notes`],
      [col('Id', 'Id', 'text', { width: 38 }), sql`a.id::text`],
    ],
    query: {
      from: sql`appointments a left join services s on s.id = a.service_id`,
      where: onDays(sql`a.starts_at`, range),
      key: sql`a.starts_at`,
      keyType: 'timestamptz',
      id: sql`a.id`,
      idType: 'uuid',
    },
  };
}

/**
 * Money in and out, as the revenue report counts it: orders paid in the period (by paid_at) and refunds that
 * succeeded in the period — payment_refunds is the one ledger (recording a manual refund writes its row there,
 * reason 'manual:<method>', so payment_manual_refunds only adds the owner's note and who recorded it).
 * Refunds are negative, so the amount column sums to the report's net.
 */
function payments(range: DayRange): Spec {
  const movements = sql`(
    select 'payment' as kind, o.paid_at as at, 'p' || o.id::text as id, o.id as order_id, o.amount_minor as amount,
      null::text as note, o.manual_by as by
    from payment_orders o where o.paid_at is not null and ${onDays(sql`o.paid_at`, range)}
    union all
    select case when r.reason like 'manual:%' then 'manual_refund' else 'refund' end, r.created_at,
      'r' || r.id::text, r.order_id, -r.amount_minor,
      case when r.reason like 'manual:%' then m.note else r.reason end, coalesce(m.recorded_by, r.created_by)
    from payment_refunds r
    left join payment_manual_refunds m on m.order_id = r.order_id and r.reason like 'manual:%'
    where r.status = 'succeeded' and ${onDays(sql`r.created_at`, range)}
  ) as u join payment_orders o on o.id = u.order_id`;
  return {
    name: { es: 'Pagos y reembolsos', en: 'Payments and refunds' },
    fields: [
      [col('Fecha', 'Date', 'datetime'), wall(sql`u.at`)],
      [col('Movimiento', 'Movement', 'text', { values: w.movementWords }), sql`u.kind`],
      [col('Importe (MXN)', 'Amount (MXN)', 'money'), sql`u.amount`],
      [col('Recibo', 'Receipt', 'text'), sql`o.receipt_number`],
      [col('Concepto', 'Purpose', 'text', { values: w.purposeWords }), sql`o.purpose`],
      [col('Proveedor', 'Provider', 'text'), sql`o.provider`],
      [col('Método', 'Method', 'text'), sql`o.method`],
      [col('Cliente', 'Client', 'text', { width: 24 }), sql`o.customer_name`],
      [col('Correo', 'E-mail', 'text', { width: 28 }), sql`o.customer_email`],
      [col('Importe del pedido (MXN)', 'Order amount (MXN)', 'money'), sql`o.amount_minor`],
      [col('Estado del pedido', 'Order status', 'text', { values: w.orderStatusWords }), sql`o.status`],
      [col('Nota', 'Note', 'text', { width: 28 }), sql`u.note`],
      [col('Registrado por', 'Recorded by', 'text', { width: 24 }), sql`u.by`],
      [col('Referencia', 'Reference', 'text', { width: 24 }), sql`o.reference`],
    ],
    query: {
      from: movements,
      where: sql`true`,
      key: sql`u.at`,
      keyType: 'timestamptz',
      id: sql`u.id`,
      idType: 'text',
    },
  };
}

/** Plan instalments falling due on a day of the period; 'overdue' is a due one past its date in an active plan. */
function instalments(range: DayRange): Spec {
  return {
    name: { es: 'Pagos de planes', en: 'Plan instalments' },
    fields: [
      [col('Vence', 'Due', 'datetime'), wall(sql`i.due_at`)],
      [col('Pago nº', 'Instalment no.', 'int'), sql`i.seq`],
      [
        col('De', 'Of', 'int'),
        sql`(select count(*)::int from payment_plan_instalments n where n.plan_id = i.plan_id)`,
      ],
      [col('Importe (MXN)', 'Amount (MXN)', 'money'), sql`i.amount_minor`],
      [
        col('Estado', 'Status', 'text', { values: w.instalmentStatusWords }),
        // As the plan lists say it (payments' instalmentStatusOf): overdue only in an active plan.
        sql`case when p.status = 'active' and i.status = 'due' and i.due_at <= now() then 'overdue' else i.status end`,
      ],
      [col('Pagado el', 'Paid on', 'datetime'), wall(sql`i.paid_at`)],
      [col('Plan', 'Plan', 'text', { values: w.planOptionWords }), sql`p.option`],
      [col('Para', 'For', 'text', { values: w.purposeWords }), sql`p.purpose`],
      [col('Total del plan (MXN)', 'Plan total (MXN)', 'money'), sql`p.total_minor`],
      [col('Cliente', 'Client', 'text', { width: 24 }), sql`p.customer_name`],
      [col('Correo', 'E-mail', 'text', { width: 28 }), sql`p.customer_email`],
      [col('Referencia del plan', 'Plan reference', 'text', { width: 24 }), sql`p.reference`],
    ],
    query: {
      from: sql`payment_plan_instalments i join payment_plans p on p.id = i.plan_id`,
      where: onDays(sql`i.due_at`, range),
      key: sql`i.due_at`,
      keyType: 'timestamptz',
      id: sql`i.id`,
      idType: 'uuid',
    },
  };
}

/** Leads created in the period, with every status change the owner made (oldest first). */
function leads(range: DayRange, lang: Lang): Spec {
  const by = lang === 'es' ? ' por ' : ' by ';
  const status = (code: SQL) => wordOf(code, w.leadStatusWords, lang);
  return {
    name: { es: 'Prospectos', en: 'Leads' },
    fields: [
      [col('Creado', 'Created', 'datetime'), wall(sql`l.created_at`)],
      [col('Nombre', 'Name', 'text', { width: 24 }), sql`l.name`],
      [col('Correo', 'E-mail', 'text', { width: 28 }), sql`l.email`],
      [col('Empresa', 'Company', 'text', { width: 22 }), sql`l.company`],
      [col('Puesto', 'Role', 'text'), sql`l.role`],
      [col('Idioma', 'Language', 'text', { values: w.languageWords }), sql`l.language`],
      [
        col('Orígenes', 'Sources', 'text', { width: 22 }),
        sql`(select string_agg(${wordOf(sql`s.source`, w.leadSourceWords, lang)}, ', ' order by s.n)
          from unnest(l.sources) with ordinality as s(source, n))`,
      ],
      [col('Estado', 'Status', 'text', { values: w.leadStatusWords }), sql`l.status`],
      [
        col('Historial de estado', 'Status history', 'text', { width: 60 }),
        sql`(select string_agg(${wall(sql`e.created_at`)} || ' ' || coalesce(${status(sql`e.data->>'from'`)}, '?') || ' → ' ||
            coalesce(${status(sql`e.data->>'to'`)}, '?') || coalesce(${text(by)} || (e.data->>'by'), ''), '; ' order by e.created_at, e.id)
          from lead_events e where e.lead_id = l.id and e.kind = 'lead.status')`,
      ],
      [col('Última actualización', 'Last updated', 'datetime'), wall(sql`l.updated_at`)],
      [col('Id', 'Id', 'text', { width: 38 }), sql`l.id::text`],
    ],
    query: {
      from: sql`leads l`,
      where: onDays(sql`l.created_at`, range),
      key: sql`l.created_at`,
      keyType: 'timestamptz',
      id: sql`l.id`,
      idType: 'uuid',
    },
  };
}

/** Diagnostic results submitted in the period, with the score of each dimension. */
function diagnostic(range: DayRange): Spec {
  return {
    name: { es: 'Diagnósticos', en: 'Diagnostic results' },
    fields: [
      [col('Enviado', 'Submitted', 'datetime'), wall(sql`r.created_at`)],
      [col('Nombre', 'Name', 'text', { width: 24 }), sql`r.name`],
      [col('Correo', 'E-mail', 'text', { width: 28 }), sql`r.email`],
      [col('Empresa', 'Company', 'text', { width: 22 }), sql`r.company`],
      [col('Puesto', 'Role', 'text'), sql`r.role`],
      [col('Idioma', 'Language', 'text', { values: w.languageWords }), sql`r.language`],
      [col('Versión', 'Version', 'text'), sql`r.version`],
      [col('Puntuación global', 'Overall score', 'int'), sql`r.overall`],
      [col('Nivel', 'Level', 'text', { values: w.levelWords }), sql`r.level`],
      ...dimensionIds.map((id): [Column, SQL] => [
        col(w.dimensionWords[id]!.es, w.dimensionWords[id]!.en, 'int'),
        sql`(r.scores->'dimensions'->>${text(id)})::int`,
      ]),
      [col('Id', 'Id', 'text', { width: 38 }), sql`r.id::text`],
    ],
    query: {
      from: sql`diagnostic_results r`,
      where: onDays(sql`r.created_at`, range),
      key: sql`r.created_at`,
      keyType: 'timestamptz',
      id: sql`r.id`,
      idType: 'uuid',
    },
  };
}

/** Stays checking in on a day of the period (a stay's days are already Mexico City dates). */
function stays(range: DayRange): Spec {
  return {
    name: { es: 'Estancias', en: 'Stays' },
    fields: [
      [col('Llegada', 'Check-in', 'date'), sql`s.check_in::text`],
      [col('Salida', 'Check-out', 'date'), sql`s.check_out::text`],
      [col('Noches', 'Nights', 'int'), sql`(s.check_out - s.check_in)::int`],
      [col('Huéspedes', 'Guests', 'int'), sql`s.guests`],
      [col('Estado', 'Status', 'text', { values: w.stayStatusWords }), sql`s.status`],
      [col('Cliente', 'Guest', 'text', { width: 24 }), sql`s.customer_name`],
      [col('Correo', 'E-mail', 'text', { width: 28 }), sql`s.customer_email`],
      [col('Teléfono', 'Phone', 'text'), sql`s.customer_phone`],
      [col('Idioma', 'Language', 'text', { values: w.languageWords }), sql`s.language`],
      [col('Tarifa por noche (MXN)', 'Nightly rate (MXN)', 'money'), sql`s.nightly_rate_minor`],
      [col('Noches (MXN)', 'Nights (MXN)', 'money'), sql`s.nights_subtotal_minor`],
      [col('Limpieza (MXN)', 'Cleaning (MXN)', 'money'), sql`s.cleaning_fee_minor`],
      [
        col('Impuestos (MXN)', 'Taxes (MXN)', 'money'),
        sql`s.total_minor - s.nights_subtotal_minor - s.cleaning_fee_minor`,
      ],
      [col('Total (MXN)', 'Total (MXN)', 'money'), sql`s.total_minor`],
      [col('Forma de pago', 'Payment option', 'text', { values: w.planOptionWords }), sql`s.payment_option`],
      [col('Reservada el', 'Booked on', 'datetime'), wall(sql`s.created_at`)],
      [col('Id', 'Id', 'text', { width: 38 }), sql`s.id::text`],
    ],
    query: {
      from: sql`stays s`,
      where: sql`s.check_in between ${range.from}::date and ${range.to}::date`,
      key: sql`s.check_in`,
      keyType: 'date',
      id: sql`s.id`,
      idType: 'uuid',
    },
  };
}

export type TabularDataset = 'appointments' | 'payments' | 'instalments' | 'leads' | 'diagnostic' | 'stays';

const specs: Record<TabularDataset, (range: DayRange, lang: Lang) => Spec> = {
  appointments,
  payments,
  instalments,
  leads,
  diagnostic,
  stays,
};

export const tabularSource = (db: Db, dataset: TabularDataset, range: DayRange, lang: Lang) =>
  sourceOf(db, specs[dataset](range, lang));
