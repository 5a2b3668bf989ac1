import type { SandboxCheckout } from '@contracts/payments';
import { CreditCard, LoaderCircle, Store, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input, Label } from '@web/components/ui/input';
import { ToggleGroup } from '@web/components/ui/kit-toggle-group';
import { useI18n } from '@web/lib/i18n';
import type { SandboxStep } from '../../api/public';
import { formatMoney, groupCardNumber, isTestCardNumber } from '../format';

type Method = 'card' | 'oxxo';

/**
 * The tester's choices on an open checkout: pay by card (any 16 digits), decline, take an OXXO voucher (when
 * the checkout offers it), or leave. `busy` is the action running; every button waits for it.
 */
export function PayPanel(props: {
  checkout: SandboxCheckout;
  busy: SandboxStep['action'] | null;
  onStep: (step: SandboxStep) => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const { checkout, busy } = props;
  const [method, setMethod] = useState<Method>('card');
  const [number, setNumber] = useState('');
  const [installments, setInstallments] = useState(false);
  const [showError, setShowError] = useState(false);
  const amount = formatMoney(checkout.amountMinor, checkout.currency, lang);
  const valid = isTestCardNumber(number);
  const spinner = (action: SandboxStep['action']) =>
    busy === action ? <LoaderCircle aria-hidden className="animate-spin" /> : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <h2 id={`${id}-heading`} className="font-display text-2xl">
        {t('payments.sandbox.choose.heading')}
      </h2>
      {checkout.methods.oxxo ? (
        <ToggleGroup<Method>
          label={t('payments.sandbox.choose.method')}
          value={method}
          onValueChange={setMethod}
          options={[
            { value: 'card', label: t('payments.sandbox.choose.card'), icon: CreditCard },
            { value: 'oxxo', label: t('payments.sandbox.choose.oxxo'), icon: Store },
          ]}
        />
      ) : null}

      {method === 'card' ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) {
              setShowError(true);
              return;
            }
            props.onStep({
              action: 'pay',
              body: { method: installments && checkout.methods.installments ? 'installments' : 'card' },
            });
          }}
        >
          <FormField
            label={t('payments.sandbox.card.number')}
            hint={t('payments.sandbox.card.numberHint')}
            error={showError && !valid ? t('payments.sandbox.card.numberError') : undefined}
          >
            {(control) => (
              <Input
                {...control}
                name="card-number"
                inputMode="numeric"
                autoComplete="off"
                placeholder="4242 4242 4242 4242"
                className="font-mono tracking-wider"
                value={number}
                onChange={(event) => setNumber(groupCardNumber(event.target.value))}
              />
            )}
          </FormField>
          {checkout.methods.installments ? (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-installments`}
                checked={installments}
                onChange={(event) => setInstallments(event.target.checked)}
              />
              <Label htmlFor={`${id}-installments`} className="font-normal">
                {t('payments.sandbox.card.installments')}
              </Label>
            </div>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={busy !== null}
            data-testid="sandbox-pay"
          >
            {spinner('pay')}
            {t('payments.sandbox.card.pay', { amount })}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={busy !== null}
            onClick={() => props.onStep({ action: 'fail' })}
          >
            {spinner('fail')}
            {t('payments.sandbox.card.decline')}
          </Button>
        </form>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">{t('payments.sandbox.oxxo.body')}</p>
          <Button
            type="button"
            size="lg"
            className="w-full"
            disabled={busy !== null}
            onClick={() => props.onStep({ action: 'voucher' })}
          >
            {spinner('voucher')}
            {t('payments.sandbox.oxxo.take')}
          </Button>
        </div>
      )}

      <div className="border-t border-border pt-4">
        <Button
          type="button"
          variant="ghost"
          className="w-full"
          disabled={busy !== null}
          onClick={() => props.onStep({ action: 'abandon' })}
        >
          {busy === 'abandon' ? <LoaderCircle aria-hidden className="animate-spin" /> : <X aria-hidden />}
          {t('payments.sandbox.abandon')}
        </Button>
      </div>
    </section>
  );
}
