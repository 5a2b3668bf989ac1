import { useQuery } from '@tanstack/react-query';
import { BOOKING_BUSINESS_TIME_ZONE, type BookingResult, type Slot } from '@contracts/booking';
import type { PlanOption } from '@contracts/payment-plans';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { useAuth } from '@web/lib/auth';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { bookingServicesQuery } from '../api/public';
import { BookingSummary, TimeZonePanel, WhatToExpect } from '../components/booking-aside';
import { BookingResultView } from '../components/booking-result';
import { BookingSteps, type BookingStep } from '../components/booking-steps';
import { ConfirmStep } from '../components/confirm-step';
import { DetailsForm, checkDetails, type DetailsValues } from '../components/details-form';
import { fieldErrorText } from '../components/messages';
import { dueNowFor, planOptionsFor } from '../components/plan-choice';
import { ServicesEmpty, ServicesError, ServicesLoading, ServiceStep } from '../components/service-step';
import { StepHeading } from '../components/step-heading';
import { TimeStep } from '../components/time-step';
import { useVisitorTimeZone } from '../components/time-zone';
import { useBookAppointment } from '../api/book';
import { newIdempotencyKey } from '../api/http';

const emptyDetails: DetailsValues = { name: '', email: '', phone: '', notes: '', language: 'es' };

export default function BookingScreen() {
  const { lang, t } = useI18n();
  useDocumentMeta(t('booking.meta.title'), t('booking.meta.description'));
  const auth = useAuth();
  const catalog = useQuery(bookingServicesQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedSlug = searchParams.get('service');
  const list = catalog.data?.services ?? [];
  const service = list.find((item) => item.slug === requestedSlug) ?? null;
  const unknownSlug = Boolean(requestedSlug) && catalog.isSuccess && !service;

  const detected = useVisitorTimeZone();
  const [chosenZone, setChosenZone] = useState<string | null>(null);
  const zone = chosenZone ?? detected ?? BOOKING_BUSINESS_TIME_ZONE;

  // Null until the visitor acts: a valid ?service= opens on the date & time step.
  const [chosenStep, setChosenStep] = useState<BookingStep | null>(null);
  const step: BookingStep = chosenStep ?? (service ? 'time' : 'service');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [details, setDetails] = useState<DetailsValues | null>(null);
  const [detailErrors, setDetailErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<BookingResult | null>(null);
  const [chosenOption, setChosenOption] = useState<PlanOption>('full');
  const [dueMinor, setDueMinor] = useState(0);
  const planOptions = service && slot ? planOptionsFor(service, slot.start) : [];
  // A choice no longer offered (another service or time) falls back to paying in full.
  const paymentOption = planOptions.includes(chosenOption) ? chosenOption : 'full';
  const attemptKey = useRef<string | null>(null);

  // Signed in: name, e-mail, phone and language come from the profile (still editable).
  const prefilled: DetailsValues = {
    ...emptyDetails,
    language: auth.profile?.preferredLanguage ?? lang,
    name: auth.profile?.fullName ?? '',
    email: auth.profile?.email ?? auth.user?.email ?? '',
    phone: auth.profile?.phone ?? '',
  };
  const values = details ?? prefilled;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    if (result) document.getElementById('booking-result-heading')?.focus();
    else headingRef.current?.focus();
  }, [step, result]);
  const goTo = (next: BookingStep) => {
    moved.current = true;
    setChosenStep(next);
  };

  const booking = useBookAppointment({
    onSuccess: (answer) => {
      moved.current = true;
      setDueMinor(service && slot ? dueNowFor(service, paymentOption, slot.start) : 0);
      setResult(answer);
      // A paid booking goes straight to its checkout (the result stays on screen, with its link, meanwhile).
      if (answer.checkoutUrl && answer.appointment.status === 'pending_payment') {
        window.location.assign(answer.checkoutUrl);
        return;
      }
      window.scrollTo({ top: 0 });
    },
  });

  // Any change to what is booked is a new attempt (a new Idempotency-Key).
  const newAttempt = () => {
    attemptKey.current = null;
    booking.reset();
  };

  const select = (slug: string) => {
    if (!chosenStep) setChosenStep('service');
    if (slug !== service?.slug) {
      setSlot(null);
      newAttempt();
    }
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('service', slug);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const submit = () => {
    if (booking.isPending) return;
    attemptKey.current ??= newIdempotencyKey();
    booking.mutate({
      input: {
        service: service!.slug,
        start: slot!.start,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        notes: values.notes.trim() || undefined,
        language: values.language,
        timeZone: zone,
        paymentOption,
      },
      idempotencyKey: attemptKey.current,
    });
  };

  const reset = () => {
    setResult(null);
    setSlot(null);
    newAttempt();
    goTo('service');
  };

  let content: ReactNode;
  if (result) {
    content = <BookingResultView result={result} dueMinor={dueMinor} onBookAnother={reset} />;
  } else if (catalog.isPending) {
    content = <ServicesLoading />;
  } else if (catalog.isError) {
    content = <ServicesError onRetry={() => void catalog.refetch()} />;
  } else if (list.length === 0) {
    content = <ServicesEmpty />;
  } else if (!service || step === 'service') {
    content = (
      <ServiceStep
        services={list}
        selected={service?.slug ?? null}
        unknownSlug={unknownSlug}
        onSelect={select}
        onContinue={() => goTo('time')}
        headingRef={headingRef}
      />
    );
  } else if (step === 'time' || !slot) {
    content = (
      <TimeStep
        headingRef={headingRef}
        service={service}
        zone={zone}
        detected={detected}
        onZone={setChosenZone}
        horizonDays={catalog.data.horizonDays}
        slot={slot}
        onSlot={(next) => {
          setSlot(next);
          newAttempt();
        }}
        onBack={() => goTo('service')}
        onContinue={() => goTo('details')}
      />
    );
  } else if (step === 'details') {
    content = (
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          const errors = checkDetails(values);
          const translated = Object.fromEntries(
            Object.entries(errors).map(([field, code]) => [field, fieldErrorText(t, code)]),
          );
          setDetailErrors(translated);
          if (Object.keys(errors).length === 0) goTo('confirm');
        }}
      >
        <StepHeading
          headingRef={headingRef}
          title={t('booking.details.heading')}
          lead={auth.authenticated ? t('booking.details.prefilled') : t('booking.details.lead')}
          onBack={() => goTo('time')}
          backLabel={t('booking.details.back')}
        />
        <DetailsForm
          values={values}
          errors={detailErrors}
          onChange={(next) => {
            setDetails(next);
            newAttempt();
          }}
        />
        <div className="border-t border-border pt-5">
          <Button type="submit" size="lg">
            {t('booking.details.continue')}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </form>
    );
  } else {
    content = (
      <ConfirmStep
        headingRef={headingRef}
        service={service}
        slot={slot}
        zone={zone}
        details={values}
        holdMinutes={catalog.data.holdMinutes}
        cancelCutoffHours={catalog.data.cancelCutoffHours}
        planOptions={planOptions}
        paymentOption={paymentOption}
        onPaymentOption={(next) => {
          setChosenOption(next);
          newAttempt();
        }}
        pending={booking.isPending}
        error={booking.error}
        onSubmit={submit}
        onEdit={goTo}
        onPickNearest={(next) => {
          setSlot(next);
          newAttempt();
        }}
        onFieldErrors={(errors) => {
          setDetailErrors(errors);
          goTo('details');
        }}
      />
    );
  }

  return (
    <Section className="pt-12 pb-0 sm:pt-20 sm:pb-0">
      <Container>
        <PageHeader eyebrow={t('booking.eyebrow')} title={t('booking.title')} lead={t('booking.lead')} />
        <div className="mt-10 grid gap-10 sm:mt-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
          <div className="min-w-0 space-y-8">
            {result ? null : <BookingSteps current={service ? step : 'service'} onGoTo={goTo} />}
            {content}
          </div>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            {result ? null : <BookingSummary service={service} slot={slot} timeZone={zone} />}
            <TimeZonePanel timeZone={zone} />
            <WhatToExpect />
          </aside>
        </div>
      </Container>
    </Section>
  );
}
