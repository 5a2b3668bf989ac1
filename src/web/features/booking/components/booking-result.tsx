import { manageLinkPath, type BookingResult } from '@contracts/booking';
import { formatMoney } from '@contracts/money';
import { CalendarPlus, CheckCircle2, CreditCard, Hourglass, Link2, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Notice } from '@web/components/ui/form-notice';
import { useI18n } from '@web/lib/i18n';
import { AppointmentSummary } from './appointment-summary';
import { googleCalendarUrl } from './calendar-links';
import { formatDateTime } from './dates';
import { moneyLocale } from './format';

/** What the server answered for a booking: confirmed, or waiting for payment until the hold expires. */
export function BookingResultView(props: {
  result: BookingResult;
  /** What the checkout charges now (the whole price, a deposit or the first instalment). */
  dueMinor: number;
  onBookAnother: () => void;
}) {
  const { lang, t } = useI18n();
  const { appointment, manageToken, checkoutUrl } = props.result;
  const zone = appointment.timeZone;
  const pending = appointment.status === 'pending_payment' || appointment.status === 'held';
  const managePath = manageLinkPath(manageToken);
  const due = props.dueMinor;
  const r = 'booking.result';

  return (
    <div className="space-y-6" data-testid="booking-result" data-status={appointment.status}>
      <div className="flex items-start gap-3">
        {pending ? (
          <Hourglass aria-hidden className="mt-1 size-6 shrink-0 text-amber-600 dark:text-amber-400" />
        ) : (
          <CheckCircle2 aria-hidden className="mt-1 size-6 shrink-0 text-accent-strong" />
        )}
        <div className="space-y-1">
          <h2
            tabIndex={-1}
            id="booking-result-heading"
            className="font-display text-2xl outline-none sm:text-3xl"
          >
            {pending ? t(`${r}.pendingTitle`) : t(`${r}.confirmedTitle`)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {pending ? t(`${r}.pendingLead`) : t(`${r}.confirmedLead`, { email: appointment.email })}
          </p>
        </div>
      </div>

      <Card>
        <CardContent className="p-5 sm:p-6">
          <AppointmentSummary appointment={appointment} timeZone={zone} />
        </CardContent>
      </Card>

      {pending ? (
        <Notice tone="info" icon={CreditCard} title={t(`${r}.paymentTitle`)}>
          <p>
            {t(`${r}.paymentDue`, {
              amount: formatMoney(
                { amountMinor: due, currency: appointment.service.currency },
                moneyLocale(lang),
              ),
            })}
          </p>
          {appointment.holdExpiresAt ? (
            <p className="mt-1" data-testid="hold-expires">
              {t(`${r}.holdUntil`, { time: formatDateTime(appointment.holdExpiresAt, lang, zone) })}
            </p>
          ) : null}
          {checkoutUrl ? null : <p className="mt-1">{t(`${r}.noCheckout`)}</p>}
        </Notice>
      ) : null}
      {pending && checkoutUrl ? (
        <Button asChild size="lg" className="w-full sm:w-auto">
          <a href={checkoutUrl} data-testid="checkout-link">
            <CreditCard aria-hidden />
            {t(`${r}.pay`)}
          </a>
        </Button>
      ) : null}
      {pending ? null : (
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a
              href={googleCalendarUrl({
                title: appointment.service.name[lang],
                start: appointment.start,
                end: appointment.end,
                details: `${typeof window === 'undefined' ? '' : window.location.origin}${managePath}`,
              })}
              target="_blank"
              rel="noreferrer"
            >
              <CalendarPlus aria-hidden />
              {t(`${r}.googleCalendar`)}
            </a>
          </Button>
        </div>
      )}

      <div className="space-y-3 rounded-2xl bg-muted/60 p-5 text-sm">
        <p className="flex gap-2.5">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          {t(`${r}.mailNote`)}
        </p>
        <p className="flex gap-2.5">
          <Link2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          <span>
            {t(`${r}.manageNote`)}{' '}
            <Link
              to={managePath}
              className="font-medium underline underline-offset-4"
              data-testid="manage-link"
            >
              {t(`${r}.manage`)}
            </Link>
          </span>
        </p>
      </div>
      <Button type="button" variant="ghost" onClick={props.onBookAnother}>
        {t(`${r}.another`)}
      </Button>
    </div>
  );
}
