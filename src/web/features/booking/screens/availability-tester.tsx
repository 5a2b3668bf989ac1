import { BOOKING_BUSINESS_TIME_ZONE, slotReasons, type SlotReasonDto } from '@contracts/booking';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, CalendarSearch, Settings } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/form-notice';
import { Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { PageHeader } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { adminServicesQuery, explainQuery } from '../api/admin';
import { addDays, formatDay, formatTime, knownTimeZones, todayIn, zoneLabel } from '../components/dates';
import { errorText } from '../components/messages';
import { useVisitorTimeZone } from '../components/time-zone';

/** The contract's reasons → the legend's copy. */
const reasonCopy: Record<SlotReasonDto, string> = {
  available: 'bookable',
  past: 'past',
  notice: 'notice',
  horizon: 'horizon',
  outside_hours: 'outsideHours',
  busy: 'busy',
  buffer: 'buffer',
  external_calendar: 'external',
  daily_limit: 'dailyLimit',
};
const reasonTone: Record<SlotReasonDto, string> = {
  available: 'border-emerald-600/50 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  past: 'border-border bg-muted/40 text-muted-foreground',
  notice: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  horizon: 'border-border bg-muted/40 text-muted-foreground',
  outside_hours: 'border-dashed border-border text-muted-foreground',
  busy: 'border-destructive/50 bg-destructive/10 text-destructive',
  buffer: 'border-orange-500/50 bg-orange-500/10 text-orange-800 dark:text-orange-300',
  external_calendar: 'border-sky-500/50 bg-sky-500/10 text-sky-800 dark:text-sky-300',
  daily_limit: 'border-violet-500/50 bg-violet-500/10 text-violet-800 dark:text-violet-300',
};
const name = (reason: SlotReasonDto) => `booking.tester.reasons.${reasonCopy[reason]}.name` as MessageKey;
const description = (reason: SlotReasonDto) =>
  `booking.tester.reasons.${reasonCopy[reason]}.description` as MessageKey;

function ReasonLegend() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="tester-reasons" className="space-y-4">
      <div>
        <h2 id="tester-reasons" className="text-base font-semibold">
          {t('booking.tester.reasons.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('booking.tester.reasons.lead')}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {slotReasons.map((reason) => (
          <div key={reason} className="space-y-1">
            <dt>
              <span
                className={cn(
                  'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium',
                  reasonTone[reason],
                )}
              >
                {t(name(reason))}
              </span>
            </dt>
            <dd className="text-sm text-muted-foreground">{t(description(reason))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function AvailabilityTesterScreen() {
  const { lang, t } = useI18n();
  useDocumentMeta(t('booking.tester.meta.title'), t('booking.tester.meta.description'));
  const id = useId();
  const services = useQuery(adminServicesQuery());
  const visitorZone = useVisitorTimeZone();
  const today = todayIn(BOOKING_BUSINESS_TIME_ZONE);
  const [serviceSlug, setServiceSlug] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(() => addDays(today, 6));
  const [timeZone, setTimeZone] = useState(BOOKING_BUSINESS_TIME_ZONE);
  const [hideOutside, setHideOutside] = useState(true);
  const zones = knownTimeZones([BOOKING_BUSINESS_TIME_ZONE, visitorZone, timeZone]);

  const list = services.data ?? [];
  const slug = serviceSlug || list[0]?.slug || '';
  const service = list.find((item) => item.slug === slug);
  const validRange = Boolean(from && to && from <= to);
  const query = new URLSearchParams({ service: slug, from, to, tz: timeZone }).toString();
  const explain = useQuery({ ...explainQuery(query), enabled: slug !== '' && validRange });
  const t2 = 'booking.tester';

  let results;
  if (!slug) {
    results = <p className="text-sm text-muted-foreground">{t(`${t2}.results.chooseService`)}</p>;
  } else if (!validRange) {
    results = (
      <Notice tone="error">
        <p>{t('booking.errors.fields.end_before_start')}</p>
      </Notice>
    );
  } else if (explain.isPending) {
    results = (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (explain.isError) {
    results = (
      <Notice tone="error" icon={AlertCircle}>
        <p>{errorText(t, explain.error)}</p>
      </Notice>
    );
  } else {
    const answer = explain.data;
    const available = answer.counts.available ?? 0;
    const days = answer.days
      .map((day) => ({
        ...day,
        candidates: hideOutside ? day.candidates.filter((c) => c.reason !== 'outside_hours') : day.candidates,
      }))
      .filter((day) => day.candidates.length > 0);
    results = (
      <div className={cn('space-y-5', explain.isPlaceholderData && 'opacity-60')}>
        <ul className="flex flex-wrap gap-2" aria-label={t(`${t2}.results.counts`)}>
          {slotReasons
            .filter((reason) => (answer.counts[reason] ?? 0) > 0)
            .map((reason) => (
              <li
                key={reason}
                className={cn('rounded-full border px-2.5 py-0.5 text-xs', reasonTone[reason])}
              >
                {t(name(reason))}: <span className="font-semibold tabular-nums">{answer.counts[reason]}</span>
              </li>
            ))}
        </ul>
        {available === 0 ? (
          <EmptyState
            icon={CalendarSearch}
            title={t(`${t2}.results.noneTitle`)}
            description={t(`${t2}.results.noneDescription`)}
            className="bg-card py-8"
            action={
              <Button asChild variant="outline" size="sm">
                <Link to="/admin/settings#settings-availability">
                  <Settings aria-hidden />
                  {t(`${t2}.results.settings`)}
                </Link>
              </Button>
            }
          />
        ) : null}
        {days.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(`${t2}.results.allOutside`)}</p>
        ) : (
          <ol className="space-y-4" data-testid="explain-days">
            {days.map((day) => (
              <li key={day.date} className="rounded-xl border border-border bg-card p-4">
                <h3 className="mb-3 text-sm font-semibold first-letter:uppercase">
                  {formatDay(day.date, lang, { dateStyle: 'full' })}
                </h3>
                <ul className="flex flex-wrap gap-1.5">
                  {day.candidates.map((candidate) => (
                    <li key={candidate.start}>
                      <span
                        title={`${t(name(candidate.reason))}${candidate.businessDate !== day.date ? ` · ${formatDay(candidate.businessDate, lang, { dateStyle: 'medium' })} (CDMX)` : ''}`}
                        className={cn(
                          'inline-flex items-center gap-1 rounded-lg border px-2 py-1 text-xs tabular-nums',
                          reasonTone[candidate.reason],
                        )}
                      >
                        {formatTime(candidate.start, lang, timeZone)}
                        <span className="sr-only">: {t(name(candidate.reason))}</span>
                        {candidate.reason === 'available' ? null : (
                          <span aria-hidden className="hidden text-[10px] opacity-80 sm:inline">
                            · {t(name(candidate.reason))}
                          </span>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        size="compact"
        eyebrow={t(`${t2}.eyebrow`)}
        title={t(`${t2}.title`)}
        lead={t(`${t2}.lead`)}
      />
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <Card className="rounded-xl lg:sticky lg:top-8">
          <CardHeader className="p-5 pb-3">
            <h2 className="text-sm font-semibold">{t(`${t2}.form.label`)}</h2>
          </CardHeader>
          <CardContent className="space-y-5 px-5 pb-5">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-service`}>{t(`${t2}.form.service`)}</Label>
              <NativeSelect
                id={`${id}-service`}
                value={slug}
                disabled={services.isSuccess && list.length === 0}
                onChange={(event) => setServiceSlug(event.target.value)}
              >
                {list.length === 0 ? <option value="">{t(`${t2}.form.noServices`)}</option> : null}
                {list.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.name[lang]}
                    {item.active ? '' : ` (${t('booking.settings.services.inactive')})`}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-from`}>{t(`${t2}.form.from`)}</Label>
                <Input
                  id={`${id}-from`}
                  type="date"
                  value={from}
                  onChange={(event) => setFrom(event.target.value)}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-to`}>{t(`${t2}.form.to`)}</Label>
                <Input
                  id={`${id}-to`}
                  type="date"
                  value={to}
                  min={from}
                  max={from ? addDays(from, 92) : undefined}
                  onChange={(event) => setTo(event.target.value)}
                />
              </div>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-zone`}>{t(`${t2}.form.timeZone`)}</Label>
              <NativeSelect
                id={`${id}-zone`}
                value={timeZone}
                aria-describedby={`${id}-zone-hint`}
                onChange={(event) => setTimeZone(event.target.value)}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneLabel(zone)}
                  </option>
                ))}
              </NativeSelect>
              <p id={`${id}-zone-hint`} className="text-xs text-muted-foreground">
                {t(`${t2}.form.timeZoneHint`)}
              </p>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={hideOutside}
                onChange={(event) => setHideOutside(event.target.checked)}
              />
              {t(`${t2}.form.hideOutside`)}
            </label>
          </CardContent>
        </Card>

        <div className="min-w-0 space-y-10">
          <section aria-labelledby="tester-results" className="space-y-4">
            <div>
              <h2 id="tester-results" className="text-base font-semibold">
                {t(`${t2}.results.heading`)}
              </h2>
              {service ? (
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {service.name[lang]} · {zoneLabel(timeZone)}
                  {service.active ? null : (
                    <Badge variant="outline" className="ml-2">
                      {t('booking.settings.services.inactive')}
                    </Badge>
                  )}
                </p>
              ) : null}
            </div>
            {results}
          </section>
          <ReasonLegend />
        </div>
      </div>
    </div>
  );
}
