import { describe, expect, it } from 'vitest';
import { translate } from '@web/lib/i18n';
import { refundReasonText } from './labels';

describe('refundReasonText', () => {
  const es = (key: string, vars?: Record<string, string>) => translate('es', key, vars);
  const en = (key: string, vars?: Record<string, string>) => translate('en', key, vars);

  it('translates the codes the server stores for its own refunds', () => {
    expect(refundReasonText('cancellation_policy', es)).toBe('Cancelación: reembolso según la política');
    expect(refundReasonText('time_taken', en)).toBe('The time was taken before the payment arrived');
  });

  it('translates a manual refund and keeps the owner note as written', () => {
    expect(refundReasonText('manual:cash\nEn la oficina', es)).toBe(
      'Devuelto a mano (Efectivo): En la oficina',
    );
    expect(refundReasonText('manual:transfer', en)).toBe('Returned by hand (Transfer)');
  });

  it('reads the English sentences stored before the codes, and leaves the owner’s own words alone', () => {
    expect(refundReasonText('The time was taken before the payment arrived', es)).toBe(
      'El horario se ocupó antes de que llegara el pago',
    );
    expect(refundReasonText('Manual refund (other): note', es)).toBe('Devuelto a mano (Otro): note');
    expect(refundReasonText('Cliente pidió reembolso', en)).toBe('Cliente pidió reembolso');
  });
});
