import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportHistorySchema, exportRecordSchema } from '@contracts/exports';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { jobs } from '../../../platform/jobs/schema';
import { handleApiError, requestContext, type AppEnv } from '../../../platform/http';
import { createJobRunner } from '../../../platform/jobs/runner';
import { createLogger } from '../../../platform/logging';
import { createLocalStorage } from '../../../platform/storage/local';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import {
  appointments,
  leadEvents,
  leads,
  paymentManualRefunds,
  paymentOrders,
  paymentRefunds,
  services,
  stays,
} from '../../../db-schema';
import { exportRoutes } from '../export-routes';
import { reportExports } from '../schema';
import { expireExport, exportJobHandlers, runExport, type ExportJobDeps } from './job';
import { fixedReport } from './exports-fixture';
import { EXPORT_EXPIRY_JOB, EXPORT_JOB } from './records';
import { MXN_FORMAT } from './xlsx';

const admin = { userId: randomUUID(), email: 'owner@example.com', sessionId: 'test', role: 'admin' as const };

describe.each(testEngines)('exports on $name', (engine) => {
  let database: Database;
  let app: Hono<AppEnv>;
  let deps: ExportJobDeps;
  let root: string;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-exports-'));
    const storage = createLocalStorage(root);
    deps = { db: database.db, storage, report: async (_db, range) => fixedReport(range) };
    app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.use('*', async (c, next) => {
      c.set('viewer', admin);
      await next();
    });
    app.route('/api/admin/exports', exportRoutes({ db: database.db, storage }));
    app.onError(handleApiError);

    const db = database.db;
    const [service] = await db.select().from(services).limit(1);
    const appointment = (at: string, name: string, email: string) => ({
      serviceId: service!.id,
      status: 'confirmed',
      startsAt: new Date(at),
      endsAt: new Date(new Date(at).getTime() + 3_600_000),
      blocked: `[${at},${new Date(new Date(at).getTime() + 3_600_000).toISOString()})`,
      customerName: name,
      customerEmail: email,
      language: 'es',
      timeZone: 'America/Mexico_City',
      icsUid: `${randomUUID()}@test`,
    });
    await db.insert(appointments).values([
      // 2031-03-01 00:30 in Mexico City: inside the period although 2031-03-01 06:30 UTC.
      appointment('2031-03-01T06:30:00.000Z', 'Íñigo Muñoz', 'inigo@example.com'),
      appointment('2031-03-02T17:00:00.000Z', '=HYPERLINK("http://x")', 'evil@example.com'),
      // 2031-02-28 23:30 in Mexico City: the day before the period.
      appointment('2031-03-01T05:30:00.000Z', 'Fuera Antes', 'before@example.com'),
      // 2031-03-04 00:00 in Mexico City: the day after.
      appointment('2031-03-04T06:00:00.000Z', 'Fuera Después', 'after@example.com'),
    ]);
    const order = (paidAt: string, amount: number) => ({
      reference: randomUUID(),
      purpose: 'appointment',
      amountMinor: amount,
      currency: 'MXN',
      status: 'paid',
      provider: 'sandbox',
      expiresAt: new Date(paidAt),
      paidAt: new Date(paidAt),
      lang: 'es',
      customerEmail: 'pay@example.com',
      customerName: 'Paula Pérez',
    });
    const [paid] = await db
      .insert(paymentOrders)
      .values([order('2031-03-02T18:00:00.000Z', 150_050), order('2031-02-20T18:00:00.000Z', 99_900)])
      .returning();
    await db.insert(paymentRefunds).values({
      orderId: paid!.id,
      amountMinor: 20_000,
      status: 'succeeded',
      idempotencyKey: randomUUID(),
      createdBy: 'owner@example.com',
      createdAt: new Date('2031-03-03T18:00:00.000Z'),
    });
    // A manual refund as recordManualRefund (payments/manual-refunds.ts) leaves it: recorded, and its ledger
    // row in payment_refunds (reason 'manual:<method>'). It is one movement, not two.
    await db.insert(paymentManualRefunds).values({
      orderId: paid!.id,
      amountMinor: 30_000,
      currency: 'MXN',
      cause: 'manual',
      status: 'recorded',
      recordedAmountMinor: 30_000,
      method: 'cash',
      note: 'Efectivo en el estudio',
      recordedBy: 'owner@example.com',
      recordedAt: new Date('2031-03-03T20:00:00.000Z'),
    });
    await db.insert(paymentRefunds).values({
      orderId: paid!.id,
      amountMinor: 30_000,
      status: 'succeeded',
      reason: 'manual:cash',
      idempotencyKey: `refund:manual:${randomUUID()}`,
      createdBy: 'owner@example.com',
      createdAt: new Date('2031-03-03T20:00:00.000Z'),
    });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const post = (body: unknown) =>
    app.request('/api/admin/exports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const period = { from: '2031-03-01', to: '2031-03-03' };

  /** Asks for an export and runs its job as the runner would; answers the download. */
  async function exportFile(body: Record<string, unknown>) {
    const answer = await post({ ...period, ...body });
    expect(answer.status).toBe(202);
    const record = exportRecordSchema.parse(await answer.json());
    expect(record).toMatchObject({ status: 'queued', createdBy: admin.email });
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${EXPORT_JOB}:${record.id}`));
    expect(job?.payload).toEqual({ exportId: record.id });
    await runExport(deps, record.id);
    const download = await app.request(`/api/admin/exports/${record.id}/download`);
    return { record, download };
  }

  it('writes a CSV with a BOM, CRLF, accents, the injection defused and only the period’s rows', async () => {
    const { record, download } = await exportFile({ dataset: 'appointments', format: 'csv', lang: 'es' });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="estudio-appointments-2031-03-01-2031-03-03.csv"',
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Inicio,Fin,Servicio,Estado,Cliente,Correo,/);
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('2031-03-01 00:30,2031-03-01 01:30,');
    expect(rows[0]).toContain('Confirmada,Íñigo Muñoz,inigo@example.com');
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(bytes.toString('utf8')).not.toMatch(/Fuera/);

    const status = exportRecordSchema.parse(
      await (await app.request(`/api/admin/exports/${record.id}`)).json(),
    );
    expect(status).toMatchObject({
      status: 'done',
      rowsDone: 2,
      rowsTotal: 2,
      size: bytes.length,
      expired: false,
    });
    expect(new Date(status.expiresAt!).getTime() - new Date(status.finishedAt!).getTime()).toBe(
      24 * 3_600_000,
    );
  });

  it('writes a workbook with typed cells: dates as dates, money as numbers in MXN, a frozen bold header', async () => {
    const { download } = await exportFile({ dataset: 'payments', format: 'xlsx', lang: 'en' });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await download.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Payments and refunds');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    expect(sheet.getRow(1).getCell(3).value).toBe('Amount (MXN)');
    expect(sheet.getRow(1).font?.bold ?? sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
    const payment = sheet.getRow(2);
    expect(payment.getCell(1).value).toBeInstanceOf(Date);
    // 12:00 in Mexico City, written as the wall clock reads.
    expect((payment.getCell(1).value as Date).toISOString()).toBe('2031-03-02T12:00:00.000Z');
    expect(payment.getCell(2).value).toBe('Payment');
    expect(payment.getCell(3).value).toBe(1500.5);
    expect(payment.getCell(3).numFmt).toBe(MXN_FORMAT);
    const refund = sheet.getRow(3);
    expect(refund.getCell(2).value).toBe('Refund');
    expect(refund.getCell(3).value).toBe(-200);
    expect(typeof refund.getCell(3).value).toBe('number');
    const manual = sheet.getRow(4);
    expect(manual.getCell(2).value).toBe('Manual refund');
    expect(manual.getCell(3).value).toBe(-300);
  });

  it('exports the summary: a sheet per section, CSV figures as rows, and the PDF', async () => {
    const xlsx = await exportFile({ dataset: 'summary', format: 'xlsx', lang: 'es' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.download.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Ingresos',
      'Citas',
      'Prospectos',
      'Diagnóstico',
      'Renta',
    ]);
    const revenue = workbook.getWorksheet('Ingresos')!;
    expect(revenue.getRow(2).getCell(3).value).toBe(1500);
    expect(revenue.getRow(2).getCell(3).numFmt).toBe(MXN_FORMAT);

    const csv = await exportFile({ dataset: 'summary', format: 'csv', lang: 'en' });
    const text = Buffer.from(await csv.download.arrayBuffer()).toString('utf8');
    expect(text).toContain('Section,Group,Item,Figure,Value,Unit\r\n');
    expect(text).toContain('Revenue,Totals,Period,Net,1300.00,MXN\r\n');
    // Codes in the export's language: the provider and the lead source by their names.
    expect(text).toContain('Revenue,By provider,Mercado Pago,Paid,1500.00,MXN\r\n');
    expect(text).toContain('Leads,By source,Launch list,');

    const pdf = await exportFile({ dataset: 'summary', format: 'pdf', lang: 'en' });
    expect(pdf.download.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('exports leads with their status history, stays with their price, instalments and diagnostic results', async () => {
    const db = database.db;
    const [lead] = await db
      .insert(leads)
      .values({
        email: 'lucia@example.com',
        name: 'Lucía Ñúñez',
        sources: ['contact', 'diagnostic'],
        status: 'contacted',
        createdAt: new Date('2031-03-02T15:00:00.000Z'),
      })
      .returning();
    await db.insert(leadEvents).values({
      leadId: lead!.id,
      kind: 'lead.status',
      source: 'admin',
      data: { from: 'new', to: 'contacted', by: 'owner@example.com' },
      createdAt: new Date('2031-03-02T16:00:00.000Z'),
    });
    await db.insert(stays).values({
      checkIn: '2031-03-03',
      checkOut: '2031-03-06',
      nights: '[2031-03-03,2031-03-06)',
      guests: 2,
      customerName: 'Huésped',
      customerEmail: 'guest@example.com',
      customerPhone: '+52 55 0000 0000',
      language: 'en',
      status: 'confirmed',
      currency: 'MXN',
      nightlyRateMinor: 100_000,
      nightsSubtotalMinor: 300_000,
      cleaningFeeMinor: 50_000,
      taxes: [],
      totalMinor: 406_000,
      dueNowMinor: 406_000,
      paymentOption: 'full',
    });
    const text = async (dataset: string, lang = 'es') => {
      const { download } = await exportFile({ dataset, format: 'csv', lang });
      expect(download.status).toBe(200);
      return Buffer.from(await download.arrayBuffer())
        .toString('utf8')
        .slice(1)
        .split('\r\n');
    };
    const leadLines = await text('leads');
    expect(leadLines[1]).toContain('2031-03-02 09:00,Lucía Ñúñez,lucia@example.com');
    expect(leadLines[1]).toContain(
      '"Contacto, Diagnóstico",Contactado,2031-03-02 10:00 Nuevo → Contactado por owner@example.com',
    );
    const stayLines = await text('stays', 'en');
    expect(stayLines[0]).toMatch(/^Check-in,Check-out,Nights,Guests,Status,/);
    expect(stayLines[1]).toMatch(
      /^2031-03-03,2031-03-06,3,2,Confirmed,Huésped,.*,1000\.00,3000\.00,500\.00,560\.00,4060\.00,Paid in full,/,
    );
    expect(await text('instalments')).toHaveLength(2); // the header and the final line end
    const diagnostic = await text('diagnostic', 'en');
    expect(diagnostic[0]).toContain('Overall score,Level,Purpose,Positioning,Visual identity');
  });

  it('runs through the job runner: POST, the runner claims the job, the download works', async () => {
    const runner = createJobRunner({
      db: database.db,
      logger: createLogger('silent'),
      pollMs: 20,
      handlers: exportJobHandlers(deps),
    });
    const answer = await post({ dataset: 'appointments', format: 'xlsx', ...period });
    const { id } = exportRecordSchema.parse(await answer.json());
    expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
    const status = exportRecordSchema.parse(await (await app.request(`/api/admin/exports/${id}`)).json());
    expect(status).toMatchObject({ status: 'done', rowsDone: 2, rowsTotal: 2 });
    const download = await app.request(`/api/admin/exports/${id}/download`);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('refuses bad requests with field errors', async () => {
    const errors = async (body: unknown) => {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { error: { fields: Record<string, string[]> } }).error.fields;
    };
    expect(await errors({ dataset: 'secrets', format: 'csv', ...period })).toMatchObject({
      dataset: ['unknown_dataset'],
    });
    expect(await errors({ dataset: 'leads', format: 'pdf', ...period })).toEqual({
      format: ['unsupported_format'],
    });
    expect(await errors({ dataset: 'leads', format: 'docx', ...period })).toMatchObject({
      format: ['unknown_format'],
    });
    expect(await errors({ dataset: 'leads', format: 'csv' })).toMatchObject({
      from: ['required'],
      to: ['required'],
    });
    expect(await errors({ dataset: 'leads', format: 'csv', from: '2031-02-30', to: '2031-03-01' })).toEqual({
      from: ['invalid_date'],
    });
    expect(await errors({ dataset: 'leads', format: 'csv', from: '2031-03-02', to: '2031-03-01' })).toEqual({
      to: ['inverted_range'],
    });
    expect(await errors({ dataset: 'leads', format: 'csv', from: '2020-01-01', to: '2026-01-01' })).toEqual({
      to: ['range_too_long'],
    });
    // Every problem at once: a bad field does not hide the period's.
    expect(
      await errors({ dataset: 'leads', format: 'csv', from: '2031-03-02', to: '2031-03-01', lang: 'fr' }),
    ).toEqual({ lang: ['invalid_value'], to: ['inverted_range'] });
    expect(await errors({ dataset: 'leads', format: 'csv', from: '9999-12-31', to: '9999-12-31' })).toEqual({
      from: ['invalid_date'],
      to: ['invalid_date'],
    });
    expect(await errors({ dataset: 'leads', format: 'pdf', from: '1899-12-31', to: '2031-03-01' })).toEqual({
      format: ['unsupported_format'],
      from: ['invalid_date'],
    });
    expect((await app.request('/api/admin/exports/nope')).status).toBe(400);
    expect((await app.request(`/api/admin/exports/${randomUUID()}/download`)).status).toBe(404);
  });

  it('answers 409 before the file is ready, 410 once expired (the file deleted) or failed', async () => {
    const answer = await post({ dataset: 'leads', format: 'csv', ...period });
    const { id } = exportRecordSchema.parse(await answer.json());
    expect((await app.request(`/api/admin/exports/${id}/download`)).status).toBe(409);
    await runExport(deps, id);
    expect((await app.request(`/api/admin/exports/${id}/download`)).status).toBe(200);
    const [expiry] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${EXPORT_EXPIRY_JOB}:${id}`));
    expect(expiry!.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    await database.db
      .update(reportExports)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(reportExports.id, id));
    expect((await app.request(`/api/admin/exports/${id}/download`)).status).toBe(410);
    await expireExport(deps, id);
    const [row] = await database.db.select().from(reportExports).where(eq(reportExports.id, id));
    expect(row!.fileDeletedAt).not.toBeNull();
    expect(await deps.storage.head(row!.objectName!)).toBeNull();

    const failing: ExportJobDeps = { ...deps, report: () => Promise.reject(new Error('no figures')) };
    const broken = exportRecordSchema.parse(
      await (await post({ dataset: 'summary', format: 'pdf', ...period })).json(),
    );
    await expect(runExport(failing, broken.id)).rejects.toThrow('no figures');
    expect((await app.request(`/api/admin/exports/${broken.id}/download`)).status).toBe(410);
  });

  it('keeps a history of the last 20, newest first, with who asked', async () => {
    // Older exports than this file's, enough that the history has more than 20 to choose from.
    const older = await database.db
      .insert(reportExports)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          dataset: 'stays',
          format: 'csv',
          lang: 'es',
          fromDay: '2030-01-01',
          toDay: '2030-01-31',
          createdBy: admin.email,
          createdAt: new Date(Date.UTC(2020, 1, 1, 0, i)),
        })),
      )
      .returning({ id: reportExports.id, createdAt: reportExports.createdAt });
    const all = await database.db.select({ id: reportExports.id }).from(reportExports);
    expect(all.length).toBeGreaterThan(25);
    const history = exportHistorySchema.parse(await (await app.request('/api/admin/exports')).json());
    expect(history.items).toHaveLength(20);
    const times = history.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The newest of the older ones made it in; the oldest did not.
    const shown = new Set(history.items.map((item) => item.id));
    expect(shown.has(older.at(-1)!.id)).toBe(true);
    expect(shown.has(older[0]!.id)).toBe(false);
    expect(history.items[0]).toMatchObject({ dataset: 'summary', format: 'pdf', status: 'failed' });
    expect(history.items.find((item) => item.expired)).toMatchObject({ dataset: 'leads', status: 'done' });
    expect(history.items.every((item) => item.createdBy === admin.email)).toBe(true);
  });
});
