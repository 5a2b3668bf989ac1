import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, ArrowRight, CalendarClock, Info, Mail, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Service } from '@contracts/content';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { FieldError } from '@web/components/ui/input';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { servicesQuery } from '@web/lib/content-queries';
import { BookingSummary, TimeZonePanel, WhatToExpect } from '../components/booking-aside';
import { BookingSteps, type BookingStep } from '../components/booking-steps';
import { ServicePicker } from '../components/service-picker';

function ServicesLoading() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('booking.service.loading')} className="grid gap-3 sm:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-44 rounded-2xl" />
      ))}
    </div>
  );
}

function ServiceStep(props: {
  services: Service[];
  selected: string | null;
  unknownSlug: boolean;
  onSelect: (slug: string) => void;
  onContinue: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useI18n();
  const id = useId();
  const [missing, setMissing] = useState(false);
  return (
    <fieldset className="min-w-0 space-y-5">
      <legend className="w-full p-0">
        <h2 ref={props.headingRef} tabIndex={-1} className="font-display text-2xl outline-none sm:text-3xl">
          {t('booking.service.legend')}
        </h2>
        <span className="mt-1 block text-sm font-normal text-muted-foreground">
          {t('booking.service.hint')}
        </span>
      </legend>
      {props.unknownSlug ? (
        <p className="flex gap-2.5 rounded-xl bg-muted px-4 py-3 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          {t('booking.service.unknown')}
        </p>
      ) : null}
      <ServicePicker
        services={props.services}
        selected={props.selected}
        name={`${id}-service`}
        onSelect={(slug) => {
          setMissing(false);
          props.onSelect(slug);
        }}
      />
      <div className="flex flex-col items-start gap-3 pt-2">
        <Button
          type="button"
          size="lg"
          onClick={() => (props.selected ? props.onContinue() : setMissing(true))}
        >
          {t('booking.service.continue')}
          <ArrowRight aria-hidden />
        </Button>
        {missing ? <FieldError>{t('booking.service.required')}</FieldError> : null}
      </div>
    </fieldset>
  );
}

function TimeStep(props: {
  service: Service;
  onBack: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { lang, t } = useI18n();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 ref={props.headingRef} tabIndex={-1} className="font-display text-2xl outline-none sm:text-3xl">
            {t('booking.time.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('booking.time.for', { service: props.service.name[lang] })}
          </p>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={props.onBack}>
          <ArrowLeft aria-hidden />
          {t('booking.time.change')}
        </Button>
      </div>
      <EmptyState
        icon={CalendarClock}
        title={t('booking.time.emptyTitle')}
        description={t('booking.time.emptyDescription')}
        className="bg-card py-16"
        action={
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/app#contact">
                <Mail aria-hidden />
                {t('booking.time.contact')}
              </Link>
            </Button>
            <Button type="button" variant="outline" onClick={props.onBack}>
              {t('booking.time.back')}
            </Button>
          </div>
        }
      />
    </div>
  );
}

export default function BookingScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('booking.meta.title'), t('booking.meta.description'));
  const services = useQuery(servicesQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedSlug = searchParams.get('service');
  const list = services.data ?? [];
  const selectedService = list.find((service) => service.slug === requestedSlug) ?? null;
  const unknownSlug = Boolean(requestedSlug) && services.isSuccess && !selectedService;

  // Null until the visitor acts: a valid ?service= opens on the date & time step.
  const [chosenStep, setChosenStep] = useState<BookingStep | null>(null);
  const step: BookingStep = chosenStep ?? (selectedService ? 'time' : 'service');

  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const goTo = (next: BookingStep) => {
    moved.current = true;
    setChosenStep(next);
  };

  const select = (slug: string) => {
    if (!chosenStep) setChosenStep('service');
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('service', slug);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  let content: ReactNode;
  if (services.isPending) {
    content = <ServicesLoading />;
  } else if (services.isError) {
    content = (
      <EmptyState
        icon={AlertCircle}
        title={t('booking.service.errorTitle')}
        description={t('booking.service.errorDescription')}
        action={
          <Button type="button" variant="outline" onClick={() => void services.refetch()}>
            {t('booking.service.retry')}
          </Button>
        }
      />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={Sparkles}
        title={t('booking.service.emptyTitle')}
        description={t('booking.service.emptyDescription')}
        action={
          <Button asChild variant="outline">
            <Link to="/app#contact">{t('booking.service.contact')}</Link>
          </Button>
        }
      />
    );
  } else if (step === 'time' && selectedService) {
    content = <TimeStep service={selectedService} onBack={() => goTo('service')} headingRef={headingRef} />;
  } else {
    content = (
      <ServiceStep
        services={list}
        selected={selectedService?.slug ?? null}
        unknownSlug={unknownSlug}
        onSelect={select}
        onContinue={() => goTo('time')}
        headingRef={headingRef}
      />
    );
  }

  return (
    <Section className="pt-12 pb-0 sm:pt-20 sm:pb-0">
      <Container>
        <PageHeader eyebrow={t('booking.eyebrow')} title={t('booking.title')} lead={t('booking.lead')} />
        <div className="mt-10 grid gap-10 sm:mt-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
          <div className="min-w-0 space-y-8">
            <BookingSteps current={step === 'time' && selectedService ? 'time' : 'service'} onGoTo={goTo} />
            {content}
          </div>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <BookingSummary service={selectedService} />
            <TimeZonePanel />
            <WhatToExpect />
          </aside>
        </div>
      </Container>
    </Section>
  );
}
