import type { SandboxCheckout, SandboxCheckoutStatus } from '@contracts/payments';
import { CircleCheck, CircleX, Clock, Undo2, type LucideIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

type FinalStatus = Exclude<SandboxCheckoutStatus, 'open' | 'voucher_pending'>;
const icons: Record<FinalStatus, LucideIcon> = {
  paid: CircleCheck,
  failed: CircleX,
  abandoned: Undo2,
  expired: Clock,
};
const isFinalStatus = (status: SandboxCheckoutStatus): status is FinalStatus => status in icons;

/** A checkout that can no longer change: what happened, and the ways on (status page, back to the site). */
export function OutcomePanel(props: { checkout: SandboxCheckout; onStatus: () => void; onBack: () => void }) {
  const { t } = useI18n();
  const status: FinalStatus = isFinalStatus(props.checkout.status) ? props.checkout.status : 'expired';
  const Icon = icons[status];
  return (
    <section
      aria-labelledby="sandbox-outcome"
      className="space-y-4"
      data-testid="sandbox-outcome"
      data-status={status}
    >
      <h2 id="sandbox-outcome" className="flex items-center gap-2 font-display text-2xl">
        <Icon aria-hidden className="size-6 text-accent-strong" />
        {t(`payments.sandbox.outcome.${status}.title`)}
      </h2>
      <p className="text-sm text-muted-foreground">{t(`payments.sandbox.outcome.${status}.body`)}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={props.onStatus}>
          {t('payments.sandbox.outcome.status')}
        </Button>
        <Button type="button" variant="outline" onClick={props.onBack}>
          {t('payments.sandbox.outcome.back')}
        </Button>
      </div>
    </section>
  );
}
