import { dateTimeFormat, numberFormat } from '@contracts/intl';
import type { ExportRecord } from '@contracts/exports';
import type { Language } from '@contracts/i18n';
import { REPORT_TIME_ZONE } from '@contracts/reports';
import { Download, FileClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Panel, PanelError } from '@web/components/ui/admin-panel';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { downloadExport, isPending, useExportHistory } from '../api/exports';
import { AskAgainButton, shownStatus, StatusAnnouncer, type Shown } from './export-history-status';
import { formatDay } from '@web/components/reports/format';
import { localeOf } from '@web/lib/format';

/** A moment on the business's clock, like the period's days (Mexico City), whatever the browser's zone. */
const formatWhen = (iso: string, lang: Language) =>
  dateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: REPORT_TIME_ZONE,
  }).format(new Date(iso));

/** 12 KB, 3.4 MB: the file's size in the language's units. */
function formatSize(bytes: number, lang: Language) {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 0.1), 'kilobyte'];
  return numberFormat(localeOf(lang), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

const badgeTone: Record<Shown, string> = {
  queued: 'bg-muted text-muted-foreground',
  running: 'bg-accent/15 text-foreground',
  done: 'bg-accent text-accent-foreground',
  failed: 'bg-destructive/15 text-destructive',
  expired: 'bg-muted text-muted-foreground',
};

function Progress({ record }: { record: ExportRecord }) {
  const { t, lang } = useI18n();
  const total = record.rowsTotal;
  const number = numberFormat(localeOf(lang));
  const share = total ? Math.min(1, record.rowsDone / total) : 0;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={t('exports.history.progressLabel', { name: record.fileName })}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total ? record.rowsDone : undefined}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-accent transition-[width] motion-reduce:transition-none',
            !total && 'w-1/4 animate-pulse',
          )}
          style={total ? { width: `${Math.round(share * 100)}%` } : undefined}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {total === null
          ? t('exports.history.starting')
          : t('exports.history.progress', {
              done: number.format(record.rowsDone),
              total: number.format(total),
            })}
      </p>
    </div>
  );
}

function DownloadButton({ record, onGone }: { record: ExportRecord; onGone: () => void }) {
  const { t } = useI18n();
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'gone'>('idle');
  const run = async () => {
    setState('busy');
    try {
      await downloadExport(record);
      setState('idle');
    } catch (error) {
      const gone = error instanceof ApiError && (error.status === 410 || error.status === 404);
      setState(gone ? 'gone' : 'failed');
      if (gone) onGone();
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {state === 'failed' || state === 'gone' ? (
        <p role="alert" className="text-xs text-destructive">
          {t(state === 'gone' ? 'exports.history.downloadGone' : 'exports.history.downloadError')}
        </p>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={state === 'busy'}
        aria-label={t('exports.history.downloadLabel', { name: record.fileName })}
        onClick={() => void run()}
      >
        <Download aria-hidden className="size-4" />
        {state === 'busy' ? t('exports.history.downloading') : t('exports.history.download')}
      </Button>
    </div>
  );
}

function HistoryItem({ record, onGone }: { record: ExportRecord; onGone: () => void }) {
  const { t, lang } = useI18n();
  const shown = shownStatus(record);
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{t(`exports.dataset.${record.dataset}`)}</span>
          <Badge className="uppercase">{t(`exports.format.${record.format}`)}</Badge>
          <Badge className={badgeTone[shown]}>{t(`exports.history.status.${shown}`)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('exports.history.period', {
            from: formatDay(record.period.from, lang, 'long'),
            to: formatDay(record.period.to, lang, 'long'),
          })}
          {record.size !== null && shown === 'done' ? (
            <span className="whitespace-nowrap"> · {formatSize(record.size, lang)}</span>
          ) : null}
        </p>
        <p className="break-all text-xs text-muted-foreground">
          {t('exports.history.by', { email: record.createdBy, when: formatWhen(record.createdAt, lang) })}
        </p>
        {isPending(record) ? <Progress record={record} /> : null}
        {shown === 'done' && record.expiresAt ? (
          <p className="text-xs text-muted-foreground">
            {t('exports.history.expires', { when: formatWhen(record.expiresAt, lang) })}
          </p>
        ) : null}
        {shown === 'expired' ? (
          <p className="text-xs text-muted-foreground">{t('exports.history.expiredHint')}</p>
        ) : null}
        {shown === 'failed' ? (
          <p className="text-xs text-destructive">{t('exports.history.failedHint')}</p>
        ) : null}
      </div>
      {shown === 'done' ? <DownloadButton record={record} onGone={onGone} /> : null}
      {shown === 'failed' || shown === 'expired' ? <AskAgainButton record={record} /> : null}
    </li>
  );
}

/** The last 20 exports from the server (so leaving and coming back shows them), polled while any runs. */
export function ExportHistory(props: { id?: string }) {
  const { t } = useI18n();
  const id = useId();
  const history = useExportHistory();
  const refresh = () => void history.refetch();
  let body;
  if (history.isPending)
    body = (
      <div aria-busy="true" className="space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        ))}
      </div>
    );
  else if (history.isError)
    body = (
      <PanelError
        message={t('exports.history.loadError')}
        retryLabel={t('exports.history.retry')}
        onRetry={refresh}
      />
    );
  else if (history.data.items.length === 0)
    body = (
      <EmptyState
        icon={FileClock}
        title={t('exports.history.emptyTitle')}
        description={t('exports.history.emptyDescription')}
      />
    );
  else
    body = (
      <ul className="divide-y divide-border">
        {history.data.items.map((record) => (
          <HistoryItem key={record.id} record={record} onGone={refresh} />
        ))}
      </ul>
    );
  return (
    <Panel
      id={props.id}
      headingId={`${id}-title`}
      title={t('exports.history.title')}
      description={t('exports.history.description')}
    >
      {body}
      <StatusAnnouncer items={history.data?.items} />
    </Panel>
  );
}
