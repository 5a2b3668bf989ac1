import type { BookableService, Slot } from '@contracts/booking';
import { formatMoney } from '@contracts/money';
import type { PlanOption } from '@contracts/payment-plans';
import { CalendarClock, CreditCard, Loader2, Pencil } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Notice } from '@web/components/ui/form-notice';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { nearestSlots } from '../api/http';
import type { BookingStep } from './booking-steps';
import { formatRange, formatTime, formatDay, dateKeyIn, zoneLabel } from './dates';
import type { DetailsValues } from './details-form';
import { formatDuration, moneyLocale } from './format';
import { errorText, fieldErrorsOf } from './messages';
import { dueNowFor, PlanChoice } from './plan-choice';
import { policyText } from './refund-quote';

const detailFields = new Set(['name', 'email', 'phone', 'notes', 'language']);

/** The last look before booking: what, when (in the visitor's zone), who; the answer's errors in place. */
export function ConfirmStep(props: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  service: BookableService;
  slot: Slot;
  zone: string;
  details: DetailsValues;
  holdMinutes: number;
  cancelCutoffHours: number;
  /** The ways this service can be paid for this time ('full' first); the choice is shown when more than one. */
  planOptions: PlanOption[];
  paymentOption: PlanOption;
  onPaymentOption: (option: PlanOption) => void;
  pending: boolean;
  error: unknown;
  onSubmit: () => void;
  onEdit: (step: BookingStep) => void;
  onPickNearest: (slot: Slot) => void;
  onFieldErrors: (errors: Record<string, string>) => void;
}) {
  const { lang, t } = useI18n();
  const { service, slot, zone, details, error } = props;
  const c = 'booking.confirm';
  const fields = fieldErrorsOf(t, error);
  const detailErrors = Object.fromEntries(
    Object.entries(fields).filter(([field]) => detailFields.has(field)),
  );
  const hasDetailErrors = Object.keys(detailErrors).length > 0;
  const { onFieldErrors } = props;
  useEffect(() => {
    if (hasDetailErrors) onFieldErrors(detailErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [error]);

  const taken = error instanceof ApiError && error.code === 'slot_taken';
  const nearest = taken ? nearestSlots(error) : [];
  const due = dueNowFor(service, props.paymentOption, slot.start);

  const Row = (row: { term: string; value: string; edit: BookingStep }) => (
    <div className="flex items-start justify-between gap-3 border-b border-border py-3 last:border-0">
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{row.term}</dt>
        <dd className="mt-0.5 text-sm font-medium break-words first-letter:uppercase">{row.value}</dd>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => props.onEdit(row.edit)}
        aria-label={`${t(`${c}.edit`)}: ${row.term}`}
      >
        <Pencil aria-hidden />
        <span className="hidden sm:inline">{t(`${c}.edit`)}</span>
      </Button>
    </div>
  );

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 ref={props.headingRef} tabIndex={-1} className="font-display text-2xl outline-none sm:text-3xl">
          {t(`${c}.heading`)}
        </h2>
        <p className="text-sm text-muted-foreground">{t(`${c}.lead`)}</p>
      </div>
      <Card>
        <CardContent className="px-5 py-2">
          <dl>
            <Row
              term={t('booking.summary.service')}
              value={`${service.name[lang]} · ${formatDuration(service.durationMinutes, lang)}`}
              edit="service"
            />
            <Row
              term={`${t('booking.summary.when')} (${zoneLabel(zone)})`}
              value={formatRange(slot.start, slot.end, lang, zone)}
              edit="time"
            />
            <Row
              term={t(`${c}.who`)}
              value={[details.name, details.email, details.phone].filter(Boolean).join(' · ')}
              edit="details"
            />
            {details.notes ? (
              <Row term={t('booking.details.notes')} value={details.notes} edit="details" />
            ) : null}
          </dl>
        </CardContent>
      </Card>

      {service.requiresPayment && props.planOptions.length > 1 ? (
        <PlanChoice
          service={service}
          start={slot.start}
          zone={zone}
          options={props.planOptions}
          value={props.paymentOption}
          onChange={props.onPaymentOption}
          {...(fields.paymentOption ? { error: fields.paymentOption } : {})}
        />
      ) : null}

      {service.requiresPayment ? (
        <Notice tone="info" icon={CreditCard} title={t(`${c}.paymentTitle`)}>
          <p>
            {t(`${c}.paymentBody`, {
              amount: formatMoney({ amountMinor: due, currency: service.currency }, moneyLocale(lang)),
              minutes: props.holdMinutes,
            })}
          </p>
          <p className="mt-1" data-testid="cancellation-policy">
            {policyText(t, service.cancellationPolicy)}
          </p>
        </Notice>
      ) : null}

      {error && taken ? (
        <Notice tone="error" title={t('booking.errors.slotTaken')} data-testid="slot-taken">
          {nearest.length > 0 ? (
            <>
              <p>{t(`${c}.nearest`)}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {nearest.map((option) => (
                  <li key={option.start}>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => props.onPickNearest(option)}
                    >
                      <CalendarClock aria-hidden />
                      {dateKeyIn(option.start, zone) === dateKeyIn(slot.start, zone)
                        ? formatTime(option.start, lang, zone)
                        : `${formatDay(dateKeyIn(option.start, zone), lang, { weekday: 'short', day: 'numeric', month: 'short' })} ${formatTime(option.start, lang, zone)}`}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t(`${c}.noNearest`)}</p>
          )}
          <Button type="button" variant="link" className="mt-2" onClick={() => props.onEdit('time')}>
            {t(`${c}.otherTime`)}
          </Button>
        </Notice>
      ) : error && !hasDetailErrors ? (
        <Notice tone="error" title={t(`${c}.failed`)} role="alert">
          <p>{errorText(t, error)}</p>
          {fields.start || fields.service ? (
            <Button type="button" variant="link" className="mt-2" onClick={() => props.onEdit('time')}>
              {t(`${c}.otherTime`)}
            </Button>
          ) : null}
        </Notice>
      ) : null}

      <div className="space-y-3 border-t border-border pt-5">
        <Button
          type="button"
          size="lg"
          className="w-full sm:w-auto"
          disabled={props.pending || taken}
          onClick={props.onSubmit}
          data-testid="confirm-booking"
        >
          {props.pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {service.requiresPayment ? t(`${c}.submitPaid`) : t(`${c}.submit`)}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t(`${c}.cancelPolicy`, { hours: props.cancelCutoffHours })}
        </p>
      </div>
    </div>
  );
}
