import { rentalChannels, type CalendarFeed, type RentalChannel } from '@contracts/rental-sync';
import { AlertTriangle, Loader2, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useI18n, type I18n } from '@web/lib/i18n';
import { useAddFeed, useRemoveFeed, useSyncFeed } from '../../api/sync';
import { instant } from './format';

const fieldCodes = ['required', 'too_long', 'invalid_url', 'duplicate'] as const;
const fieldText = (t: I18n['t'], code: string | undefined) =>
  code
    ? t(
        `rentalSync.feeds.fields.${(fieldCodes as readonly string[]).includes(code) ? (code as (typeof fieldCodes)[number]) : 'invalid'}`,
      )
    : undefined;

/** The imported iCal feeds: each with its last sync and result, sync now, remove; and the form to add one. */
export function FeedsPanel({
  feeds,
  state,
}: {
  feeds: CalendarFeed[] | undefined;
  state: 'pending' | 'error' | 'success';
}) {
  const { t } = useI18n();
  return (
    <Card className="rounded-xl p-4 sm:p-5">
      <section aria-labelledby="sync-feeds" className="space-y-4">
        <div className="space-y-1">
          <h2 id="sync-feeds" className="text-base font-semibold">
            {t('rentalSync.feeds.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('rentalSync.feeds.lead')}</p>
        </div>
        {state === 'pending' ? (
          <Skeleton className="h-20 w-full" />
        ) : state === 'error' || !feeds ? (
          <Notice tone="error">{t('rentalSync.feeds.loadError')}</Notice>
        ) : feeds.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            {t('rentalSync.feeds.empty')}
          </p>
        ) : (
          <ul className="space-y-3">
            {feeds.map((feed) => (
              <FeedRow key={feed.id} feed={feed} />
            ))}
          </ul>
        )}
        <AddFeedForm />
      </section>
    </Card>
  );
}

function AddFeedForm() {
  const { t } = useI18n();
  const [form, setForm] = useState<{ name: string; channel: RentalChannel; url: string }>({
    name: '',
    channel: 'airbnb',
    url: '',
  });
  const add = useAddFeed({ onSuccess: () => setForm({ name: '', channel: 'airbnb', url: '' }) });
  const fields = add.error instanceof ApiError ? (add.error.fields ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(form);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 border-t border-border pt-4 sm:grid-cols-2">
      <FormField label={t('rentalSync.feeds.name')} error={fieldText(t, fields.name?.[0])}>
        {(control) => (
          <Input
            {...control}
            maxLength={80}
            value={form.name}
            placeholder="Airbnb"
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('rentalSync.feeds.channel')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={form.channel}
            onChange={(e) => setForm({ ...form, channel: e.target.value as RentalChannel })}
          >
            {rentalChannels.map((channel) => (
              <option key={channel} value={channel}>
                {t(`rentalSync.channels.${channel}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={t('rentalSync.feeds.url')}
        hint={t('rentalSync.feeds.urlHint')}
        error={fieldText(t, fields.url?.[0])}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            value={form.url}
            placeholder="https://www.airbnb.com/calendar/ical/….ics"
            onChange={(e) => setForm({ ...form, url: e.target.value })}
          />
        )}
      </FormField>
      {add.error && !(add.error instanceof ApiError && add.error.fields) ? (
        <Notice tone="error" role="alert" className="sm:col-span-2">
          {t('rentalSync.feeds.genericError')}
        </Notice>
      ) : null}
      <Button
        type="submit"
        size="sm"
        className="sm:col-span-2 sm:justify-self-start"
        disabled={add.isPending}
      >
        {add.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
        {add.isPending ? t('rentalSync.feeds.adding') : t('rentalSync.feeds.add')}
      </Button>
    </form>
  );
}

function FeedRow({ feed }: { feed: CalendarFeed }) {
  const { lang, t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const sync = useSyncFeed(feed.id);
  const remove = useRemoveFeed(feed.id, { onSuccess: () => setConfirming(false) });
  return (
    <li
      className="space-y-2 rounded-lg border border-border p-3 text-sm"
      data-testid="sync-feed"
      data-feed={feed.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            {feed.name} <Badge variant="outline">{t(`rentalSync.channels.${feed.channel}`)}</Badge>
          </p>
          <p className="truncate font-mono text-xs text-muted-foreground" title={feed.url}>
            {feed.url}
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={sync.isPending}
            aria-label={`${t('rentalSync.feeds.syncNow')}: ${feed.name}`}
            onClick={() => sync.mutate()}
          >
            <RefreshCw aria-hidden className={sync.isPending ? 'animate-spin' : undefined} />
            <span className="max-sm:sr-only">{t('rentalSync.feeds.syncNow')}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-destructive"
            aria-label={`${t('rentalSync.feeds.remove')}: ${feed.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-xs sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('rentalSync.feeds.lastSync')}</dt>
          <dd data-testid="feed-last-sync">
            {feed.lastSyncedAt ? instant(feed.lastSyncedAt, lang) : t('rentalSync.feeds.never')}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('rentalSync.feeds.result')}</dt>
          <dd data-testid="feed-status" data-status={feed.lastStatus ?? 'none'}>
            {feed.lastStatus === 'ok'
              ? t('rentalSync.feeds.ok', { count: feed.lastEventCount ?? 0 })
              : feed.lastStatus === 'error'
                ? t('rentalSync.feeds.error')
                : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('rentalSync.feeds.upcoming')}</dt>
          <dd className="tabular-nums">{feed.upcomingNights}</dd>
        </div>
      </dl>
      {feed.lastStatus === 'error' ? (
        <Notice
          tone="error"
          icon={AlertTriangle}
          title={t('rentalSync.feeds.failing')}
          data-testid="feed-error"
        >
          <p className="break-words">
            {t(`rentalSync.feeds.errors.${feed.lastErrorCode ?? 'calendar_failed'}`, {
              status: feed.lastErrorDetail ?? '',
            })}
          </p>
        </Notice>
      ) : null}
      {sync.error ? (
        <Notice tone="error" role="alert">
          {t('rentalSync.feeds.genericError')}
        </Notice>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={t('rentalSync.feeds.removeTitle', { name: feed.name })}
          description={t('rentalSync.feeds.removeDescription')}
        >
          {remove.error ? <Notice tone="error">{t('rentalSync.feeds.genericError')}</Notice> : null}
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('rentalSync.feeds.keep')}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {t('rentalSync.feeds.removeConfirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </li>
  );
}
