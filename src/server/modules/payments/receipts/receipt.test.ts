import { apiErrorBodySchema } from '@contracts/errors';
import { formatMoney } from '@contracts/money';
import { paymentPaths } from '@contracts/payments';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { createLogger } from '../../../platform/logging';
import { loadConfig } from '../../../platform/config';
import { createMailer } from '../../../platform/mail/mailer';
import type { MailJobPayload } from '../../../platform/mail/outbox';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { startSmtpReceiver } from '../../../test/smtp';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json, mailsTo } from '../../../test/booking-helpers';
import { formatPaidAt } from './receipt-pdf';
import { paymentsTestApp } from '../../../test/payments-app';
import { client, orderOf } from '../../../test/payments-helpers';

const PRICE = 1_450_000; // the branding service's MXN 14,500.00, paid in full
const SERVICE = { es: 'Branding e identidad visual', en: 'Branding and visual identity' };
const money = (amountMinor: number, lang: 'es' | 'en') =>
  formatMoney({ amountMinor, currency: 'MXN' }, lang === 'es' ? 'es-MX' : 'en-US');
/** Text as pdf.js extracts it: every run of white space (no-break spaces included) folded to one space. */
const fold = (text: string) => text.replace(/\s+/g, ' ');

/** The PDF's pages as text (pdf.js, as a reader would copy it), its metadata and its links. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const meta = await getMeta(pdf);
  const annotations = (await (await pdf.getPage(1)).getAnnotations()) as { url?: string }[];
  return {
    pages: totalPages,
    text: fold(text),
    info: meta.info as Record<string, unknown>,
    links: annotations.map((a) => a.url).filter(Boolean),
  };
}

function pdfAttachment(mail: MailJobPayload) {
  const attachment = mail.attachments?.find((a) => a.contentType === 'application/pdf');
  if (!attachment) throw new Error(`mail "${mail.subject}" has no PDF attachment`);
  expect(attachment.encoding).toBe('base64');
  return { filename: attachment.filename, bytes: new Uint8Array(Buffer.from(attachment.content, 'base64')) };
}

describe.each(testEngines)('payment receipts as PDF on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let visitorAuth: { authorization: string };
  let api: ReturnType<typeof client>;
  let studio: { name: string; email: string };
  const clock = testClock();
  const download = (path: string, headers: Record<string, string> = {}) =>
    t.app.request(path, { headers: { 'x-forwarded-for': '198.51.100.31', ...headers } });

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    adminAuth = await t.admin();
    visitorAuth = await t.visitor();
    api = client(t.app);
    studio = await t.payments.owner(database.db);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  async function paidOrder(day: string, language: 'es' | 'en', method: 'card' | 'installments' = 'card') {
    const request = bookingRequest(at(day, '09:00'), { service: 'branding', language });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'pay', { method });
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('paid');
    const receipt = (await mailsTo(database.db, request.email)).find((m) =>
      /^(Recibo de pago|Payment receipt) /.test(m.subject),
    );
    if (!receipt) throw new Error('no receipt mail');
    return { request, order, receipt };
  }

  it.each([
    {
      lang: 'es' as const,
      method: 'installments' as const,
      words: ['Recibo de pago', 'Tarjeta a meses', 'Total pagado', 'Pago de prueba', 'Ana Prueba'],
      cfdi: 'Este documento no es un CFDI',
      prefix: 'recibo',
    },
    {
      lang: 'en' as const,
      method: 'card' as const,
      words: ['Payment receipt', 'Card', 'Total paid', 'Test payment', 'Ana Prueba'],
      cfdi: 'This is not a tax invoice (CFDI).',
      prefix: 'receipt',
    },
  ])('mails the receipt in $lang with its PDF attached, the same bytes as the download', async (c) => {
    const { order, receipt, request } = await paidOrder(
      businessDay(c.lang === 'es' ? 1 : 2, 3),
      c.lang,
      c.method,
    );
    const number = order.receiptNumber!;
    expect(number).toMatch(/^EST-\d{4}-\d{6}$/);
    const attachment = pdfAttachment(receipt);
    expect(attachment.filename).toBe(`${c.prefix}-${number}-${c.lang}.pdf`);
    expect(Buffer.from(attachment.bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const pdf = await readPdf(attachment.bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(number);
    expect(pdf.text).toContain(money(PRICE, c.lang));
    expect(money(PRICE, c.lang)).toBe(c.lang === 'es' ? '$14,500' : 'MX$14,500');
    expect(pdf.text).toContain(SERVICE[c.lang]);
    expect(pdf.text).toContain(c.cfdi);
    expect(pdf.text).toContain(fold(formatPaidAt(order.paidAt!, c.lang)));
    expect(pdf.text).toContain(request.email);
    expect(pdf.text).toContain(studio.name);
    expect(pdf.text).toContain(studio.email);
    expect(pdf.text).toContain(order.providerPaymentId!);
    for (const word of c.words) expect(pdf.text).toContain(word);
    // The other language's words are not there.
    expect(pdf.text).not.toContain(SERVICE[c.lang === 'es' ? 'en' : 'es']);
    expect(pdf.info.Title).toBe(
      `${c.lang === 'es' ? 'Recibo de pago' : 'Payment receipt'} ${number} — ${studio.name}`,
    );
    expect(pdf.links).toEqual(
      expect.arrayContaining([
        `mailto:${studio.email}`,
        `http://estudio.test/payment-success?ref=${order.reference}`,
      ]),
    );

    // The public download of the same receipt is byte for byte what was mailed (deterministic output).
    const res = await download(paymentPaths.receiptPdf(order.reference));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${c.prefix}-${number}-${c.lang}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"receipt-[A-Za-z0-9_-]+"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(attachment.bytes))).toBe(true);
    const cached = await download(paymentPaths.receiptPdf(order.reference), { 'If-None-Match': etag });
    expect(cached.status).toBe(304);
  });

  it('downloads in either language, refuses an unknown language, and 304s only on the same ETag', async () => {
    const { order } = await paidOrder(businessDay(3, 3), 'es');
    const es = await download(paymentPaths.receiptPdf(order.reference, 'es'));
    const en = await download(paymentPaths.receiptPdf(order.reference, 'en'));
    expect(en.status).toBe(200);
    expect(en.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${order.receiptNumber}-en.pdf"`,
    );
    expect(en.headers.get('etag')).not.toBe(es.headers.get('etag'));
    const text = (await readPdf(new Uint8Array(await en.arrayBuffer()))).text;
    expect(text).toContain('MX$14,500');
    expect(text).toContain(SERVICE.en);
    expect(text).toContain('This is not a tax invoice (CFDI).');
    const other = await download(paymentPaths.receiptPdf(order.reference, 'en'), {
      'If-None-Match': es.headers.get('etag')!,
    });
    expect(other.status).toBe(200);
    const bad = await download(`${paymentPaths.receiptPdf(order.reference)}?lang=fr`);
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorBodySchema.parse(await bad.json()).error.fields ?? {})).toEqual(['lang']);
  });

  it('has no receipt for an open order (409) or an unknown reference (404)', async () => {
    const request = bookingRequest(at(businessDay(4, 3), '09:00'), { service: 'branding' });
    const { result } = await api.bookPaid(request);
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('open');
    const open = await download(paymentPaths.receiptPdf(order.reference));
    expect(open.status).toBe(409);
    expect(apiErrorBodySchema.parse(await open.json()).error.code).toBe('conflict');
    const unknown = await download(paymentPaths.receiptPdf('x'.repeat(32)));
    expect(unknown.status).toBe(404);
    expect(apiErrorBodySchema.parse(await unknown.json()).error.code).toBe('not_found');
    const malformed = await download(paymentPaths.receiptPdf('no good!'));
    expect(malformed.status).toBe(404);
  });

  it('lists refunds and the net paid once refunded, with a new ETag', async () => {
    const { order } = await paidOrder(businessDay(5, 3), 'en');
    const before = await download(paymentPaths.receiptPdf(order.reference));
    const refund = await t.app.request(paymentPaths.admin.refunds(order.id), {
      method: 'POST',
      ...json({ amountMinor: 200_000 }, { ...adminAuth, 'idempotency-key': 'receipt-refund-0001' }),
    });
    expect(refund.status).toBe(200);
    const after = await download(paymentPaths.receiptPdf(order.reference), {
      'If-None-Match': before.headers.get('etag')!,
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const text = (await readPdf(new Uint8Array(await after.arrayBuffer()))).text;
    expect(text).toContain('Refund on');
    expect(text).toContain(`−${money(200_000, 'en')}`);
    expect(text).toContain('Net paid');
    expect(text).toContain(money(PRICE - 200_000, 'en'));
  });

  it('lets only the admin download by id, in the order’s language or another', async () => {
    const { order } = await paidOrder(businessDay(1, 4), 'es');
    const path = paymentPaths.admin.receiptPdf(order.id);
    expect((await t.app.request(path)).status).toBe(401);
    expect((await t.app.request(path, { headers: visitorAuth })).status).toBe(403);
    const res = await t.app.request(path, { headers: adminAuth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="recibo-${order.receiptNumber}-es.pdf"`,
    );
    expect((await readPdf(new Uint8Array(await res.arrayBuffer()))).text).toContain(order.receiptNumber!);
    const en = await t.app.request(paymentPaths.admin.receiptPdf(order.id, 'en'), { headers: adminAuth });
    expect(en.headers.get('content-disposition')).toContain(`receipt-${order.receiptNumber}-en.pdf`);
    const missing = await t.app.request(
      paymentPaths.admin.receiptPdf('00000000-0000-4000-8000-000000000000'),
      { headers: adminAuth },
    );
    expect(missing.status).toBe(404);
  });

  it('attaches the receipt to a payment marked paid by hand, naming no provider', async () => {
    const request = bookingRequest(at(businessDay(2, 4), '09:00'), { service: 'branding' });
    const { result } = await api.bookPaid(request);
    const order = await orderOf(database, result.appointment.id);
    // Marked by hand only once the customer can no longer pay at the provider.
    clock.set(new Date(order.expiresAt.getTime() + 60_000));
    const marked = await t.app.request(paymentPaths.admin.markPaid(order.id), {
      method: 'POST',
      ...json({ method: 'cash', note: 'Pagó en el estudio' }, adminAuth),
    });
    expect(marked.status).toBe(200);
    const receipt = (await mailsTo(database.db, request.email)).find((m) =>
      m.subject.startsWith('Recibo de pago'),
    )!;
    const text = (await readPdf(pdfAttachment(receipt).bytes)).text;
    expect(text).toContain('Efectivo');
    expect(text).toContain(`Recibido directamente por ${studio.name}`);
    expect(text).not.toContain('Referencia del pago'); // no provider took it
    expect(text).toContain('(MXN)');
    expect(text).toContain('Este documento no es un CFDI');
  });

  it('sends the PDF over SMTP intact', async () => {
    const { receipt } = await paidOrder(businessDay(3, 4), 'en');
    const smtp = await startSmtpReceiver();
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Estudio <a@estudio.test>',
      });
      const mailer = createMailer({ config: config.mail, db: database.db, logger: createLogger('silent') });
      await mailer.send(receipt);
      const [received] = smtp.received;
      const attached = received!.attachments.find((a) => a.contentType === 'application/pdf')!;
      expect(attached.filename).toBe(pdfAttachment(receipt).filename);
      expect(attached.content.equals(Buffer.from(pdfAttachment(receipt).bytes))).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});
