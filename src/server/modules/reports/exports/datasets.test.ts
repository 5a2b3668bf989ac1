import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExportRequest } from '@contracts/exports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { createLocalStorage } from '../../../platform/storage/local';
import type { Storage } from '../../../platform/storage';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { paymentPlanInstalments, paymentPlans } from '../../../db-schema';
import { reportExports } from '../schema';
import { fixedReport } from './exports-fixture';
import { runExport } from './job';
import { requestExport } from './records';
import { summaryCsv, summaryWorkbook } from './summary';

describe.each(testEngines)('export data sets on $name', (engine) => {
  let database: Database;
  let storage: Storage;
  let root: string;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-export-datasets-'));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Runs an export to its file and answers the CSV's lines (without the BOM and the final line end). */
  async function csvLines(request: Omit<ExportRequest, 'format'>) {
    const { id } = await requestExport(database.db, { ...request, format: 'csv' }, 'owner@example.com');
    await runExport({ db: database.db, storage, report: async (_db, range) => fixedReport(range) }, id);
    const [row] = await database.db.select().from(reportExports).where(eq(reportExports.id, id));
    expect(row!.status).toBe('done');
    const file = await storage.get(row!.objectName!);
    const text = Buffer.from(await new Response(file!.body).arrayBuffer()).toString('utf8');
    return text.slice(1).split('\r\n').slice(0, -1);
  }

  it('calls an instalment overdue as the plan lists do: due, past its date, in an active plan', async () => {
    const db = database.db;
    const plan = (reference: string, status: string) => ({
      reference,
      purpose: 'appointment',
      option: 'instalments',
      totalMinor: 300_000,
      currency: 'MXN',
      status,
      lang: 'es',
      customerEmail: 'plan@example.com',
      customerName: reference,
    });
    const [active, awaiting, cancelled] = await db
      .insert(paymentPlans)
      .values([plan('activo', 'active'), plan('esperando', 'awaiting_first'), plan('cancelado', 'cancelled')])
      .returning();
    // Days long past, so every instalment is past its date; the hour orders the rows.
    const due = (hour: number) => new Date(`2025-01-10T${String(hour).padStart(2, '0')}:00:00.000Z`);
    await db.insert(paymentPlanInstalments).values([
      { planId: active!.id, seq: 1, amountMinor: 100_000, dueAt: due(15), status: 'paid', paidAt: due(15) },
      { planId: active!.id, seq: 2, amountMinor: 100_000, dueAt: due(16), status: 'due' },
      { planId: awaiting!.id, seq: 1, amountMinor: 100_000, dueAt: due(17), status: 'due' },
      { planId: cancelled!.id, seq: 1, amountMinor: 100_000, dueAt: due(18), status: 'cancelled' },
    ]);
    const lines = await csvLines({
      dataset: 'instalments',
      lang: 'en',
      from: '2025-01-10',
      to: '2025-01-10',
    });
    expect(lines[0]).toMatch(/^Due,Instalment no\.,Of,Amount \(MXN\),Status,/);
    const statusAndClient = lines.slice(1).map((line) => {
      const cells = line.split(',');
      return [cells[4], cells[9]];
    });
    expect(statusAndClient).toEqual([
      ['Paid', 'activo'],
      ['Overdue', 'activo'],
      // The first payment's checkout is still open: "due now", not overdue.
      ['Due', 'esperando'],
      ['Cancelled', 'cancelado'],
    ]);
  });

  it('counts the summary’s progress in rows, as its batches report them (not in sheets)', async () => {
    const report = fixedReport({ from: '2031-03-01', to: '2031-03-03', days: 3 });
    for (const source of [summaryWorkbook(report, 'es'), summaryCsv(report, 'en')]) {
      let rows = 0;
      for (const table of source.tables) for await (const batch of table.batches) rows += batch.length;
      expect(rows).toBeGreaterThan(source.tables.length);
      expect(source.total).toBe(rows);
    }
  });
});
