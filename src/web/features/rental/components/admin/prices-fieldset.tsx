import { cancellationPolicies } from '@contracts/rental-pricing';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import type { Draft, SeasonDraft } from './settings-draft';

type TextField = (
  label: string,
  field: string,
  value: string,
  onChange: (v: string) => void,
  extra?: { type?: string; hint?: string; inputMode?: 'decimal' | 'numeric' },
) => ReactNode;

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
export function PricesFieldset(props: {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  text: TextField;
}) {
  const { t } = useI18n();
  const { draft, set, text } = props;
  const p = 'rental.admin.settings.prices';
  return (
    <>
      <fieldset className="min-w-0 space-y-4" data-testid="rental-prices">
        <legend className="text-sm font-medium">{t(`${p}.legend`)}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {text(
            t(`${p}.weekendRate`),
            'weekendRateMinor',
            draft.weekendRate,
            (v) => set({ weekendRate: v }),
            {
              inputMode: 'decimal',
              hint: t(`${p}.weekendRateHint`),
            },
          )}
          {text(
            t(`${p}.weekly`),
            'weeklyDiscountPercent',
            draft.weeklyDiscount,
            (v) => set({ weeklyDiscount: v }),
            {
              inputMode: 'numeric',
              hint: t(`${p}.weeklyHint`),
            },
          )}
          {text(
            t(`${p}.monthly`),
            'monthlyDiscountPercent',
            draft.monthlyDiscount,
            (v) => set({ monthlyDiscount: v }),
            { inputMode: 'numeric', hint: t(`${p}.monthlyHint`) },
          )}
        </div>
        <div className="space-y-3">
          <p className="text-sm font-medium">{t(`${p}.seasons`)}</p>
          <p className="text-xs text-muted-foreground">{t(`${p}.seasonsHint`)}</p>
          {draft.seasons.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
              {t(`${p}.noSeasons`)}
            </p>
          ) : null}
          {draft.seasons.map((season, i) => {
            const update = (patch: Partial<SeasonDraft>) =>
              set({ seasons: draft.seasons.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <div
                key={i}
                data-testid="rental-season"
                className="grid items-end gap-3 rounded-xl border border-border p-3 sm:grid-cols-3"
              >
                <div className="flex items-end gap-2 sm:col-span-3">
                  <div className="min-w-0 flex-1">
                    {text(t(`${p}.seasonName`), `seasons.${i}.name`, season.name, (v) => update({ name: v }))}
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t(`${p}.removeSeason`, { name: season.name || String(i + 1) })}
                    onClick={() => set({ seasons: draft.seasons.filter((_, j) => j !== i) })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                {text(t(`${p}.seasonFrom`), `seasons.${i}.from`, season.from, (v) => update({ from: v }), {
                  type: 'date',
                })}
                {text(
                  t(`${p}.seasonLast`),
                  `seasons.${i}.to`,
                  season.lastNight,
                  (v) => update({ lastNight: v }),
                  {
                    type: 'date',
                  },
                )}
                {text(
                  t(`${p}.seasonRate`),
                  `seasons.${i}.nightlyRateMinor`,
                  season.rate,
                  (v) => update({ rate: v }),
                  {
                    inputMode: 'decimal',
                  },
                )}
                {text(
                  t(`${p}.seasonWeekend`),
                  `seasons.${i}.weekendRateMinor`,
                  season.weekendRate,
                  (v) => update({ weekendRate: v }),
                  { inputMode: 'decimal' },
                )}
                {text(
                  t(`${p}.seasonMinNights`),
                  `seasons.${i}.minNights`,
                  season.minNights,
                  (v) => update({ minNights: v }),
                  { inputMode: 'numeric' },
                )}
              </div>
            );
          })}
          {draft.seasons.length < 30 ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => set({ seasons: [...draft.seasons, { ...emptySeason }] })}
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
                checked={draft.cancellationPolicy === policy}
                onChange={() => set({ cancellationPolicy: policy })}
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
