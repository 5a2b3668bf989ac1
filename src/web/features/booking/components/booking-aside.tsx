import { CheckCircle2, Globe2 } from 'lucide-react';
import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import type { BookableService, Slot } from '@contracts/booking';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';
import { formatRange, zoneLabel } from './dates';
import { formatDuration, formatServicePrice } from './format';
import { timeZoneName, useVisitorTimeZone } from './time-zone';

function Row(props: { term: string; children: ReactNode; muted?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-border py-3 last:border-0">
      <dt className="text-sm text-muted-foreground">{props.term}</dt>
      <dd
        className={
          props.muted ? 'text-right text-sm text-muted-foreground' : 'text-right text-sm font-medium'
        }
      >
        {props.children}
      </dd>
    </div>
  );
}

export function BookingSummary({
  service,
  slot,
  timeZone,
}: {
  service: BookableService | null;
  slot: Slot | null;
  timeZone: string;
}) {
  const { lang, t } = useI18n();
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="font-display text-xl leading-tight">{t('booking.summary.heading')}</h2>
      </CardHeader>
      <CardContent>
        <dl>
          <Row term={t('booking.summary.service')} muted={!service}>
            {service ? service.name[lang] : t('booking.summary.notChosen')}
          </Row>
          <Row term={t('booking.summary.duration')} muted={!service}>
            {service ? formatDuration(service.durationMinutes, lang) : '—'}
          </Row>
          <Row term={t('booking.summary.price')} muted={!service}>
            {service
              ? formatServicePrice(service, lang, {
                  free: t('booking.service.free'),
                  from: (price) => price,
                })
              : '—'}
          </Row>
          <Row term={t('booking.summary.when')} muted={!slot}>
            {slot ? (
              <span className="first-letter:uppercase" data-testid="summary-when">
                {formatRange(slot.start, slot.end, lang, timeZone)}
                <span className="block text-xs font-normal text-muted-foreground">{zoneLabel(timeZone)}</span>
              </span>
            ) : (
              t('booking.summary.pending')
            )}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Both zones, always explicit: the visitor's (detected) and the studio's. */
export function TimeZonePanel({ timeZone }: { timeZone?: string | null }) {
  const { lang, t } = useI18n();
  const detected = useVisitorTimeZone();
  const visitorZone = timeZone ?? detected;
  const visitorName = visitorZone ? timeZoneName(visitorZone, lang) : null;
  const same = visitorZone === BUSINESS_TIME_ZONE;
  return (
    <section aria-labelledby="booking-zones" className="rounded-2xl bg-muted/60 p-5">
      <h2 id="booking-zones" className="flex items-center gap-2 text-sm font-semibold">
        <Globe2 aria-hidden className="size-4 text-accent-strong" />
        {t('booking.zone.heading')}
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('booking.zone.yours')}</dt>
          <dd className="mt-0.5 font-medium" aria-live="polite">
            {visitorZone ?? (
              <span className="font-normal text-muted-foreground">{t('booking.zone.detecting')}</span>
            )}
            {visitorName ? (
              <span className="block font-normal text-muted-foreground">{visitorName}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('booking.zone.business')}</dt>
          <dd className="mt-0.5 font-medium">
            {BUSINESS_TIME_ZONE}
            <span className="block font-normal text-muted-foreground">{t('booking.zone.businessName')}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-border pt-4 text-xs text-muted-foreground">
        {visitorZone && same ? t('booking.zone.same') : t('booking.zone.note')}
      </p>
    </section>
  );
}

export function WhatToExpect() {
  const { t, tList } = useI18n();
  return (
    <section aria-labelledby="booking-expect" className="px-1">
      <h2 id="booking-expect" className="text-sm font-semibold">
        {t('booking.expect.heading')}
      </h2>
      <ul className="mt-3 space-y-3 text-sm text-muted-foreground">
        {tList('booking.expect.items').map((item) => (
          <li key={item} className="flex gap-2.5">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
