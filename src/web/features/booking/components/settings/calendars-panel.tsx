import { BOOKING_BUSINESS_TIME_ZONE, type ExternalCalendar } from '@contracts/booking';
import { parseCalendarError } from '@contracts/calendar-errors';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Check, Copy, Link2, Loader2, Plus, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import {
  calendarsQuery,
  feedQuery,
  useAddCalendar,
  useRefreshCalendar,
  useRemoveCalendar,
  useRotateFeed,
} from '../../api/admin';
import { formatDateTime } from '../dates';
import { errorText, fieldErrorsOf } from '../messages';

const c = 'booking.calendars';
const zone = BOOKING_BUSINESS_TIME_ZONE;

/** /admin/connected-accounts → Calendars: the private ICS feed and the external calendars that block times. */
export function CalendarsPanel() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="connected-calendars" className="space-y-6" data-testid="calendars-panel">
      <div className="space-y-1">
        <h2 id="connected-calendars" className="text-base font-semibold">
          {t(`${c}.heading`)}
        </h2>
        <p className="text-sm text-muted-foreground">{t(`${c}.lead`)}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FeedCard />
        <ExternalCalendars />
      </div>
    </section>
  );
}

function FeedCard() {
  const { lang, t } = useI18n();
  const feed = useQuery(feedQuery());
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateFeed({ onSuccess: () => setConfirming(false) });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-4 rounded-xl border border-border bg-card p-5">
      <div>
        <h3 className="font-semibold">{t(`${c}.feed.title`)}</h3>
        <p className="text-sm text-muted-foreground">{t(`${c}.feed.description`)}</p>
      </div>
      {feed.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : feed.isError ? (
        <Notice tone="error">
          <p>{errorText(t, feed.error)}</p>
        </Notice>
      ) : (
        <>
          <div className="flex gap-2">
            <Input
              readOnly
              aria-label={t(`${c}.feed.url`)}
              value={feed.data.url}
              onFocus={(event) => event.target.select()}
              className="font-mono text-xs"
              data-testid="feed-url"
            />
            <Button type="button" variant="outline" onClick={() => void copy(feed.data.url)}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              <span role="status">{copied ? t(`${c}.feed.copied`) : t(`${c}.feed.copy`)}</span>
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            {t(`${c}.feed.rotatedAt`, { time: formatDateTime(feed.data.rotatedAt, lang, zone) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={feed.data.webcalUrl}>
                <Link2 aria-hidden />
                {t(`${c}.feed.subscribe`)}
              </a>
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive"
              onClick={() => setConfirming(true)}
            >
              <RotateCcw aria-hidden />
              {t(`${c}.feed.rotate`)}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t(`${c}.feed.secret`)}</p>
        </>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title={t(`${c}.feed.rotateTitle`)} description={t(`${c}.feed.rotateDescription`)}>
          {rotate.error ? (
            <Notice tone="error">
              <p>{errorText(t, rotate.error)}</p>
            </Notice>
          ) : null}
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t(`${c}.keep`)}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={rotate.isPending}
              onClick={() => rotate.mutate()}
            >
              {rotate.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {t(`${c}.feed.rotateConfirm`)}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ExternalCalendars() {
  const { t } = useI18n();
  const calendars = useQuery(calendarsQuery());
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const add = useAddCalendar({
    onSuccess: () => {
      setName('');
      setUrl('');
    },
  });
  const errors = fieldErrorsOf(t, add.error);
  return (
    <div className="space-y-4 rounded-xl border border-border bg-card p-5">
      <div>
        <h3 className="font-semibold">{t(`${c}.external.title`)}</h3>
        <p className="text-sm text-muted-foreground">{t(`${c}.external.description`)}</p>
      </div>
      {calendars.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : calendars.isError ? (
        <Notice tone="error">
          <p>{errorText(t, calendars.error)}</p>
        </Notice>
      ) : calendars.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t(`${c}.external.empty`)}
        </p>
      ) : (
        <ul className="space-y-3">
          {calendars.data.map((calendar) => (
            <CalendarRow key={calendar.id} calendar={calendar} />
          ))}
        </ul>
      )}
      <form
        noValidate
        className="space-y-3 border-t border-border pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ name, url });
        }}
      >
        <h4 className="text-sm font-medium">{t(`${c}.external.add`)}</h4>
        <FormField label={t(`${c}.external.name`)} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              placeholder="Google, iCloud…"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t(`${c}.external.url`)} hint={t(`${c}.external.urlHint`)} error={errors.url}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              value={url}
              placeholder="https://…/basic.ics"
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </FormField>
        {add.error && Object.keys(errors).length === 0 ? (
          <Notice tone="error" role="alert">
            <p>{errorText(t, add.error)}</p>
          </Notice>
        ) : null}
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
          {t(`${c}.external.submit`)}
        </Button>
      </form>
    </div>
  );
}

function CalendarRow({ calendar }: { calendar: ExternalCalendar }) {
  const { lang, t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const refresh = useRefreshCalendar(calendar.id);
  const remove = useRemoveCalendar(calendar.id, { onSuccess: () => setConfirming(false) });
  return (
    <li className="space-y-2 rounded-lg border border-border p-3 text-sm" data-calendar={calendar.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{calendar.name}</p>
          <p className="truncate font-mono text-xs text-muted-foreground" title={calendar.url}>
            {calendar.url}
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`${t(`${c}.external.refresh`)}: ${calendar.name}`}
            disabled={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            <RefreshCw aria-hidden className={refresh.isPending ? 'animate-spin' : undefined} />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-destructive"
            aria-label={`${t(`${c}.external.remove`)}: ${calendar.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-muted-foreground">{t(`${c}.external.lastSuccess`)}</dt>
          <dd>
            {calendar.lastSuccessAt
              ? formatDateTime(calendar.lastSuccessAt, lang, zone)
              : t(`${c}.external.never`)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t(`${c}.external.busy`)}</dt>
          <dd className="tabular-nums">{calendar.busyCount}</dd>
        </div>
      </dl>
      {calendar.lastError ? (
        <Notice
          tone="error"
          icon={AlertTriangle}
          title={t(`${c}.external.failing`)}
          data-testid="calendar-error"
        >
          <p className="break-words">
            {(() => {
              // A code from the server (contracts/calendar-errors.ts), said in the owner's language.
              const { code, detail } = parseCalendarError(calendar.lastError);
              return t(`${c}.external.errors.${code}`, { status: detail });
            })()}
          </p>
          {calendar.lastAttemptAt ? (
            <p className="mt-1 text-xs">
              {t(`${c}.external.lastAttempt`, { time: formatDateTime(calendar.lastAttemptAt, lang, zone) })}
            </p>
          ) : null}
        </Notice>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={t(`${c}.external.removeTitle`, { name: calendar.name })}
          description={t(`${c}.external.removeDescription`)}
        >
          {remove.error ? (
            <Notice tone="error">
              <p>{errorText(t, remove.error)}</p>
            </Notice>
          ) : null}
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t(`${c}.keep`)}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t(`${c}.external.removeConfirm`)}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </li>
  );
}
