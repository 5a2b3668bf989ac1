import { dateTimeFormat } from '@contracts/intl';
import { analyticsSettingsSchema } from '@contracts/analytics';
import type { Language } from '@contracts/i18n';
import { Archive } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PanelError } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { localeOf } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useAnalyticsSettings, useSaveAnalyticsSettings } from '../api/analytics';

type Stage =
  | { kind: 'edit' }
  | { kind: 'confirm'; days: number }
  | { kind: 'saved'; days: number }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** The first day kept when raw events are kept `days` days: the maintenance job deletes days before today − N. */
function firstKeptDay(days: number, lang: Language, now = new Date()): string {
  const first = new Date(now.getTime() - days * 86_400_000);
  return dateTimeFormat(localeOf(lang), { dateStyle: 'long' }).format(first);
}

/** The form inside the dialog, mounted once the current setting is known (its field starts from it). */
function RetentionForm(props: { current: number }) {
  const { t, lang } = useI18n();
  const save = useSaveAnalyticsSettings();
  const [value, setValue] = useState(String(props.current));
  const [stage, setStage] = useState<Stage>({ kind: 'edit' });

  const send = (days: number) =>
    save.mutate(
      { retentionDays: days },
      {
        onSuccess: (saved) => setStage({ kind: 'saved', days: saved.retentionDays }),
        onError: (error) =>
          setStage(
            error instanceof ApiError && error.status === 400 ? { kind: 'invalid' } : { kind: 'failed' },
          ),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = analyticsSettingsSchema.safeParse({ retentionDays: Number(value.trim() || NaN) });
    if (!parsed.success) return setStage({ kind: 'invalid' });
    const days = parsed.data.retentionDays;
    // Shortening deletes raw events: ask first.
    if (days < props.current) return setStage({ kind: 'confirm', days });
    send(days);
  };

  if (stage.kind === 'confirm')
    return (
      <div>
        <Notice tone="error" title={t('analytics.retention.confirmTitle', { days: stage.days })} role="alert">
          {t('analytics.retention.confirmBody', {
            days: stage.days,
            current: props.current,
            date: firstKeptDay(stage.days, lang),
          })}
        </Notice>
        <DialogActions>
          <Button type="button" variant="outline" onClick={() => setStage({ kind: 'edit' })}>
            {t('analytics.retention.back')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={save.isPending}
            onClick={() => send(stage.days)}
          >
            {t('analytics.retention.confirm', { days: stage.days })}
          </Button>
        </DialogActions>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 text-sm">{t('analytics.retention.current', { days: props.current })}</p>
      <FormField
        label={t('analytics.retention.label')}
        hint={t('analytics.retention.hint')}
        error={stage.kind === 'invalid' ? t('analytics.retention.invalid') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            name="retentionDays"
            type="number"
            inputMode="numeric"
            min={30}
            max={3650}
            step={1}
            className="w-32"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setStage({ kind: 'edit' });
            }}
          />
        )}
      </FormField>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {stage.kind === 'saved' ? (
          <Notice tone="success" data-testid="retention-saved">
            {t('analytics.retention.saved', { days: stage.days })}
          </Notice>
        ) : stage.kind === 'failed' ? (
          <Notice tone="error">{t('analytics.retention.failed')}</Notice>
        ) : null}
      </div>
      <DialogActions>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('analytics.retention.close')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {t('analytics.retention.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * "Data retention": how many days raw events (each visit and page view) are kept before the hourly
 * maintenance job deletes them; the daily rollups are kept. Shortening it asks first.
 */
export function RetentionDialog() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const settings = useAnalyticsSettings(open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="self-start sm:self-auto">
          <Archive aria-hidden className="size-4" />
          {t('analytics.retention.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('analytics.retention.title')}
        description={t('analytics.retention.description')}
      >
        {settings.data ? (
          <RetentionForm current={settings.data.retentionDays} />
        ) : settings.isError ? (
          <PanelError
            message={t('analytics.retention.loadFailed')}
            retryLabel={t('analytics.states.retry')}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('analytics.retention.loading')}
            </p>
            <Skeleton className="h-24" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
