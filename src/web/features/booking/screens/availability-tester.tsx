import { useQuery } from '@tanstack/react-query';
import { CalendarSearch, Settings } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { servicesQuery } from '@web/lib/content-queries';
import { useVisitorTimeZone } from '../components/time-zone';

const reasons = [
  'bookable',
  'outsideHours',
  'buffer',
  'busy',
  'notice',
  'horizon',
  'dailyLimit',
  'external',
] as const;

/** Today's date (YYYY-MM-DD) in the business time zone. */
function businessToday() {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

function allTimeZones(extra: (string | null)[]) {
  const set = new Set(supportedTimeZones());
  for (const zone of extra) if (zone) set.add(zone);
  return [...set].sort();
}

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
        {reasons.map((reason) => (
          <div key={reason} className="space-y-1">
            <dt>
              <Badge variant={reason === 'bookable' ? 'accent' : 'outline'}>
                {t(`booking.tester.reasons.${reason}.name` as MessageKey)}
              </Badge>
            </dt>
            <dd className="text-sm text-muted-foreground">
              {t(`booking.tester.reasons.${reason}.description` as MessageKey)}
            </dd>
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
  const services = useQuery(servicesQuery());
  const visitorZone = useVisitorTimeZone();
  const zones = useMemo(() => allTimeZones([BUSINESS_TIME_ZONE, visitorZone]), [visitorZone]);
  const [serviceSlug, setServiceSlug] = useState('');
  const [date, setDate] = useState(businessToday);
  const [timeZone, setTimeZone] = useState(BUSINESS_TIME_ZONE);

  const list = services.data ?? [];
  const service = list.find((item) => item.slug === serviceSlug);
  const dateLabel = date
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : '';

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        size="compact"
        eyebrow={t('booking.tester.eyebrow')}
        title={t('booking.tester.title')}
        lead={t('booking.tester.lead')}
      />
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <Card className="rounded-xl">
          <CardHeader className="p-5 pb-3">
            <h2 className="text-sm font-semibold">{t('booking.tester.form.label')}</h2>
          </CardHeader>
          <CardContent className="space-y-5 px-5 pb-5">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-service`}>{t('booking.tester.form.service')}</Label>
              <NativeSelect
                id={`${id}-service`}
                value={serviceSlug}
                disabled={services.isSuccess && list.length === 0}
                onChange={(event) => setServiceSlug(event.target.value)}
              >
                <option value="">
                  {services.isSuccess && list.length === 0
                    ? t('booking.tester.form.noServices')
                    : t('booking.tester.form.servicePlaceholder')}
                </option>
                {list.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.name[lang]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-date`}>{t('booking.tester.form.date')}</Label>
              <Input
                id={`${id}-date`}
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-zone`}>{t('booking.tester.form.timeZone')}</Label>
              <NativeSelect
                id={`${id}-zone`}
                value={timeZone}
                aria-describedby={`${id}-zone-hint`}
                onChange={(event) => setTimeZone(event.target.value)}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </NativeSelect>
              <p id={`${id}-zone-hint`} className="text-xs text-muted-foreground">
                {t('booking.tester.form.timeZoneHint')}
              </p>
            </div>
          </CardContent>
        </Card>

        <div className="min-w-0 space-y-10">
          <section aria-labelledby="tester-results" className="space-y-4">
            <div>
              <h2 id="tester-results" className="text-base font-semibold">
                {t('booking.tester.results.heading')}
              </h2>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {service
                  ? `${t('booking.tester.results.for', { service: service.name[lang], date: dateLabel })} · ${timeZone.replaceAll('_', ' ')}`
                  : t('booking.tester.results.chooseService')}
              </p>
            </div>
            <EmptyState
              icon={CalendarSearch}
              title={t('booking.tester.results.emptyTitle')}
              description={t('booking.tester.results.emptyDescription')}
              className="bg-card py-14"
              action={
                <Button asChild variant="outline" size="sm">
                  <Link to="/admin/settings">
                    <Settings aria-hidden />
                    {t('booking.tester.results.settings')}
                  </Link>
                </Button>
              }
            />
          </section>
          <ReasonLegend />
        </div>
      </div>
    </div>
  );
}
