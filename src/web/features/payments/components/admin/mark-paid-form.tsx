import type { AdminPaymentDetail, MarkPaidInput } from '@contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { markPaymentPaid } from '../../api/admin';
import { paymentErrorKey } from '../errors';
import { formatMoney } from '../format';
import { methodKey } from '../labels';

const NOTE_MAX = 1000;

/** Money received outside any provider (cash, transfer): a note, then a confirmation naming the amount. */
export function MarkPaidForm(props: {
  detail: AdminPaymentDetail;
  onDone: (detail: AdminPaymentDetail) => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const d = props.detail;
  const amount = formatMoney(d.amountMinor, d.currency, lang);
  const [method, setMethod] = useState<MarkPaidInput['method']>('cash');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () => markPaymentPaid(d.id, { method, note: note.trim() }),
    onSuccess: (detail) => {
      setConfirming(false);
      props.onDone(detail);
    },
    onError: () => setConfirming(false),
  });
  const serverNote = mutation.error instanceof ApiError ? mutation.error.fields?.note?.[0] : undefined;
  const noteError =
    note.trim().length > NOTE_MAX || serverNote === 'too_long'
      ? t('payments.admin.markPaid.errors.too_long')
      : (touched && note.trim() === '') || serverNote
        ? t('payments.admin.markPaid.errors.required')
        : undefined;

  return (
    <form
      noValidate
      className="space-y-3"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (note.trim() === '' || note.trim().length > NOTE_MAX) return;
        setConfirming(true);
      }}
    >
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        {t('payments.admin.markPaid.heading')}
      </h4>
      <p className="text-sm text-muted-foreground">{t('payments.admin.markPaid.body')}</p>
      <FormField label={t('payments.admin.markPaid.method')}>
        {(control) => (
          <NativeSelect
            {...control}
            className="w-48"
            value={method}
            onChange={(event) => setMethod(event.target.value === 'transfer' ? 'transfer' : 'cash')}
          >
            <option value="cash">{t(methodKey('cash'))}</option>
            <option value="transfer">{t(methodKey('transfer'))}</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={t('payments.admin.markPaid.note')}
        hint={t('payments.admin.markPaid.noteHint')}
        error={noteError}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            className="min-h-16"
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              mutation.reset();
            }}
            onBlur={() => setTouched(true)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" variant="outline" disabled={mutation.isPending}>
          {t('payments.admin.markPaid.submit')}
        </Button>
        <span aria-live="polite" className="text-sm">
          {mutation.isError && !serverNote ? (
            <span role="alert" className="text-destructive">
              {t(paymentErrorKey(mutation.error))}
            </span>
          ) : null}
        </span>
      </div>

      <Dialog
        open={confirming}
        onOpenChange={(open) => (open || mutation.isPending ? undefined : setConfirming(false))}
      >
        {confirming ? (
          <DialogContent
            title={t('payments.admin.markPaid.confirmTitle', { amount })}
            description={t('payments.admin.markPaid.confirmBody', {
              amount,
              customer: d.customerName || d.customerEmail,
              method: t(methodKey(method)).toLowerCase(),
            })}
          >
            <DialogActions>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={mutation.isPending}>
                  {t('payments.admin.markPaid.cancel')}
                </Button>
              </DialogClose>
              <Button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
                {mutation.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
                {mutation.isPending
                  ? t('payments.admin.markPaid.busy')
                  : t('payments.admin.markPaid.confirm')}
              </Button>
            </DialogActions>
          </DialogContent>
        ) : null}
      </Dialog>
    </form>
  );
}
