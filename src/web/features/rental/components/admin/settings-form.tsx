import { rentalFieldErrorCodes, type RentalSettings } from '@contracts/rental';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Textarea } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { adminSettingsQuery, useSaveSettings } from '../../api/admin';
import { FlexibleTermsFieldset } from './flexible-terms-fieldset';
import { PricesFieldset } from './prices-fieldset';
import { settingsFormContract, toDraft, type Draft } from './settings-draft';
import { DraftField, type SettingsForm } from './settings-field';

const known = new Set<string>(rentalFieldErrorCodes);
const s = 'rental.admin.settings';

function Editor(props: { initial: RentalSettings }) {
  const { t } = useI18n();
  const alertId = useId();
  const save = useSaveSettings();
  const base = useZodForm<Draft, RentalSettings>({
    ...settingsFormContract,
    defaultValues: toDraft(props.initial),
    errorText: (code) =>
      t(`rental.payment.fieldErrors.${known.has(code) ? code : 'out_of_range'}` as MessageKey),
    alertId,
  });
  // Every edit goes through `change`: the last save's outcome no longer describes the form.
  const change: SettingsForm['change'] = (path, value) => {
    save.reset();
    base.change(path, value);
  };
  const form: SettingsForm = { ...base, change };
  const submit = form.onSubmit(async (input) => {
    try {
      form.reset(toDraft(await save.mutateAsync(input)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) form.showServerErrors(error.fields ?? {});
    }
  });
  const draft = form.values;
  // A 400 is about the fields (marked on them); anything else is a failure to save.
  const invalid =
    Object.keys(form.errorTexts).length > 0 || (save.error instanceof ApiError && save.error.status === 400);
  const field = (path: Parameters<typeof DraftField>[0]['path'], label: MessageKey) => ({
    form,
    path,
    label: t(label),
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DraftField {...field('propertyName', `${s}.propertyName`)} />
        <DraftField {...field('nightlyRate', `${s}.nightlyRate`)} inputMode="decimal" />
        <DraftField {...field('cleaningFee', `${s}.cleaningFee`)} inputMode="decimal" />
        <DraftField {...field('minNights', `${s}.minNights`)} inputMode="numeric" />
        <DraftField {...field('maxGuests', `${s}.maxGuests`)} inputMode="numeric" />
        <DraftField
          {...field('holdMinutes', `${s}.holdMinutes`)}
          inputMode="numeric"
          hint={t(`${s}.holdMinutesHint`)}
        />
        <DraftField {...field('checkInTime', `${s}.checkInTime`)} type="time" />
        <DraftField {...field('checkOutTime', `${s}.checkOutTime`)} type="time" />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t(`${s}.taxes`)}</legend>
        {draft.taxes.map((tax, i) => (
          <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_8rem_auto]">
            <DraftField {...field(`taxes.${i}.es`, `${s}.taxNameEs`)} />
            <DraftField {...field(`taxes.${i}.en`, `${s}.taxNameEn`)} />
            <DraftField {...field(`taxes.${i}.percent`, `${s}.taxPercent`)} inputMode="decimal" />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t(`${s}.removeTax`, { name: tax.es || String(i + 1) })}
              onClick={() =>
                change(
                  'taxes',
                  draft.taxes.filter((_, j) => j !== i),
                )
              }
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        {draft.taxes.length < 5 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => change('taxes', [...draft.taxes, { es: '', en: '', percent: '' }])}
          >
            <Plus aria-hidden />
            {t(`${s}.addTax`)}
          </Button>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {(['Es', 'En'] as const).map((suffix) => {
          const path = `rules${suffix}` as const;
          return (
            <FormField
              key={suffix}
              label={t(`${s}.houseRules${suffix}`)}
              hint={t(`${s}.houseRulesHint`)}
              error={form.errorOf(path)}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={6}
                  value={draft[path]}
                  onChange={(e) => change(path, e.target.value)}
                />
              )}
            </FormField>
          );
        })}
      </div>

      <PricesFieldset form={form} />

      <FlexibleTermsFieldset form={form} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t(`${s}.saving`) : t(`${s}.save`)}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {save.isSuccess ? t(`${s}.saved`) : null}
        </p>
      </div>
      {invalid || save.isError ? (
        <Notice id={alertId} tabIndex={-1} tone="error" role="alert">
          {invalid ? t(`${s}.invalid`) : t(`${s}.error`)}
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
        ) : settings.data === undefined ? (
          <Notice tone="error">{t('rental.admin.settings.loadError')}</Notice>
        ) : (
          // Mounted once: a background refetch (or a failed one) leaves the form and what is typed in it as is.
          <Editor initial={settings.data} />
        )}
      </section>
    </Card>
  );
}
