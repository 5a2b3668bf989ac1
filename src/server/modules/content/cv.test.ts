import fs from 'node:fs';
import path from 'node:path';
import { apiErrorBodySchema } from '@contracts/errors';
import { cvSchema, type Cv } from '@contracts/content';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { createTestApp } from '../../test/app';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { nameSlug } from './cv-routes';

/** The PDF's pages as text (pdf.js, as a reader would copy it), with runs of spaces folded. */
async function readPdf(bytes: ArrayBuffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const meta = await getMeta(pdf);
  const annotations = (await (await pdf.getPage(1)).getAnnotations()) as { url?: string }[];
  return {
    pages: totalPages,
    text: text.replace(/\s+/g, ' '),
    info: meta.info as Record<string, unknown>,
    links: annotations.map((a) => a.url).filter(Boolean),
  };
}

describe.each(testEngines)('CV API on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let cv: Cv;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = createTestApp(database);
    const res = await app.request('/api/content/cv');
    cv = cvSchema.parse(await res.json());
  });
  afterAll(() => database.close());

  it('answers the whole CV in the product order, both languages, with a version', async () => {
    const res = await app.request('/api/content/cv');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"cv-${cv.version}"`);
    expect(cv.sections.map((s) => s.kind)).toEqual([
      'objective',
      'experience',
      'education',
      'technical',
      'creative',
      'marketing',
      'interpersonal',
    ]);
    for (const section of cv.sections) {
      expect(section.title.es).not.toBe('');
      expect(section.title.en).not.toBe('');
      if (section.kind !== 'objective') expect(section.items.length).toBeGreaterThan(0);
    }
    const experience = cv.sections.find((s) => s.kind === 'experience')!;
    expect(experience.items[0]!.end).toBeNull(); // the current position: "present"
    expect(cv.location).toEqual({ es: 'Ciudad de México', en: 'Mexico City' });
    expect(cv.salaryExpectation?.es).toMatch(/MXN/);
    expect(cv.person.contactEmail).toContain('@');
    const again = await app.request('/api/content/cv', {
      headers: { 'If-None-Match': `"cv-${cv.version}"` },
    });
    expect(again.status).toBe(304);
  });

  it('serves the PDF as an attachment named after the owner, with an ETag and 304 on a match', async () => {
    const res = await app.request('/api/content/cv.pdf?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="cv-${nameSlug(cv.person.name)}-en.pdf"`,
    );
    expect(nameSlug(cv.person.name)).toBe('alex-rivera');
    const etag = res.headers.get('etag');
    expect(etag).toBe(`"cv-${cv.version}-en"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const cached = await app.request('/api/content/cv.pdf?lang=en', { headers: { 'If-None-Match': etag! } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    // The other language is another representation: another ETag, so no 304.
    const es = await app.request('/api/content/cv.pdf?lang=es', { headers: { 'If-None-Match': etag! } });
    expect(es.status).toBe(200);
    expect(es.headers.get('etag')).toBe(`"cv-${cv.version}-es"`);
    expect(es.headers.get('content-disposition')).toContain('-es.pdf"');
    // No lang: Spanish, the site's default.
    const plain = await app.request('/api/content/cv.pdf');
    expect(plain.headers.get('etag')).toBe(`"cv-${cv.version}-es"`);
  });

  it('answers an unknown language with 400 and the field', async () => {
    const res = await app.request('/api/content/cv.pdf?lang=fr');
    expect(res.status).toBe(400);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['lang']);
  });

  it.each([
    {
      lang: 'es',
      headings: [
        'Objetivo profesional',
        'Experiencia profesional',
        'Formación académica',
        'Habilidades técnicas',
        'Habilidades creativas',
        'Habilidades de marketing',
        'Habilidades interpersonales',
      ],
      samples: ['Líder de producto digital', 'Licenciatura en Diseño y Comunicación Visual', 'Actualidad'],
      salary: 'Expectativa salarial',
      title: 'Currículum vítae — Alex Rivera',
    },
    {
      lang: 'en',
      headings: [
        'Professional objective',
        'Professional experience',
        'Education',
        'Technical skills',
        'Creative skills',
        'Marketing skills',
        'Interpersonal skills',
      ],
      samples: ['Digital product lead', 'BA in Design and Visual Communication', 'Present'],
      salary: 'Salary expectation',
      title: 'Curriculum vitae — Alex Rivera',
    },
  ])('typesets every section in $lang, on at most two pages, with its metadata', async (c) => {
    const res = await app.request(`/api/content/cv.pdf?lang=${c.lang}`);
    const pdf = await readPdf(await res.arrayBuffer());
    // CV_PDF_DIR=folder keeps the files, to look at them (pdftoppm -png).
    if (process.env.CV_PDF_DIR) {
      const again = await app.request(`/api/content/cv.pdf?lang=${c.lang}`);
      fs.writeFileSync(
        path.join(process.env.CV_PDF_DIR, `cv-${c.lang}.pdf`),
        Buffer.from(await again.arrayBuffer()),
      );
    }
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(2);
    for (const heading of c.headings) expect(pdf.text).toContain(heading);
    for (const sample of c.samples) expect(pdf.text).toContain(sample);
    expect(pdf.text).toContain('Alex Rivera');
    expect(pdf.text).toContain(cv.person.contactEmail);
    expect(pdf.text).toContain(c.salary);
    expect(pdf.info.Title).toBe(c.title);
    expect(pdf.info.Author).toBe('Alex Rivera');
    expect(pdf.info.Subject).toBe(cv.person.headline[c.lang as 'es' | 'en']);
    expect(pdf.links).toContain(`mailto:${cv.person.contactEmail}`);
    // The site's own address (SITE_URL; the test app's default), never the request's Host.
    expect(pdf.links).toContain('http://localhost:3000/');
  });

  it('hides the salary when the owner hides it, falls back to the other language, and makes a new PDF', async () => {
    const before = await app.request('/api/content/cv.pdf?lang=en');
    const oldTag = before.headers.get('etag')!;
    await database.sql.query('update cv_settings set show_salary = false, updated_at = now()');
    // An empty English role falls back to the Spanish one.
    await database.sql.query(
      `update cv_items set title = jsonb_set(title, '{en}', '""'), updated_at = now() where title->>'es' = 'Líder de producto digital'`,
    );
    try {
      const answer = cvSchema.parse(await (await app.request('/api/content/cv')).json());
      expect(answer.salaryExpectation).toBeNull();
      expect(answer.version).not.toBe(cv.version);

      const res = await app.request('/api/content/cv.pdf?lang=en', { headers: { 'If-None-Match': oldTag } });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).not.toBe(oldTag);
      const pdf = await readPdf(await res.arrayBuffer());
      expect(pdf.text).not.toContain('Salary expectation');
      expect(pdf.text).not.toContain('65,000');
      expect(pdf.text).toContain('Líder de producto digital');
      expect(pdf.text).toContain('Professional experience');
    } finally {
      await database.sql.query('update cv_settings set show_salary = true');
    }
  });
});
