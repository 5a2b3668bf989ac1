import { cancellationPolicies } from '@contracts/rental-pricing';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import type { SeasonDraft } from './settings-draft';
import { DraftField, type SettingsForm } from './settings-field';

const emptySeason: SeasonDraft = {
  name: '',
  from: '',
  lastNight: '',
  rate: '',
  weekendRate: '',
  minNights: '',
};

/**
 * Prices beyond the nightly rate (ADR 044): a weekend rate, length-of-stay discounts, seasons by date range with
 * their own rates and minimum stay, and the cancellation policy new stays are booked under.
 */
export function PricesFieldset({ form }: { form: SettingsForm }) {
  const { t } = useI18n();
  const seasons = form.values.seasons;
  const p = 'rental.admin.settings.prices';
  return (
    <>
      <fieldset className="min-w-0 space-y-4" data-testid="rental-prices">
        <legend className="text-sm font-medium">{t(`${p}.legend`)}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <DraftField
            form={form}
            path="weekendRate"
            label={t(`${p}.weekendRate`)}
            inputMode="decimal"
            hint={t(`${p}.weekendRateHint`)}
          />
          <DraftField
            form={form}
            path="weeklyDiscount"
            label={t(`${p}.weekly`)}
            inputMode="numeric"
            hint={t(`${p}.weeklyHint`)}
          />
          <DraftField
            form={form}
            path="monthlyDiscount"
            label={t(`${p}.monthly`)}
            inputMode="numeric"
            hint={t(`${p}.monthlyHint`)}
          />
        </div>
        <div className="space-y-3">
          <p className="text-sm font-medium">{t(`${p}.seasons`)}</p>
          <p className="text-xs text-muted-foreground">{t(`${p}.seasonsHint`)}</p>
          {seasons.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
              {t(`${p}.noSeasons`)}
            </p>
          ) : null}
          {seasons.map((season, i) => (
            <div
              key={i}
              data-testid="rental-season"
              className="grid items-end gap-3 rounded-xl border border-border p-3 sm:grid-cols-3"
            >
              <div className="flex items-end gap-2 sm:col-span-3">
                <div className="min-w-0 flex-1">
                  <DraftField form={form} path={`seasons.${i}.name`} label={t(`${p}.seasonName`)} />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t(`${p}.removeSeason`, { name: season.name || String(i + 1) })}
                  onClick={() =>
                    form.change(
                      'seasons',
                      seasons.filter((_, j) => j !== i),
                    )
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <DraftField form={form} path={`seasons.${i}.from`} label={t(`${p}.seasonFrom`)} type="date" />
              <DraftField
                form={form}
                path={`seasons.${i}.lastNight`}
                label={t(`${p}.seasonLast`)}
                type="date"
              />
              <DraftField
                form={form}
                path={`seasons.${i}.rate`}
                label={t(`${p}.seasonRate`)}
                inputMode="decimal"
              />
              <DraftField
                form={form}
                path={`seasons.${i}.weekendRate`}
                label={t(`${p}.seasonWeekend`)}
                inputMode="decimal"
              />
              <DraftField
                form={form}
                path={`seasons.${i}.minNights`}
                label={t(`${p}.seasonMinNights`)}
                inputMode="numeric"
              />
            </div>
          ))}
          {seasons.length < 30 ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => form.change('seasons', [...seasons, { ...emptySeason }])}
            >
              <Plus aria-hidden />
              {t(`${p}.addSeason`)}
            </Button>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="min-w-0 space-y-3" data-testid="rental-policy">
        <legend className="text-sm font-medium">{t(`${p}.policyLegend`)}</legend>
        <p className="text-xs text-muted-foreground">{t(`${p}.policyHint`)}</p>
        <div className="grid gap-3 md:grid-cols-3">
          {cancellationPolicies.map((policy) => (
            <label
              key={policy}
              className="flex cursor-pointer gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="cancellation-policy"
                value={policy}
                checked={form.values.cancellationPolicy === policy}
                onChange={() => form.change('cancellationPolicy', policy)}
                className="mt-1 accent-current"
              />
              <span>
                <span className="block font-medium">{t(`rental.payment.policy.names.${policy}`)}</span>
                <span className="block text-xs text-muted-foreground">{t(`${p}.policies.${policy}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
