import type { Language } from '@contracts/i18n';
import type { PaymentMethodName } from '@contracts/payments';

/** The receipt PDF's words, in both languages (receipt-pdf.ts lays them out). */

export const methodLabels: Record<Language, Record<PaymentMethodName, string>> = {
  es: {
    card: 'Tarjeta',
    installments: 'Tarjeta a meses',
    oxxo: 'Efectivo en OXXO',
    mercadopago: 'Mercado Pago',
    cash: 'Efectivo',
    transfer: 'Transferencia bancaria',
  },
  en: {
    card: 'Card',
    installments: 'Card in instalments',
    oxxo: 'Cash at OXXO',
    mercadopago: 'Mercado Pago',
    cash: 'Cash',
    transfer: 'Bank transfer',
  },
};

export const receiptWords = {
  es: {
    title: 'Recibo de pago',
    number: 'Recibo núm.',
    paidAt: 'Fecha de pago',
    zone: 'hora de la Ciudad de México',
    customer: 'Cliente',
    method: 'Forma de pago',
    provider: 'Procesado por',
    direct: (studio: string) => `Recibido directamente por ${studio}`,
    sandbox: 'Sandbox de Estudio (pruebas)',
    reference: 'Referencia del pago',
    concept: 'Concepto',
    amount: 'Importe',
    appointment: 'Cita',
    stay: 'Estancia',
    instalment: 'Parcialidad de un plan de pagos',
    refund: (date: string | null) => (date ? `Reembolso del ${date}` : 'Reembolso en el proveedor'),
    total: 'Total pagado',
    net: 'Neto pagado',
    status: 'Consulta este pago en línea',
    test: 'Pago de prueba: no se cobró dinero real.',
    cfdi: 'Este documento no es un CFDI (comprobante fiscal digital).',
    invoice: (email: string) => `Si necesitas factura, escríbenos a ${email}.`,
  },
  en: {
    title: 'Payment receipt',
    number: 'Receipt no.',
    paidAt: 'Date paid',
    zone: 'Mexico City time',
    customer: 'Customer',
    method: 'Paid by',
    provider: 'Processed by',
    direct: (studio: string) => `Received directly by ${studio}`,
    sandbox: 'Estudio sandbox (test)',
    reference: 'Payment reference',
    concept: 'Description',
    amount: 'Amount',
    appointment: 'Appointment',
    stay: 'Stay',
    instalment: 'Payment plan instalment',
    refund: (date: string | null) => (date ? `Refund on ${date}` : 'Refund at the provider'),
    total: 'Total paid',
    net: 'Net paid',
    status: 'View this payment online',
    test: 'Test payment: no real money was charged.',
    cfdi: 'This is not a tax invoice (CFDI).',
    invoice: (email: string) => `If you need an invoice, write to ${email}.`,
  },
} as const;
