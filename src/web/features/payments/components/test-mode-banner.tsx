import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';

/** The unmistakable "test mode" strip of the sandbox and of test payments: striped, high-contrast, first. */
export function TestModeBanner(props: { children?: ReactNode; className?: string }) {
  const { t } = useI18n();
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      className={cn(
        'rounded-2xl border-2 border-dashed border-amber-500 bg-amber-100 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950/60 dark:text-amber-50',
        props.className,
      )}
    >
      <p className="flex items-center gap-2 text-sm font-bold tracking-wide sm:text-base">
        <FlaskConical aria-hidden className="size-5 shrink-0" />
        {t('payments.common.testMode')}
      </p>
      {props.children ? <div className="mt-1.5 text-sm">{props.children}</div> : null}
    </div>
  );
}
