import type { Deal } from '@contracts/deals';
import { formatMoney } from '@contracts/money';
import { localeOf } from '@web/lib/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { dealPaymentsQuery, useLinkDealPayment } from '../api/deals';
import { useFieldError } from './deal-dialog';
import { formatDateTime } from './format';

const purposes = ['appointment', 'stay', 'plan_instalment'];

/** Links the payment that won a deal: one of the contact's paid orders (or none). */
export function DealPaymentDialog(props: { deal: Deal; onOpenChange: (open: boolean) => void }) {
  const { t, lang } = useI18n();
  const options = useQuery(dealPaymentsQuery(props.deal.id));
  const [chosen, setChosen] = useState<string>(props.deal.payment?.id ?? '');
  const fieldError = useFieldError();
  const save = useLinkDealPayment({ onSuccess: () => props.onOpenChange(false) });
  const locale = localeOf(lang);
  const payments = options.data?.payments ?? [];
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('admin.leads.pipeline.payment.title')}
        description={t('admin.leads.pipeline.payment.description', { title: props.deal.title })}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: props.deal.id, paymentOrderId: chosen || null });
          }}
        >
          {options.isPending ? (
            <Skeleton className="h-24" />
          ) : options.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('admin.leads.pipeline.payment.loadError')}
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('admin.leads.pipeline.payment.title')}</legend>
              {payments.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('admin.leads.pipeline.payment.none')}</p>
              ) : null}
              {payments.map((p) => (
                <label
                  key={p.id}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name="deal-payment"
                    value={p.id}
                    checked={chosen === p.id}
                    onChange={() => setChosen(p.id)}
                    className="mt-1"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium tabular-nums">{formatMoney(p, locale)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {purposes.includes(p.purpose)
                        ? t(`admin.leads.detail.purpose.${p.purpose}` as MessageKey)
                        : p.purpose}
                      {' · '}
                      {formatDateTime(p.paidAt, lang)}
                      {p.receiptNumber
                        ? ` · ${t('admin.leads.detail.receipt', { number: p.receiptNumber })}`
                        : ''}
                    </span>
                    {p.linkedDealId ? (
                      <span className="block text-xs text-muted-foreground">
                        {t('admin.leads.pipeline.payment.alreadyLinked')}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
              {props.deal.payment ? (
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-foreground">
                  <input
                    type="radio"
                    name="deal-payment"
                    value=""
                    checked={chosen === ''}
                    onChange={() => setChosen('')}
                  />
                  {t('admin.leads.pipeline.payment.unlink')}
                </label>
              ) : null}
            </fieldset>
          )}
          {save.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {fieldError(save.error, 'paymentOrderId') ?? t('admin.leads.pipeline.payment.error')}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => props.onOpenChange(false)}>
              {t('admin.leads.pipeline.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending || (payments.length === 0 && !props.deal.payment)}>
              {t('admin.leads.pipeline.payment.save')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
