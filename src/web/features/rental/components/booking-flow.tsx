import { listFormat } from '@contracts/intl';
import type { PlanOption } from '@contracts/payment-plans';
import {
  rentalFieldErrorCodes,
  type RentalProperty,
  type StayRequest,
  type StayResult,
} from '@contracts/rental';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { useCreateStay } from '../api/guest-stay';
import { availabilityQuery, newIdempotencyKey, quoteQuery, takenNights } from '../api/public';
import { formatDate, formatMxn, nightsOf } from './dates';
import { DetailsFields, HouseRules, type Details } from './details-fields';
import { GuestsStepper } from './guests-stepper';
import { Panel } from './panel';
import { PaymentOptionPicker } from './payment-option';
import { stayPlanOptions } from './plan';
import { QuoteSummary } from './quote-summary';
import { StayCalendar, type StayRange } from './stay-calendar';

const knownCodes = new Set<string>(rentalFieldErrorCodes);

/**
 * The booking of a stay: dates on the calendar, guests, how to pay, the guest's details and the house rules;
 * the price always comes from the server. One Idempotency-Key per attempt (a double click books once); a 409
 * refreshes the calendar and names the nights just taken; success goes to the checkout.
 */
export function BookingFlow(props: { property: RentalProperty; onHeld: (result: StayResult) => void }) {
  const { lang, t } = useI18n();
  const p = props.property;
  const [range, setRange] = useState<StayRange>({ checkIn: null, checkOut: null });
  const [guests, setGuests] = useState(Math.min(2, p.maxGuests));
  const [chosenOption, setOption] = useState<PlanOption>('full');
  const [details, setDetails] = useState<Details>({ name: '', email: '', phone: '', acceptRules: false });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const availability = useQuery({
    ...availabilityQuery(p.today, p.lastCheckOut),
    placeholderData: keepPreviousData,
  });
  const unavailable = useMemo(() => new Set(availability.data?.unavailable ?? []), [availability.data]);
  // Each night's price and a check-in's minimum stay there (seasons, weekends; ADR 044).
  const { prices, minNightsAt } = useMemo(() => {
    const data = availability.data;
    const nights = data ? nightsOf(data.from, data.to) : [];
    return {
      prices: new Map(nights.map((night, i) => [night, data!.prices[i]!] as const)),
      minNightsAt: new Map(nights.map((night, i) => [night, data!.minNights[i]!] as const)),
    };
  }, [availability.data]);
  const complete = range.checkIn !== null && range.checkOut !== null;
  // An estimate is enough to preview what is offered; the quote (and the server) decide.
  const estimate = p.nightlyRateMinor * Math.max(1, p.minNights) + p.cleaningFeeMinor;
  const options = stayPlanOptions(p, range.checkIn, estimate);
  const option = options.includes(chosenOption) ? chosenOption : 'full';
  const quoteInput = { checkIn: range.checkIn ?? '', checkOut: range.checkOut ?? '', guests, option };
  const quote = useQuery(quoteQuery(quoteInput, complete));

  // The calendar is read again by the booking's hook.
  const nightsTaken = (nights: string[]) => {
    setRange({ checkIn: null, checkOut: null });
    const list = listFormat(lang, { type: 'conjunction' }).format(
      nights.map((n) => formatDate(n, lang, { day: 'numeric', month: 'long' })),
    );
    setProblem(t('rental.payment.errors.nightsTaken', { nights: list }));
  };
  const quoteTaken = quote.isError ? takenNights(quote.error) : [];
  const quoteOptionError =
    quote.error instanceof ApiError && quote.error.fields?.option
      ? t('rental.payment.fieldErrors.not_offered')
      : undefined;

  const book = useCreateStay({
    onSuccess: (result) => {
      attempt.current = null;
      if (result.checkoutUrl) window.location.assign(result.checkoutUrl);
      else props.onHeld(result);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setProblem(t('rental.payment.errors.generic'));
      if (error.status === 409 && error.code === 'nights_taken') {
        attempt.current = null;
        return nightsTaken(takenNights(error));
      }
      if (error.status === 400 && error.fields) {
        setFields(error.fields);
        return setProblem(t('rental.payment.errors.validation'));
      }
      if (error.code === 'payment_unavailable') {
        attempt.current = null;
        return setProblem(t('rental.payment.errors.paymentUnavailable'));
      }
      setProblem(t(error.status === 0 ? 'rental.payment.errors.network' : 'rental.payment.errors.generic'));
    },
  });

  const errorFor = (field: string) => {
    const code = fields[field]?.[0];
    if (!code) return undefined;
    return knownCodes.has(code)
      ? t(`rental.payment.fieldErrors.${code as (typeof rentalFieldErrorCodes)[number]}`)
      : t('rental.payment.fieldErrors.required');
  };

  const pick = (day: string) => {
    setProblem(null);
    setFields({});
    if (range.checkIn === null || range.checkOut !== null || day <= range.checkIn)
      setRange({ checkIn: day, checkOut: null });
    else setRange({ checkIn: range.checkIn, checkOut: day });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (book.isPending) return;
    if (!complete) return setProblem(t('rental.payment.submit.pickDates'));
    if (!details.acceptRules) {
      setFields({ acceptRules: ['rules_not_accepted'] });
      return setProblem(t('rental.payment.errors.validation'));
    }
    setProblem(null);
    setFields({});
    const input: StayRequest = {
      checkIn: range.checkIn!,
      checkOut: range.checkOut!,
      guests,
      option,
      name: details.name,
      email: details.email,
      phone: details.phone,
      language: lang,
      acceptRules: true,
    };
    const signature = JSON.stringify(input);
    if (attempt.current?.signature !== signature) attempt.current = { key: newIdempotencyKey(), signature };
    book.mutate({ input, key: attempt.current.key });
  };

  const money = (amount: number) => formatMxn(amount, p.currency, lang);
  const q = quote.data && complete ? quote.data : undefined;
  const quoteState = !complete
    ? 'empty'
    : quote.isError && !quoteTaken.length
      ? 'error'
      : quote.isFetching || !q
        ? 'loading'
        : 'ready';
  const dateBox = (label: string, value: string | null) => (
    <div className="rounded-xl border border-border px-4 py-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-sm font-medium" data-testid={label}>
        {value
          ? formatDate(value, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
          : t('rental.payment.calendar.unset')}
      </p>
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="space-y-6">
        <Panel
          id="stay-dates"
          title={t('rental.payment.calendar.heading')}
          aside={
            range.checkIn ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                onClick={() => setRange({ checkIn: null, checkOut: null })}
              >
                {t('rental.payment.calendar.clear')}
              </Button>
            ) : null
          }
        >
          <div className="grid grid-cols-2 gap-3">
            {dateBox(t('rental.payment.calendar.checkIn'), range.checkIn)}
            {dateBox(t('rental.payment.calendar.checkOut'), range.checkOut)}
          </div>
          {quoteTaken.length ? (
            <Notice tone="error" role="alert">
              {t('rental.payment.errors.nightsTaken', {
                nights: listFormat(lang).format(
                  quoteTaken.map((n) => formatDate(n, lang, { day: 'numeric', month: 'long' })),
                ),
              })}
            </Notice>
          ) : null}
          <StayCalendar
            range={range}
            rules={{
              today: p.today,
              lastCheckOut: p.lastCheckOut,
              minNights: p.minNights,
              unavailable,
              prices,
              minNightsAt,
            }}
            loading={availability.isFetching}
            onPick={pick}
          />
          <p className="text-sm text-muted-foreground">
            {t('rental.payment.calendar.minNights', {
              n: (range.checkIn && minNightsAt.get(range.checkIn)) || p.minNights,
            })}
            {p.seasons.some((season) => season.minNights !== null && season.minNights !== p.minNights)
              ? ` ${t('rental.payment.calendar.seasonMinNights')}`
              : null}
          </p>
          {errorFor('checkIn') || errorFor('checkOut') ? (
            <p role="alert" className="text-sm text-destructive">
              {errorFor('checkIn') ?? errorFor('checkOut')}
            </p>
          ) : null}
        </Panel>

        <Panel id="stay-guests" title={t('rental.payment.guests.heading')}>
          <GuestsStepper value={guests} max={p.maxGuests} onChange={setGuests} />
        </Panel>

        {options.length > 1 ? (
          <Panel id="stay-option" title={t('rental.payment.option.heading')}>
            <PaymentOptionPicker
              value={option}
              onChange={setOption}
              options={options}
              property={p}
              quote={q}
              error={errorFor('option') ?? quoteOptionError}
            />
          </Panel>
        ) : null}

        <Panel id="stay-details" title={t('rental.payment.details.heading')}>
          <DetailsFields value={details} onChange={setDetails} errorFor={errorFor} />
        </Panel>

        <Panel id="stay-rules" title={t('rental.payment.rules.heading')}>
          <HouseRules
            rules={p.houseRules}
            checkInTime={p.checkInTime}
            checkOutTime={p.checkOutTime}
            accepted={details.acceptRules}
            onAccept={(acceptRules) => setDetails({ ...details, acceptRules })}
            error={errorFor('acceptRules')}
          />
        </Panel>
      </div>

      <aside className="lg:sticky lg:top-24">
        <Panel id="stay-summary" title={t('rental.payment.summary.heading')}>
          <QuoteSummary quote={q} state={quoteState} onRetry={() => void quote.refetch()}>
            {problem ? (
              <Notice tone="error" role="alert" data-testid="stay-problem">
                {problem}
              </Notice>
            ) : null}
            <Button
              data-testid="stay-submit"
              type="submit"
              size="lg"
              className="w-full"
              disabled={book.isPending}
              aria-disabled={!complete || undefined}
            >
              {book.isPending
                ? t('rental.payment.submit.sending')
                : !p.onlinePayment
                  ? t('rental.payment.submit.hold')
                  : q
                    ? t('rental.payment.submit.label', { amount: money(q.dueNowMinor) })
                    : t('rental.payment.submit.plain')}
            </Button>
            {p.onlinePayment ? null : (
              <p className="text-sm text-muted-foreground" data-testid="stay-offline">
                {t('rental.payment.submit.offline')}
              </p>
            )}
          </QuoteSummary>
        </Panel>
      </aside>
    </form>
  );
}
