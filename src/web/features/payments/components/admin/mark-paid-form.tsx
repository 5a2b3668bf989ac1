import type { MarkPaidInput } from '@contracts/payments';
import type { UseMutationResult } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { paymentErrorKey } from '../errors';
import { formatMoney } from '../format';
import { methodKey } from '../labels';

const NOTE_MAX = 1000;

/** What the confirmation says: who paid what, how, and what it changes. */
export type MarkPaidConfirmVars = { amount: string; customer: string; method: string };

/** The words of the form where they differ from marking an order paid (the defaults). */
export interface MarkPaidCopy {
  heading?: string;
  /** Keep the heading for screen readers only (the form sits in a dialog that already names it). */
  headingHidden?: boolean;
  body?: string;
  confirmBody?: (vars: MarkPaidConfirmVars) => string;
  /** The message of a failed request; defaults to `paymentErrorKey`. */
  errorKey?: (error: unknown) => MessageKey;
}

/** The write the form sends `{ method, note }` to: a hook of the payments' api/ (an order's, an instalment's). */
export type MarkPaidMutation = Pick<
  UseMutationResult<unknown, Error, MarkPaidInput>,
  'mutate' | 'reset' | 'isPending' | 'isError' | 'error'
>;

/**
 * Money received outside any provider (cash, transfer): how, a note, then a confirmation naming the amount.
 * One form for an order (the payment detail: `useMarkPaymentPaid`) and for a plan's next instalment (the Plans
 * tab: `useMarkInstalmentPaid`): `mutation` sends `{ method, note }` where it belongs and does what follows.
 */
export function MarkPaidForm(props: {
  amountMinor: number;
  currency: string;
  /** The customer's name (or e-mail) as the confirmation says it. */
  customer: string;
  mutation: MarkPaidMutation;
  copy?: MarkPaidCopy;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const copy = props.copy ?? {};
  const amount = formatMoney(props.amountMinor, props.currency, lang);
  const [method, setMethod] = useState<MarkPaidInput['method']>('cash');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { mutation } = props;
  const serverNote = mutation.error instanceof ApiError ? mutation.error.fields?.note?.[0] : undefined;
  const noteError =
    note.trim().length > NOTE_MAX || serverNote === 'too_long'
      ? t('payments.admin.markPaid.errors.too_long')
      : (touched && note.trim() === '') || serverNote
        ? t('payments.admin.markPaid.errors.required')
        : undefined;
  const confirmVars: MarkPaidConfirmVars = {
    amount,
    customer: props.customer,
    method: t(methodKey(method)).toLowerCase(),
  };
  const errorKey = copy.errorKey ?? paymentErrorKey;

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
      <h4 id={`${id}-heading`} className={cn('text-sm font-semibold', copy.headingHidden && 'sr-only')}>
        {copy.heading ?? t('payments.admin.markPaid.heading')}
      </h4>
      <p className="text-sm text-muted-foreground">{copy.body ?? t('payments.admin.markPaid.body')}</p>
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
              {t(errorKey(mutation.error))}
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
            description={
              copy.confirmBody
                ? copy.confirmBody(confirmVars)
                : t('payments.admin.markPaid.confirmBody', confirmVars)
            }
          >
            <DialogActions>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={mutation.isPending}>
                  {t('payments.admin.markPaid.cancel')}
                </Button>
              </DialogClose>
              <Button
                type="button"
                disabled={mutation.isPending}
                onClick={() =>
                  mutation.mutate({ method, note: note.trim() }, { onSettled: () => setConfirming(false) })
                }
              >
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
