import type { CancellationPolicy } from '@contracts/cancellation';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';
import { policyText } from '../refund-quote';

const p = 'booking.settings.services.policy';

/** The form's text of a policy (numbers as typed). */
export interface PolicyDraft {
  hours: string;
  percent: string;
}
export const policyDraft = (policy: CancellationPolicy | undefined): PolicyDraft => ({
  hours: String(policy?.fullRefundHours ?? 0),
  percent: String(policy?.lateRefundPercent ?? 100),
});
export const policyBody = (draft: PolicyDraft): CancellationPolicy => ({
  fullRefundHours: Number(draft.hours),
  lateRefundPercent: Number(draft.percent),
});

/** A service's cancellation refund policy (ADR 022), with the sentence clients will read before paying. */
export function CancellationPolicyFields(props: {
  value: PolicyDraft;
  onChange: (next: PolicyDraft) => void;
  errorFor: (field: string) => string | undefined;
}) {
  const { t } = useI18n();
  const draft = props.value;
  const valid = /^\d+$/.test(draft.hours) && /^\d+$/.test(draft.percent) && Number(draft.percent) <= 100;
  return (
    <fieldset
      className="min-w-0 space-y-4 rounded-xl border border-border p-4"
      data-testid="cancellation-policy-fields"
    >
      <legend className="px-1 text-sm font-medium">{t(`${p}.legend`)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t(`${p}.hours`)}
          hint={t(`${p}.hoursHint`)}
          error={props.errorFor('cancellationPolicy.fullRefundHours')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={1440}
              className="w-28"
              value={draft.hours}
              onChange={(ev) => props.onChange({ ...draft, hours: ev.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={t(`${p}.percent`)}
          hint={t(`${p}.percentHint`)}
          error={props.errorFor('cancellationPolicy.lateRefundPercent')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              className="w-28"
              value={draft.percent}
              onChange={(ev) => props.onChange({ ...draft, percent: ev.target.value })}
            />
          )}
        </FormField>
      </div>
      {valid ? (
        <p className="text-sm text-muted-foreground" data-testid="policy-preview">
          {t(`${p}.preview`)} {policyText(t, policyBody(draft))}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t(`${p}.ownerNote`)}</p>
    </fieldset>
  );
}
