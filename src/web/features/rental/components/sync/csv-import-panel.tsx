import { MAX_RESERVATIONS_CSV_CHARS, type CsvCommit, type CsvPreview } from '@contracts/rental-sync';
import { FileUp, Loader2, Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { useI18n } from '@web/lib/i18n';
import { useImportReservationsCsv, usePreviewReservationsCsv } from '../../api/sync';
import { formatMxn } from '../dates';
import { day } from './format';

/** Airbnb's reservations CSV: pick the file, read the preview (per-row errors), then import all of it. */
export function CsvImportPanel() {
  const { lang, t } = useI18n();
  const [csv, setCsv] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [result, setResult] = useState<CsvCommit | null>(null);
  const preview = usePreviewReservationsCsv();
  const commit = useImportReservationsCsv({
    onSuccess: (answer) => {
      setResult(answer);
      preview.reset();
    },
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    preview.reset();
    commit.reset();
    setResult(null);
    setCsv(null);
    if (!file) return;
    const text = await file.text();
    setTooLarge(text.length > MAX_RESERVATIONS_CSV_CHARS);
    if (text.length <= MAX_RESERVATIONS_CSV_CHARS) setCsv(text);
  };
  const data = preview.data;
  const toImport = data ? data.counts.insert + data.counts.update : 0;
  return (
    <Card className="rounded-xl p-4 sm:p-5">
      <section aria-labelledby="sync-csv" className="space-y-4">
        <div className="space-y-1">
          <h2 id="sync-csv" className="text-base font-semibold">
            {t('rentalSync.csv.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('rentalSync.csv.lead')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label={t('rentalSync.csv.file')} className="flex-1">
            {(control) => (
              <Input
                {...control}
                type="file"
                accept=".csv,text/csv"
                onChange={(e) => void choose(e)}
                data-testid="csv-file"
              />
            )}
          </FormField>
          <Button
            type="button"
            variant="outline"
            disabled={!csv || preview.isPending}
            onClick={() => csv && preview.mutate(csv)}
          >
            {preview.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <FileUp aria-hidden />}
            {preview.isPending ? t('rentalSync.csv.previewing') : t('rentalSync.csv.preview')}
          </Button>
        </div>
        {tooLarge ? (
          <Notice tone="error" role="alert">
            {t('rentalSync.csv.tooLarge')}
          </Notice>
        ) : null}
        {preview.error || commit.error ? (
          <Notice tone="error" role="alert">
            {t('rentalSync.csv.genericError')}
          </Notice>
        ) : null}
        {result ? (
          <Notice tone="success" role="status" data-testid="csv-result">
            {result.inserted + result.updated === 0
              ? t('rentalSync.csv.nothing')
              : t('rentalSync.csv.done', { ...result })}
          </Notice>
        ) : null}
        {data ? <PreviewResult preview={data} lang={lang} /> : null}
        {data && !data.fileError ? (
          data.counts.error > 0 ? (
            <Notice tone="error">{t('rentalSync.csv.hasErrors')}</Notice>
          ) : (
            <Button
              type="button"
              disabled={commit.isPending || toImport === 0}
              onClick={() => csv && commit.mutate(csv)}
            >
              {commit.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
              {commit.isPending
                ? t('rentalSync.csv.importing')
                : t('rentalSync.csv.commit', { count: toImport })}
            </Button>
          )
        ) : null}
      </section>
    </Card>
  );
}

function PreviewResult({ preview, lang }: { preview: CsvPreview; lang: 'es' | 'en' }) {
  const { t } = useI18n();
  if (preview.fileError)
    return (
      <Notice tone="error" role="alert" data-testid="csv-file-error">
        {t(`rentalSync.csv.fileErrors.${preview.fileError}`, { columns: preview.missingColumns.join(', ') })}
      </Notice>
    );
  return (
    <div className="space-y-2" data-testid="csv-preview">
      <p className="text-sm" role="status">
        {t('rentalSync.csv.counts', { ...preview.counts })}
      </p>
      {preview.unknownColumns.length ? (
        <p className="text-xs text-muted-foreground">
          {t('rentalSync.csv.unknownColumns', { columns: preview.unknownColumns.join(', ') })}
        </p>
      ) : null}
      <div className="max-h-96 overflow-auto rounded-lg border border-border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('rentalSync.csv.columns.line')}</TableHead>
              <TableHead>{t('rentalSync.csv.columns.code')}</TableHead>
              <TableHead>{t('rentalSync.csv.columns.guest')}</TableHead>
              <TableHead>{t('rentalSync.csv.columns.dates')}</TableHead>
              <TableHead>{t('rentalSync.csv.columns.nights')}</TableHead>
              <TableHead>{t('rentalSync.csv.columns.earnings')}</TableHead>
              <TableHead>{t('rentalSync.csv.columns.status')}</TableHead>
              <TableHead>{t('rentalSync.csv.columns.action')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((row) => {
              const r = row.reservation;
              return (
                <TableRow key={row.line} data-action={row.action}>
                  <TableCell className="tabular-nums">{row.line}</TableCell>
                  <TableCell className="font-mono text-xs">{row.confirmationCode || '—'}</TableCell>
                  <TableCell>{r?.guestName ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {r ? `${day(r.checkIn, lang)} → ${day(r.checkOut, lang)}` : '—'}
                  </TableCell>
                  <TableCell className="tabular-nums">{r?.nights ?? '—'}</TableCell>
                  <TableCell className="tabular-nums">
                    {r ? formatMxn(r.earningsMinor, r.currency, lang) : '—'}
                  </TableCell>
                  <TableCell>{r?.status ?? '—'}</TableCell>
                  <TableCell>
                    {row.action === 'error' ? (
                      <span className="text-destructive">
                        {row.errors
                          .map((e) => `${e.column}: ${t(`rentalSync.csv.rowErrors.${e.code}`)}`)
                          .join('; ')}
                      </span>
                    ) : (
                      t(`rentalSync.csv.actions.${row.action}`)
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
