import { normaliseEmail } from '@contracts/contacts';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-read';
import { mexicoCityTime, splitName } from './export';
import { languageOf, mapHeaders, stageOf } from './import-mapping';

describe('contact normalisation and CSV mapping', () => {
  it('normalises an e-mail by trimming and lower-casing only (gmail dots and +tags are kept)', () => {
    expect(normaliseEmail('  Ana.Lopez+web@GMail.com ')).toBe('ana.lopez+web@gmail.com');
    expect(normaliseEmail('ANA@example.com')).toBe(normaliseEmail('ana@example.com'));
    expect(normaliseEmail('a.na@gmail.com')).not.toBe(normaliseEmail('ana@gmail.com'));
  });

  it("maps HubSpot's export headers, Spanish ones and this site's own export", () => {
    expect(
      mapHeaders([
        'First Name',
        'Last Name',
        'Email',
        'Phone Number',
        'Company Name',
        'Lifecycle Stage',
        'Job Title',
        'Record ID',
      ]),
    ).toEqual(['firstName', 'lastName', 'email', 'phone', 'company', 'status', 'role', null]);
    expect(mapHeaders(['Correo electrónico', 'Teléfono', 'Nombre completo', 'Etapa', 'Idioma'])).toEqual([
      'email',
      'phone',
      'name',
      'status',
      'language',
    ]);
    // A field named twice keeps its first column.
    expect(mapHeaders(['Email', 'E-mail'])).toEqual(['email', null]);
  });

  it('maps stages and lead statuses to the CRM statuses; unknown ones are undefined, blank null', () => {
    expect(stageOf('customer')).toBe('won');
    expect(stageOf('marketingqualifiedlead')).toBe('qualified');
    expect(stageOf('IN_PROGRESS')).toBe('contacted');
    expect(stageOf('Perdido')).toBe('lost');
    expect(stageOf('')).toBeNull();
    expect(stageOf('alien')).toBeUndefined();
    expect(languageOf('English')).toBe('en');
    expect(languageOf('Español')).toBe('es');
    expect(languageOf('fr')).toBeNull();
  });

  it('reads CSV as spreadsheets write it: BOM, quotes, line breaks in quotes, semicolons, blank lines', () => {
    expect(readCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n1,"two\nlines"\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['1', 'two\nlines'] },
    ]);
    expect(readCsv('Email;Nombre\nana@x.mx;Ana')).toEqual([
      { line: 1, fields: ['Email', 'Nombre'] },
      { line: 2, fields: ['ana@x.mx', 'Ana'] },
    ]);
  });

  it('writes Mexico City wall time and splits names for the export', () => {
    expect(mexicoCityTime('2026-03-01T18:30:00Z')).toBe('2026-03-01 12:30');
    expect(mexicoCityTime('2026-01-01T05:59:00Z')).toBe('2025-12-31 23:59');
    expect(splitName('Ana María López')).toEqual({ first: 'Ana', last: 'María López' });
    expect(splitName(null)).toEqual({ first: '', last: '' });
  });
});
