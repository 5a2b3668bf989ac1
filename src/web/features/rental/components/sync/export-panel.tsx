import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { exportFeedQuery, useRegenerateExportFeed } from '../../api/sync';
import { instant } from './format';

/**
 * The private export feed. Its secret is kept hashed, so the address is shown only in the answer that creates
 * it; after that the panel says since when one is active, and a new one (confirmed) replaces it.
 */
export function ExportPanel() {
  const { lang, t } = useI18n();
  const state = useQuery(exportFeedQuery());
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const create = useRegenerateExportFeed({
    onSuccess: () => {
      setConfirming(false);
      setCopied(false);
    },
  });
  const fresh = create.data?.url ?? null;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card className="rounded-xl p-4 sm:p-5">
      <section aria-labelledby="sync-export" className="space-y-4">
        <div className="space-y-1">
          <h2 id="sync-export" className="text-base font-semibold">
            {t('rentalSync.export.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('rentalSync.export.lead')}</p>
        </div>
        {state.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : state.isError ? (
          <Notice tone="error">{t('rentalSync.export.error')}</Notice>
        ) : (
          <>
            {fresh ? (
              <div className="space-y-2">
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input
                    readOnly
                    aria-label={t('rentalSync.export.url')}
                    value={fresh}
                    onFocus={(event) => event.target.select()}
                    className="font-mono text-xs"
                    data-testid="export-url"
                  />
                  <Button type="button" variant="outline" onClick={() => void copy(fresh)}>
                    {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                    <span role="status">
                      {copied ? t('rentalSync.export.copied') : t('rentalSync.export.copy')}
                    </span>
                  </Button>
                </div>
                <Notice tone="info">{t('rentalSync.export.newUrl')}</Notice>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground" data-testid="export-state">
                {state.data.active && state.data.createdAt
                  ? t('rentalSync.export.activeSince', { time: instant(state.data.createdAt, lang) })
                  : t('rentalSync.export.none')}
              </p>
            )}
            <Button
              type="button"
              variant={state.data.active ? 'outline' : 'default'}
              size="sm"
              disabled={create.isPending}
              onClick={() => (state.data.active ? setConfirming(true) : create.mutate())}
            >
              {create.isPending ? (
                <Loader2 aria-hidden className="animate-spin" />
              ) : (
                <RotateCcw aria-hidden />
              )}
              {state.data.active ? t('rentalSync.export.regenerate') : t('rentalSync.export.create')}
            </Button>
            {create.error && !confirming ? (
              <Notice tone="error" role="alert">
                {t('rentalSync.feeds.genericError')}
              </Notice>
            ) : null}
          </>
        )}
      </section>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={t('rentalSync.export.regenerateTitle')}
          description={t('rentalSync.export.regenerateDescription')}
        >
          {create.error ? <Notice tone="error">{t('rentalSync.feeds.genericError')}</Notice> : null}
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('rentalSync.export.keep')}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={create.isPending}
              onClick={() => create.mutate()}
            >
              {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {t('rentalSync.export.regenerateConfirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
