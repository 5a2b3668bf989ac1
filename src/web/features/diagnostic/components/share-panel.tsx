import { dateTimeFormat } from '@contracts/intl';
import type { DiagnosticResult } from '@contracts/diagnostic';
import { Copy, Globe, Link2Off, Lock, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import { localeOf } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSetSharing, type ResultAccess } from '../api/diagnostic';

/**
 * The one share state of a result (ADR 023): "Private" with "Share", or "Shared since …" with its public
 * link, "Copy link" and "Stop sharing". Used by the results page and by each result on the dashboard.
 */
export function SharePanel(props: { result: DiagnosticResult; access: ResultAccess; compact?: boolean }) {
  const { result, access, compact } = props;
  const { t, lang } = useI18n();
  const setSharing = useSetSharing();
  const [status, setStatus] = useState<string | null>(null);
  const linkId = useId();
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}/shared/${result.shareId}`;
  const since = result.sharedAt
    ? dateTimeFormat(localeOf(lang), {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(result.sharedAt))
    : '';

  function change(share: boolean) {
    setStatus(null);
    setSharing.mutate(
      { id: result.id, access, share },
      {
        onSuccess: (next) =>
          setStatus(t(next.shared ? 'diagnostic.results.nowShared' : 'diagnostic.results.stopped')),
      },
    );
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('diagnostic.results.copied', { url }));
    } catch {
      // No clipboard permission: the link is in the field beside the button, ready to select.
      setStatus(t('diagnostic.results.copyFailed'));
    }
  }

  return (
    <div className="space-y-3" data-testid="share-panel" data-shared={result.shared ? 'true' : 'false'}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {result.shared ? (
          <Badge variant="accent" data-testid="share-state">
            <Globe aria-hidden className="size-3.5" />
            {t('diagnostic.results.sharedBadge')}
          </Badge>
        ) : (
          <Badge data-testid="share-state">
            <Lock aria-hidden className="size-3.5" />
            {t('diagnostic.results.privateBadge')}
          </Badge>
        )}
        <span className="text-muted-foreground">
          {result.shared
            ? t('diagnostic.results.sharedSince', { date: since })
            : t(compact ? 'diagnostic.results.privateShort' : 'diagnostic.results.privateLead')}
        </span>
      </p>
      {result.shared ? (
        <div className="space-y-3">
          <div className="space-y-1">
            <label htmlFor={linkId} className="text-sm font-medium">
              {t('diagnostic.results.publicLink')}
            </label>
            <Input
              id={linkId}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="share-url"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" size={compact ? 'sm' : 'default'} onClick={() => void copy()}>
              <Copy aria-hidden />
              {t('diagnostic.results.copy')}
            </Button>
            <Button
              type="button"
              variant="outline"
              size={compact ? 'sm' : 'default'}
              onClick={() => change(false)}
              disabled={setSharing.isPending}
              data-testid="stop-sharing"
            >
              <Link2Off aria-hidden />
              {t('diagnostic.results.stopSharing')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          size={compact ? 'sm' : 'default'}
          onClick={() => change(true)}
          disabled={setSharing.isPending}
          data-testid="share-result"
        >
          <Share2 aria-hidden />
          {t('diagnostic.results.share')}
        </Button>
      )}
      <p role="status" className="text-sm break-all" data-testid="share-status">
        {status}
      </p>
      {setSharing.isError ? <Notice tone="error">{t('diagnostic.results.shareError')}</Notice> : null}
    </div>
  );
}
