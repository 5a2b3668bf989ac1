import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { leadWithEvents, upsertLead } from './service';

describe.each(testEngines)('leads on $name', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
  });
  afterAll(() => database.close());

  it('deduplicates by e-mail (any case), keeps known details, records every event and source once', async () => {
    const db = database.db;
    const first = await upsertLead(db, {
      email: ' Lucia@Example.COM ',
      name: 'Lucía',
      company: 'Taller',
      language: 'es',
      source: 'diagnostic',
      event: { kind: 'diagnostic.completed', data: { overall: 50 } },
    });
    expect(first.created).toBe(true);
    const second = await db.transaction((tx) =>
      upsertLead(tx, {
        email: 'lucia@example.com',
        name: 'Lucía Pérez',
        company: '  ',
        role: 'Directora',
        language: 'en',
        source: 'contact',
        event: { kind: 'contact.message' },
      }),
    );
    const third = await upsertLead(db, {
      email: 'LUCIA@example.com',
      language: 'en',
      source: 'diagnostic',
      event: { kind: 'diagnostic.completed' },
    });
    expect(second).toEqual({ leadId: first.leadId, created: false });
    expect(third.leadId).toBe(first.leadId);

    const lead = await leadWithEvents(db, first.leadId);
    expect(lead).toMatchObject({
      email: 'lucia@example.com',
      name: 'Lucía Pérez',
      company: 'Taller',
      role: 'Directora',
      language: 'en',
      sources: ['diagnostic', 'contact'],
    });
    expect(lead!.events.map((e) => [e.kind, e.source])).toEqual([
      ['diagnostic.completed', 'diagnostic'],
      ['contact.message', 'contact'],
      ['diagnostic.completed', 'diagnostic'],
    ]);
    expect(lead!.events[0]!.data).toEqual({ overall: 50 });
  });
});
