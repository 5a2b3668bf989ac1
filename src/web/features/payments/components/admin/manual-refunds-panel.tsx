import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import { manualRefundMethods, type ManualRefund } from '@contracts/cancellation';
import { HandCoins, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { ListEmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { useManualRefunds, useRecordManualRefund } from '../../api/manual-refunds';
import { paymentErrorKey } from '../errors';
import { formatInstant, formatMoney } from '../format';

const r = 'payments.admin.refunds';

/**
 * The "Refunds to return" view of /admin/payments (ADR 022): cancellations whose money the provider cannot give
 * back (OXXO cash, payments taken by hand, automatic refunds that failed). The owner returns it and records it
 * here; reminders stop once recorded.
 */
export function ManualRefundsPanel() {
  const { t } = useI18n();
  const list = useManualRefunds();
  const [recording, setRecording] = useState<ManualRefund | null>(null);
  const [done, setDone] = useState<ManualRefund | null>(null);
  if (list.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        {t(`${r}.loading`)}
      </p>
    );
  if (list.isError)
    return (
      <ListEmptyState
        kind="error"
        title={t(`${r}.errorTitle`)}
        description={t('payments.admin.errorHint')}
        actionLabel={t('payments.admin.retry')}
        onAction={() => void list.refetch()}
      />
    );
  const pending = list.data.refunds.filter((x) => x.status === 'pending');
  const recorded = list.data.refunds.filter((x) => x.status === 'recorded');
  return (
    <div className="space-y-6" data-testid="manual-refunds">
      <p className="text-sm text-muted-foreground">{t(`${r}.description`)}</p>
      {done ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t(`${r}.recordedNow`, { customer: done.customerName || done.customerEmail })}
        </p>
      ) : null}
      {pending.length === 0 ? (
        <ListEmptyState
          kind="empty"
          icon={HandCoins}
          title={t(`${r}.empty`)}
          description={t(`${r}.emptyHint`)}
        />
      ) : (
        <ul className="space-y-3">
          {pending.map((refund) => (
            <RefundRow key={refund.id} refund={refund} onRecord={() => setRecording(refund)} />
          ))}
        </ul>
      )}
      {recorded.length > 0 ? (
        <section className="space-y-3">
          <h3 className="text-sm font-medium">{t(`${r}.recordedHeading`)}</h3>
          <ul className="space-y-3">
            {recorded.map((refund) => (
              <RefundRow key={refund.id} refund={refund} />
            ))}
          </ul>
        </section>
      ) : null}
      <RecordRefundDialog
        refund={recording}
        onClose={() => setRecording(null)}
        onRecorded={(refund) => {
          setRecording(null);
          setDone(refund);
        }}
      />
    </div>
  );
}

function RefundRow(props: { refund: ManualRefund; onRecord?: () => void }) {
  const { t, lang } = useI18n();
  const { refund } = props;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="manual-refund"
      data-status={refund.status}
    >
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium">
          {formatMoney(refund.amountMinor, refund.currency, lang)} ·{' '}
          {refund.customerName || refund.customerEmail}
        </p>
        <p className="text-muted-foreground">
          {refund.customerEmail} · {t(`${r}.subject.${refund.subject}`)} ·{' '}
          {formatInstant(refund.createdAt, lang, BUSINESS_TIME_ZONE)}
        </p>
        <p>
          <Badge variant={refund.cause === 'provider_failed' ? 'accent' : 'outline'}>
            {t(`${r}.cause.${refund.cause}`)}
          </Badge>
        </p>
        {refund.status === 'recorded' && refund.recordedAt ? (
          <p className="text-muted-foreground">
            {t(`${r}.recordedLine`, {
              amount: formatMoney(refund.recordedAmountMinor ?? 0, refund.currency, lang),
              method: t(`${r}.methods.${refund.method ?? 'other'}`),
              date: formatInstant(refund.recordedAt, lang, BUSINESS_TIME_ZONE),
            })}
            {refund.note ? ` — ${refund.note}` : ''}
          </p>
        ) : null}
      </div>
      {props.onRecord ? (
        <Button type="button" size="sm" onClick={props.onRecord}>
          {t(`${r}.record`)}
        </Button>
      ) : null}
    </li>
  );
}

/** Amount, method and note, then a confirmation naming the amount and the person; a 409 re-reads the list. */
function RecordRefundDialog(props: {
  refund: ManualRefund | null;
  onClose: () => void;
  onRecorded: (refund: ManualRefund) => void;
}) {
  const { t } = useI18n();
  const refund = props.refund;
  return (
    <Dialog open={refund !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {refund ? (
        <DialogContent
          data-testid="record-refund"
          title={t(`${r}.dialogTitle`)}
          description={t(`${r}.dialogDescription`, {
            customer: refund.customerName || refund.customerEmail,
          })}
        >
          <RecordRefundForm key={refund.id} refund={refund} onRecorded={props.onRecorded} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RecordRefundForm(props: { refund: ManualRefund; onRecorded: (refund: ManualRefund) => void }) {
  const { t, lang } = useI18n();
  const { refund } = props;
  const [amount, setAmount] = useState((refund.amountMinor / 100).toFixed(2));
  const [method, setMethod] = useState<(typeof manualRefundMethods)[number]>('transfer');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const amountMinor = Math.round(Number(amount) * 100);
  const amountValid = /^\d+(\.\d{1,2})?$/.test(amount.trim()) && amountMinor > 0;
  const save = useRecordManualRefund({
    onSuccess: (recorded) => props.onRecorded(recorded),
    onError: () => setConfirming(false),
  });
  const fieldError =
    save.error instanceof ApiError && save.error.fields?.amountMinor ? t(`${r}.tooMuch`) : undefined;
  if (confirming)
    return (
      <div className="space-y-4">
        <p>
          {t(`${r}.confirmBody`, {
            amount: formatMoney(amountMinor, refund.currency, lang),
            customer: refund.customerName || refund.customerEmail,
            method: t(`${r}.methods.${method}`),
          })}
        </p>
        {amountMinor > refund.amountMinor ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t(`${r}.moreThanOwed`, {
              amount: formatMoney(amountMinor, refund.currency, lang),
              owed: formatMoney(refund.amountMinor, refund.currency, lang),
            })}
          </p>
        ) : null}
        <DialogActions>
          <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
            {t(`${r}.back`)}
          </Button>
          <Button
            type="button"
            disabled={save.isPending}
            onClick={() => save.mutate({ id: refund.id, input: { amountMinor, method, note: note.trim() } })}
          >
            {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t(`${r}.confirm`)}
          </Button>
        </DialogActions>
      </div>
    );
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (amountValid) setConfirming(true);
      }}
    >
      <FormField
        label={t(`${r}.amount`, { currency: refund.currency })}
        hint={t(`${r}.amountHint`, { amount: formatMoney(refund.amountMinor, refund.currency, lang) })}
        error={!amountValid ? t(`${r}.amountInvalid`) : fieldError}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t(`${r}.method`)}>
        {(control) => (
          <NativeSelect
            {...control}
            value={method}
            onChange={(event) => setMethod(event.target.value as (typeof manualRefundMethods)[number])}
          >
            {manualRefundMethods.map((m) => (
              <option key={m} value={m}>
                {t(`${r}.methods.${m}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t(`${r}.note`)}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      {save.error && !fieldError ? (
        <p role="alert" className="text-sm text-destructive">
          {save.error instanceof ApiError && save.error.status === 409
            ? t(`${r}.alreadyRecorded`)
            : t(paymentErrorKey(save.error))}
        </p>
      ) : null}
      <DialogActions>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t(`${r}.cancel`)}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!amountValid}>
          {t(`${r}.continue`)}
        </Button>
      </DialogActions>
    </form>
  );
}
