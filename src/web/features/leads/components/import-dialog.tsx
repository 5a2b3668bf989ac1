import type { ImportResult } from '@contracts/contacts';
import { LoaderCircle, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useApplyImport, usePreviewImport } from '../api/queries';

const SHOWN_ROWS = 50;
const importErrors = ['email_missing', 'email_invalid', 'duplicate_in_file', 'too_long', 'status_unknown'];

/** The file-level refusal in words (no e-mail column, too many rows, empty), or a generic failure. */
function refusalKey(error: unknown): MessageKey {
  const code = error instanceof ApiError ? error.fields?.csv?.[0] : undefined;
  if (code === 'no_email_column') return 'admin.leads.import.noEmail';
  if (code === 'too_many_rows') return 'admin.leads.import.tooMany';
  if (code === 'empty') return 'admin.leads.import.empty';
  return 'admin.leads.import.error';
}

/**
 * Imports contacts from a CSV: choose a file, read the preview (each row's outcome and errors by line), then
 * import the valid rows. Nothing is written before the second step; the same file twice changes nothing.
 */
export function ImportDialog() {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [fileError, setFileError] = useState('');
  const [done, setDone] = useState<ImportResult | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport({ onSuccess: (result) => setDone(result) });
  const reset = () => {
    setCsv('');
    setFileError('');
    setDone(null);
    preview.reset();
    apply.reset();
  };
  const result = preview.data;
  const valid = result ? result.created + result.updated : 0;
  const counts = (r: ImportResult) => ({ create: r.created, update: r.updated, errors: r.errors });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Upload aria-hidden />
          {t('admin.leads.import.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('admin.leads.import.title')}
        description={t('admin.leads.import.hint')}
        className="sm:w-[min(48rem,calc(100vw-2rem))]"
      >
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-file`}>{t('admin.leads.import.file')}</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-border file:bg-background file:px-3 file:py-1.5"
              onChange={async (event) => {
                reset();
                const file = event.target.files?.[0];
                if (!file) return;
                try {
                  const text = await file.text();
                  setCsv(text);
                  preview.mutate(text);
                } catch (error) {
                  setFileError(t('admin.leads.import.fileError', { reason: String(error) }));
                }
              }}
            />
          </div>
          <div aria-live="polite" className="space-y-3 text-sm">
            {preview.isPending ? <p>{t('admin.leads.import.previewing')}</p> : null}
            {fileError ? (
              <p role="alert" className="text-destructive">
                {fileError}
              </p>
            ) : null}
            {preview.isError ? (
              <p role="alert" className="text-destructive">
                {t(refusalKey(preview.error))}
              </p>
            ) : null}
            {done ? (
              <p data-testid="import-done" className="font-medium">
                {t('admin.leads.import.done', counts(done))}
              </p>
            ) : result ? (
              <>
                <p data-testid="import-summary" className="font-medium">
                  {t('admin.leads.import.summary', counts(result))}
                </p>
                <p className="text-muted-foreground">
                  {t('admin.leads.import.columnsFound', {
                    columns: result.columns
                      .map((c) => `${c.header} → ${c.field ?? t('admin.leads.import.ignored')}`)
                      .join(' · '),
                  })}
                </p>
                <div className="max-h-72 overflow-auto rounded-lg border border-border">
                  <table className="w-full text-left text-xs">
                    <thead className="sticky top-0 bg-muted">
                      <tr>
                        <th className="px-2 py-1.5">{t('admin.leads.import.line')}</th>
                        <th className="px-2 py-1.5">{t('admin.leads.import.email')}</th>
                        <th className="px-2 py-1.5">{t('admin.leads.import.name')}</th>
                        <th className="px-2 py-1.5">{t('admin.leads.import.outcome')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.rows.slice(0, SHOWN_ROWS).map((row) => (
                        <tr
                          key={row.line}
                          className="border-t border-border align-top"
                          data-outcome={row.outcome}
                        >
                          <td className="px-2 py-1 tabular-nums">{row.line}</td>
                          <td className="max-w-[14rem] truncate px-2 py-1">{row.email}</td>
                          <td className="max-w-[10rem] truncate px-2 py-1">{row.name ?? ''}</td>
                          <td
                            className={row.outcome === 'error' ? 'px-2 py-1 text-destructive' : 'px-2 py-1'}
                          >
                            {t(`admin.leads.import.outcomes.${row.outcome}` as MessageKey)}
                            {row.errors.map((e) => (
                              <span key={`${e.column}:${e.code}`} className="block">
                                {importErrors.includes(e.code)
                                  ? t(`admin.leads.import.errors.${e.code}` as MessageKey)
                                  : e.code}
                              </span>
                            ))}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {result.rows.length > SHOWN_ROWS ? (
                  <p className="text-muted-foreground">
                    {t('admin.leads.import.moreRows', { count: result.rows.length - SHOWN_ROWS })}
                  </p>
                ) : null}
              </>
            ) : null}
            {apply.isError ? (
              <p role="alert" className="text-destructive">
                {t('admin.leads.import.error')}
              </p>
            ) : null}
          </div>
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('admin.leads.import.close')}
            </Button>
            {result && !done ? (
              <Button
                type="button"
                disabled={apply.isPending || valid === 0}
                onClick={() => apply.mutate(csv)}
              >
                {apply.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
                {apply.isPending
                  ? t('admin.leads.import.applying')
                  : t('admin.leads.import.apply', { count: valid })}
              </Button>
            ) : null}
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
