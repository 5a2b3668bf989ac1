import { CircleHelp } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

const parts = ['nights', 'occupancy', 'adr', 'revpar', 'sources', 'stays', 'pace'] as const;

/** How every figure on the screen is counted (the same words as ADR 042). */
export function Definitions() {
  const { t } = useI18n();
  return (
    <details className="group rounded-xl border border-border bg-card px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <CircleHelp aria-hidden className="size-4 text-muted-foreground" />
        {t('rentalAnalytics.help.heading')}
      </summary>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted-foreground">
        {parts.map((part) => (
          <li key={part}>{t(`rentalAnalytics.help.${part}`)}</li>
        ))}
      </ul>
    </details>
  );
}
