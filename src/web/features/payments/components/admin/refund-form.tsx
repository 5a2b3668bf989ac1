import type { AdminPaymentDetail } from '@contracts/payments';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useRefundPayment } from '../../api/admin-detail';
import { paymentErrorKey } from '../errors';
import { formatMoney, parsePesos, pesosText } from '../format';
import { providerKey } from '../labels';

const REASON_MAX = 500;

/** The amount's message for a parse error or a server field code. */
function amountErrorKey(code: string): MessageKey {
  switch (code) {
    case 'required':
      return 'payments.admin.refund.errors.required';
    case 'positive':
      return 'payments.admin.refund.errors.positive';
    case 'tooMany':
    case 'exceeds_refundable':
      return 'payments.admin.refund.errors.tooMany';
    default:
      return 'payments.admin.refund.errors.invalid';
  }
}

/**
 * A full or partial refund through the provider: the amount in pesos (checked here, in centavos, against what
 * is left), an optional reason, and a confirmation naming the amount. One idempotency key per confirmation,
 * so a double submit refunds once.
 */
export function RefundForm(props: { detail: AdminPaymentDetail }) {
  const { t, lang } = useI18n();
  const id = useId();
  const d = props.detail;
  const max = d.refundableMinor;
  const money = (minor: number) => formatMoney(minor, d.currency, lang);
  const [amount, setAmount] = useState(pesosText(max));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirm, setConfirm] = useState<{ minor: number; key: string } | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const parsed = parsePesos(amount, max);
  const mutation = useRefundPayment({
    onSuccess: (detail, { input }) => {
      setConfirm(null);
      setDone(input.amountMinor);
      setAmount(pesosText(detail.refundableMinor));
      setReason('');
      setTouched(false);
    },
    onError: () => setConfirm(null),
  });
  const fieldErrors = mutation.error instanceof ApiError ? mutation.error.fields : undefined;
  const serverAmount = fieldErrors?.amountMinor?.[0];
  const serverReason = fieldErrors?.reason?.[0];
  const amountError =
    touched && !parsed.ok
      ? t(amountErrorKey(parsed.error), { max: money(max) })
      : serverAmount
        ? t(amountErrorKey(serverAmount), { max: money(max) })
        : undefined;
  const reasonError =
    reason.length > REASON_MAX || serverReason ? t('payments.admin.refund.errors.too_long') : undefined;

  if (max <= 0) return <p className="text-sm text-muted-foreground">{t('payments.admin.refund.nothing')}</p>;

  return (
    <form
      noValidate
      className="space-y-3"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        setDone(null);
        if (!parsed.ok || reason.length > REASON_MAX) return;
        setConfirm({ minor: parsed.minor, key: crypto.randomUUID() });
      }}
    >
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        {t('payments.admin.refund.heading')}
      </h4>
      <FormField
        label={t('payments.admin.refund.amount')}
        hint={t('payments.admin.refund.amountHint', { max: money(max) })}
        error={amountError}
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            <Input
              {...control}
              name="refund-amount"
              inputMode="decimal"
              autoComplete="off"
              className="w-40 tabular-nums"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                mutation.reset();
              }}
              onBlur={() => setTouched(true)}
            />
            <Button type="button" variant="ghost" size="sm" onClick={() => setAmount(pesosText(max))}>
              {t('payments.admin.refund.all', { amount: money(max) })}
            </Button>
          </div>
        )}
      </FormField>
      <FormField label={t('payments.admin.refund.reason')} error={reasonError}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            className="min-h-16"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" variant="outline" disabled={mutation.isPending}>
          {t('payments.admin.refund.submit')}
        </Button>
        <span aria-live="polite" className="text-sm">
          {mutation.isError && !serverAmount && !serverReason ? (
            <span role="alert" className="text-destructive">
              {t(paymentErrorKey(mutation.error))}
            </span>
          ) : done !== null ? (
            <span className="text-muted-foreground">
              {t('payments.admin.refund.done', { amount: money(done) })}
            </span>
          ) : null}
        </span>
      </div>

      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => (open || mutation.isPending ? undefined : setConfirm(null))}
      >
        {confirm ? (
          <DialogContent
            title={t('payments.admin.refund.confirmTitle', { amount: money(confirm.minor) })}
            description={t('payments.admin.refund.confirmBody', {
              amount: money(confirm.minor),
              customer: d.customerName || d.customerEmail,
              provider: t(providerKey(d.provider)),
            })}
          >
            <DialogActions>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={mutation.isPending}>
                  {t('payments.admin.refund.cancel')}
                </Button>
              </DialogClose>
              <Button
                type="button"
                variant="destructive"
                disabled={mutation.isPending}
                onClick={() =>
                  mutation.mutate({
                    id: d.id,
                    input: { amountMinor: confirm.minor, reason: reason.trim() || undefined },
                    idempotencyKey: confirm.key,
                  })
                }
              >
                {mutation.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
                {mutation.isPending
                  ? t('payments.admin.refund.busy')
                  : t('payments.admin.refund.confirm', { amount: money(confirm.minor) })}
              </Button>
            </DialogActions>
          </DialogContent>
        ) : null}
      </Dialog>
    </form>
  );
}
