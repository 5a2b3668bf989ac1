import type { ExportRecord } from '@contracts/exports';
import { describe, expect, it } from 'vitest';
import { statusChanges } from './export-history-status';

const record = (id: string, patch: Partial<ExportRecord> = {}): ExportRecord => ({
  id,
  dataset: 'appointments',
  format: 'xlsx',
  lang: 'es',
  period: { from: '2026-10-01', to: '2026-10-31', days: 31 },
  status: 'running',
  rowsDone: 0,
  rowsTotal: 1000,
  fileName: 'estudio-appointments-2026-10-01-2026-10-31.xlsx',
  size: null,
  createdAt: '2026-11-26T17:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  expired: false,
  createdBy: 'owner@example.com',
  ...patch,
});

const A = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const B = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('the history announces status changes, not progress', () => {
  it('says nothing while a running export only advances', () => {
    const { seen } = statusChanges(new Map(), [record(A, { rowsDone: 100 })]);
    expect(statusChanges(seen, [record(A, { rowsDone: 600 })]).changed).toEqual([]);
  });

  it('speaks of an export that becomes ready or failed, and of a new one', () => {
    const { seen } = statusChanges(new Map(), [record(A)]);
    const next = [record(B, { status: 'queued', rowsTotal: null }), record(A, { status: 'done', size: 10 })];
    expect(statusChanges(seen, next).changed.map((r) => r.id)).toEqual([B, A]);
  });

  it('counts an expired file as a change of the status shown', () => {
    const { seen } = statusChanges(new Map(), [record(A, { status: 'done' })]);
    expect(statusChanges(seen, [record(A, { status: 'done', expired: true })]).changed).toHaveLength(1);
  });
});
