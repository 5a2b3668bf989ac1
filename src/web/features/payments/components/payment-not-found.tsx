import { CalendarDays, Home, Mail, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { useI18n } from '@web/lib/i18n';

/**
 * "We could not find this payment": the screen for a missing or unknown reference. The reference in the
 * address is only echoed back to the visitor, never trusted; the state always comes from the server.
 */
export function PaymentNotFound(props: { title: string; note?: string }) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('ref')?.trim().slice(0, 80) || null;
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <div className="space-y-5">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted">
          <SearchX aria-hidden className="size-5 text-muted-foreground" />
        </span>
        <Eyebrow>{t('payments.notFound.eyebrow')}</Eyebrow>
        <h1 className="font-display text-4xl tracking-tight text-balance sm:text-5xl">{props.title}</h1>
        <p className="text-lg text-muted-foreground">
          {reference ? t('payments.notFound.unknownReference') : t('payments.notFound.noReference')}
        </p>
        {reference ? (
          <p className="inline-flex max-w-full flex-wrap items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
            <span className="text-muted-foreground">{t('payments.notFound.referenceLabel')}</span>
            <code className="font-mono break-all">{reference}</code>
          </p>
        ) : null}
        {props.note ? <p className="text-muted-foreground">{props.note}</p> : null}
      </div>

      <section
        aria-labelledby="payment-help"
        className="mt-10 rounded-2xl border border-border bg-card p-6 sm:p-8"
      >
        <h2 id="payment-help" className="font-display text-xl">
          {t('payments.notFound.helpHeading')}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{t('payments.notFound.help')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/app#contact">
              <Mail aria-hidden />
              {t('payments.notFound.contact')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/calendar-booking">
              <CalendarDays aria-hidden />
              {t('payments.notFound.book')}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/app">
              <Home aria-hidden />
              {t('payments.notFound.home')}
            </Link>
          </Button>
        </div>
      </section>
    </Container>
  );
}
