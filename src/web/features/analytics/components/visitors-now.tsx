import { useI18n } from '@web/lib/i18n';

/** Visitors with a page view in the last 5 minutes; the dot pulses while someone is on the site. */
export function VisitorsNow(props: { count: number }) {
  const { t } = useI18n();
  const live = props.count > 0;
  return (
    <p
      data-testid="analytics-now"
      title={t('analytics.nowHint')}
      className="inline-flex items-center gap-2 self-start rounded-full border border-border bg-card px-3 py-1.5 text-sm sm:self-auto"
    >
      <span aria-hidden className="relative flex size-2.5">
        {live ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60 motion-reduce:animate-none" />
        ) : null}
        <span
          className={`relative inline-flex size-2.5 rounded-full ${live ? 'bg-emerald-500' : 'bg-muted-foreground/50'}`}
        />
      </span>
      <span className="tabular-nums">{t('analytics.now', { count: props.count })}</span>
      <span className="sr-only">({t('analytics.nowHint')})</span>
    </p>
  );
}
