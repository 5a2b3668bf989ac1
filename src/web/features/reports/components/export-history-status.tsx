import type { ExportRecord } from '@contracts/exports';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { useRequestExport } from '../api/exports';
import { formatDay } from '@web/components/reports/format';

/*
 * The history's live parts: a screen reader hears an export change status (queued, preparing, ready,
 * failed) once, not the progress of every poll; and a failed or expired export can be asked for again.
 */

export type Shown = ExportRecord['status'] | 'expired';
export const shownStatus = (record: ExportRecord): Shown => (record.expired ? 'expired' : record.status);

/**
 * The exports whose status differs from the last seen (a new one counts), and the statuses to remember.
 * Progress within a status is no change: the history polls every second while a job runs.
 */
export function statusChanges(previous: ReadonlyMap<string, Shown>, items: readonly ExportRecord[]) {
  const seen = new Map(items.map((record) => [record.id, shownStatus(record)] as const));
  const changed = items.filter((record) => previous.get(record.id) !== seen.get(record.id));
  return { seen, changed };
}

/** A visually hidden status region that speaks each status change of the history's exports. */
export function StatusAnnouncer({ items }: { items: ExportRecord[] | undefined }) {
  const { t } = useI18n();
  // The statuses last seen; null until the first answer, which is the page's state, not a change.
  const seen = useRef<Map<string, Shown> | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!items) return;
    const previous = seen.current;
    const { seen: next, changed } = statusChanges(previous ?? new Map(), items);
    seen.current = next;
    if (!previous) return;
    const changes = changed.map((record) =>
      t('exports.history.announce', {
        name: t(`exports.dataset.${record.dataset}`),
        format: t(`exports.format.${record.format}`),
        status: t(`exports.history.status.${shownStatus(record)}`),
      }),
    );
    if (changes.length > 0) setMessage(changes.join(' '));
  }, [items, t]);
  return (
    <div role="status" className="sr-only">
      {message}
    </div>
  );
}

/** Asks for the same data set, format, period and language again (a failed or expired export). */
export function AskAgainButton({ record }: { record: ExportRecord }) {
  const { t, lang } = useI18n();
  const request = useRequestExport();
  const name = t(`exports.dataset.${record.dataset}`);
  const period = t('exports.history.period', {
    from: formatDay(record.period.from, lang, 'long'),
    to: formatDay(record.period.to, lang, 'long'),
  });
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {request.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {t('exports.history.againError')}
        </p>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={request.isPending}
        aria-label={t('exports.history.againLabel', { name, period })}
        onClick={() =>
          request.mutate({
            dataset: record.dataset,
            format: record.format,
            from: record.period.from,
            to: record.period.to,
            lang: record.lang,
          })
        }
      >
        <RotateCcw aria-hidden className="size-4" />
        {request.isPending ? t('exports.submitting') : t('exports.history.again')}
      </Button>
    </div>
  );
}
