import { rentalFieldErrorCodes, type RentalSettings } from '@contracts/rental';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input, Textarea } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { adminSettingsQuery, rentalAdminKeys, saveSettings } from '../../api/admin';
import { rentalKeys } from '../../api/public';
import { FlexibleTermsFieldset } from './flexible-terms-fieldset';
import { PricesFieldset } from './prices-fieldset';
import { fromDraft, localErrors, toDraft, type Draft } from './settings-draft';

const known = new Set<string>(rentalFieldErrorCodes);

function Editor(props: { initial: RentalSettings }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => toDraft(props.initial));
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<'idle' | 'saved' | 'invalid' | 'error'>('idle');
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(rentalAdminKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: rentalKeys.property() });
      setDraft(toDraft(saved));
      setFields({});
      setStatus('saved');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        setFields(error.fields ?? {});
        setStatus('invalid');
      } else setStatus('error');
    },
  });
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setStatus('idle');
  };
  const err = (field: string) => {
    const code = fields[field]?.[0];
    if (!code) return undefined;
    return t(
      (known.has(code)
        ? `rental.payment.fieldErrors.${code}`
        : 'rental.payment.fieldErrors.out_of_range') as MessageKey,
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = fromDraft(draft);
    const local = localErrors(input);
    if (Object.keys(local).length) {
      setFields(local);
      return setStatus('invalid');
    }
    save.mutate(input);
  };
  const text = (
    label: string,
    field: string,
    value: string,
    onChange: (v: string) => void,
    extra: { type?: string; hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ): ReactNode => (
    <FormField label={label} error={err(field)} hint={extra.hint}>
      {(control) => (
        <Input
          {...control}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text(t('rental.admin.settings.propertyName'), 'propertyName', draft.propertyName, (v) =>
          set({ propertyName: v }),
        )}
        {text(
          t('rental.admin.settings.nightlyRate'),
          'nightlyRateMinor',
          draft.nightlyRate,
          (v) => set({ nightlyRate: v }),
          { inputMode: 'decimal' },
        )}
        {text(
          t('rental.admin.settings.cleaningFee'),
          'cleaningFeeMinor',
          draft.cleaningFee,
          (v) => set({ cleaningFee: v }),
          { inputMode: 'decimal' },
        )}
        {text(
          t('rental.admin.settings.minNights'),
          'minNights',
          draft.minNights,
          (v) => set({ minNights: v }),
          { inputMode: 'numeric' },
        )}
        {text(
          t('rental.admin.settings.maxGuests'),
          'maxGuests',
          draft.maxGuests,
          (v) => set({ maxGuests: v }),
          { inputMode: 'numeric' },
        )}
        {text(
          t('rental.admin.settings.holdMinutes'),
          'holdMinutes',
          draft.holdMinutes,
          (v) => set({ holdMinutes: v }),
          {
            inputMode: 'numeric',
            hint: t('rental.admin.settings.holdMinutesHint'),
          },
        )}
        {text(
          t('rental.admin.settings.checkInTime'),
          'checkInTime',
          draft.checkInTime,
          (v) => set({ checkInTime: v }),
          { type: 'time' },
        )}
        {text(
          t('rental.admin.settings.checkOutTime'),
          'checkOutTime',
          draft.checkOutTime,
          (v) => set({ checkOutTime: v }),
          { type: 'time' },
        )}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('rental.admin.settings.taxes')}</legend>
        {draft.taxes.map((tax, i) => {
          const update = (patch: Partial<Draft['taxes'][number]>) =>
            set({ taxes: draft.taxes.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_8rem_auto]">
              {text(t('rental.admin.settings.taxNameEs'), `taxes.${i}.name.es`, tax.es, (v) =>
                update({ es: v }),
              )}
              {text(t('rental.admin.settings.taxNameEn'), `taxes.${i}.name.en`, tax.en, (v) =>
                update({ en: v }),
              )}
              {text(
                t('rental.admin.settings.taxPercent'),
                `taxes.${i}.basisPoints`,
                tax.percent,
                (v) => update({ percent: v }),
                { inputMode: 'decimal' },
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('rental.admin.settings.removeTax', { name: tax.es || String(i + 1) })}
                onClick={() => set({ taxes: draft.taxes.filter((_, j) => j !== i) })}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        {draft.taxes.length < 5 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => set({ taxes: [...draft.taxes, { es: '', en: '', percent: '' }] })}
          >
            <Plus aria-hidden />
            {t('rental.admin.settings.addTax')}
          </Button>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {(['Es', 'En'] as const).map((suffix) => (
          <FormField
            key={suffix}
            label={t(`rental.admin.settings.houseRules${suffix}`)}
            hint={t('rental.admin.settings.houseRulesHint')}
            error={err(`houseRules.${suffix.toLowerCase()}`)}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                value={suffix === 'Es' ? draft.rulesEs : draft.rulesEn}
                onChange={(e) =>
                  set(suffix === 'Es' ? { rulesEs: e.target.value } : { rulesEn: e.target.value })
                }
              />
            )}
          </FormField>
        ))}
      </div>

      <PricesFieldset draft={draft} set={set} text={text} />

      <FlexibleTermsFieldset draft={draft} set={set} text={text} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('rental.admin.settings.saving') : t('rental.admin.settings.save')}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {status === 'saved' ? t('rental.admin.settings.saved') : null}
        </p>
      </div>
      {status === 'invalid' || status === 'error' ? (
        <Notice tone="error" role="alert">
          {status === 'invalid' ? t('rental.admin.settings.invalid') : t('rental.admin.settings.error')}
        </Notice>
      ) : null}
    </form>
  );
}

/** The owner's rental settings: rates, taxes, rules, flexible payments and hold time. */
export function SettingsPanel() {
  const { t } = useI18n();
  const settings = useQuery(adminSettingsQuery());
  return (
    <Card className="rounded-xl p-4 sm:p-5">
      <section aria-labelledby="rental-settings" className="space-y-4">
        <div className="space-y-1">
          <h2 id="rental-settings" className="text-base font-semibold">
            {t('rental.admin.settings.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('rental.admin.settings.lead')}</p>
        </div>
        {settings.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : settings.isError ? (
          <Notice tone="error">{t('rental.admin.settings.loadError')}</Notice>
        ) : (
          <Editor initial={settings.data} />
        )}
      </section>
    </Card>
  );
}
