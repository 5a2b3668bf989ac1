import { pickText } from '@contracts/content';
import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import type { AdminPaymentDetail } from '@contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListDetailSheet } from '@web/components/admin-list/list-detail-sheet';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { adminPaymentDetailQuery } from '../../api/admin';
import { useMarkPaymentPaid } from '../../api/admin-detail';
import { isNotFound } from '../errors';
import { formatInstant, formatMoney, formatStayDay } from '../format';
import { appointmentStatusLabel, methodKey, providerKey, refundReasonText } from '../labels';
import { FlagBadge, PaymentStatusBadge } from './badges';
import { MarkPaidForm } from './mark-paid-form';
import { PlanInstalmentLink } from './plans-instalment-link';
import { RefundForm } from './refund-form';

function Field(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd className="truncate text-sm" data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}

/** Marking the order paid: keyed by the order with its form, so another order's sheet starts clean. */
function MarkOrderPaid(props: { detail: AdminPaymentDetail }) {
  const d = props.detail;
  const mutation = useMarkPaymentPaid(d.id);
  return (
    <MarkPaidForm
      amountMinor={d.amountMinor}
      currency={d.currency}
      customer={d.customerName || d.customerEmail}
      mutation={mutation}
    />
  );
}

const when = (iso: string, lang: 'es' | 'en') => (
  <time dateTime={iso}>{formatInstant(iso, lang, BUSINESS_TIME_ZONE)}</time>
);

function Detail(props: { detail: AdminPaymentDetail }) {
  const { t, lang } = useI18n();
  const d = props.detail;
  const money = (minor: number) => formatMoney(minor, d.currency, lang);
  const canMarkPaid = ['open', 'pending', 'failed', 'expired'].includes(d.status);
  return (
    <div className="space-y-6" data-testid="payment-detail" data-status={d.status}>
      <section className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <PaymentStatusBadge status={d.status} />
          {d.flag ? <FlagBadge flag={d.flag} /> : null}
          <span className="font-display text-2xl tabular-nums">{money(d.amountMinor)}</span>
        </div>
        <Button asChild size="sm" variant="outline">
          <a
            href={`mailto:${d.customerEmail}`}
            aria-label={t('payments.admin.detail.mailto', { email: d.customerEmail })}
          >
            <Mail aria-hidden />
            <span className="max-w-[16rem] truncate">{d.customerEmail}</span>
          </a>
        </Button>
        <dl className="grid grid-cols-2 gap-3">
          <Field label={t('payments.admin.detail.customer')}>{d.customerName || '—'}</Field>
          <Field label={t('payments.admin.detail.language')}>
            {d.language === 'es' ? t('payments.admin.detail.spanish') : t('payments.admin.detail.english')}
          </Field>
          <Field label={t('payments.admin.detail.provider')}>{t(providerKey(d.provider))}</Field>
          <Field label={t('payments.admin.detail.method')}>{t(methodKey(d.method))}</Field>
          <Field label={t('payments.admin.detail.created')}>{when(d.createdAt, lang)}</Field>
          <Field label={t('payments.admin.detail.paidAt')}>{d.paidAt ? when(d.paidAt, lang) : '—'}</Field>
          <Field label={t('payments.admin.detail.refunded')}>{money(d.refundedMinor)}</Field>
          <Field label={t('payments.admin.detail.refundable')}>{money(d.refundableMinor)}</Field>
          <Field label={t('payments.admin.detail.receipt')} testId="detail-receipt">
            {d.receiptNumber ?? '—'}
          </Field>
          {d.plan ? (
            <Field label={t('payments.admin.detail.plan')} testId="detail-plan">
              <PlanInstalmentLink plan={d.plan} />
            </Field>
          ) : null}
          <Field label={t('payments.admin.detail.reference')}>
            <code className="font-mono text-xs" title={d.reference}>
              {d.reference}
            </code>
          </Field>
          {d.providerCheckoutId ? (
            <Field label={t('payments.admin.detail.providerCheckout')}>
              <code className="font-mono text-xs" title={d.providerCheckoutId}>
                {d.providerCheckoutId}
              </code>
            </Field>
          ) : null}
          {d.providerPaymentId ? (
            <Field label={t('payments.admin.detail.providerPayment')}>
              <code className="font-mono text-xs" title={d.providerPaymentId}>
                {d.providerPaymentId}
              </code>
            </Field>
          ) : null}
        </dl>
        {d.manual ? (
          <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
            <span className="font-medium">{t('payments.admin.detail.manual', { by: d.manual.by })}</span>
            <span className="block text-muted-foreground">{d.manual.note}</span>
          </p>
        ) : null}
      </section>

      {d.appointment ? (
        <section aria-labelledby="payment-appointment" className="space-y-2">
          <h3 id="payment-appointment" className="text-sm font-semibold">
            {t('payments.admin.detail.appointment')}
          </h3>
          <p className="text-sm">
            {pickText(d.appointment.serviceName, lang)} · {when(d.appointment.start, lang)}
            <span className="ml-2 text-xs text-muted-foreground">
              ({appointmentStatusLabel(d.appointment.status, t)})
            </span>
          </p>
          <Button asChild size="sm" variant="ghost">
            <Link to={`/admin/appointments?id=${encodeURIComponent(d.appointment.id)}`}>
              <CalendarCheck aria-hidden />
              {t('payments.admin.detail.openAppointment')}
            </Link>
          </Button>
        </section>
      ) : null}

      {d.stay ? (
        <section aria-labelledby="payment-stay" className="space-y-2">
          <h3 id="payment-stay" className="text-sm font-semibold">
            {t('payments.admin.detail.stay')}
          </h3>
          <p className="text-sm">
            {d.stay.propertyName} · {formatStayDay(d.stay.checkIn, lang)} →{' '}
            {formatStayDay(d.stay.checkOut, lang)}
            <span className="block text-xs text-muted-foreground">
              {t('payments.admin.plans.stay', { nights: d.stay.nights, guests: d.stay.guests })}
            </span>
          </p>
          <Button asChild size="sm" variant="ghost">
            <Link to="/projects/airbnb">
              <CalendarCheck aria-hidden />
              {t('payments.admin.detail.openStays')}
            </Link>
          </Button>
        </section>
      ) : null}

      <section className="space-y-5 rounded-xl border border-border p-3">
        {d.refundableMinor > 0 ? <RefundForm key={`${d.id}-${d.refundedMinor}`} detail={d} /> : null}
        {canMarkPaid ? <MarkOrderPaid key={d.id} detail={d} /> : null}
        {d.refundableMinor <= 0 && !canMarkPaid ? (
          <p className="text-sm text-muted-foreground">{t('payments.admin.refund.nothing')}</p>
        ) : null}
      </section>

      <section aria-labelledby="payment-refunds" className="space-y-2">
        <h3 id="payment-refunds" className="text-sm font-semibold">
          {t('payments.admin.detail.refunds')}
        </h3>
        {d.refunds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('payments.admin.detail.noRefunds')}</p>
        ) : (
          <ul className="space-y-2 text-sm" data-testid="refund-list">
            {d.refunds.map((refund) => (
              <li key={refund.id} className="rounded-lg border border-border px-3 py-2">
                <span className="font-medium tabular-nums">{money(refund.amountMinor)}</span>{' '}
                <span className="text-muted-foreground">
                  {when(refund.createdAt, lang)} ·{' '}
                  {t('payments.admin.detail.refundBy', {
                    by: refund.createdBy === 'system' ? t('payments.admin.detail.system') : refund.createdBy,
                  })}
                </span>
                {refund.reason ? (
                  <span className="block whitespace-pre-line text-muted-foreground">
                    {refundReasonText(refund.reason, t)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="payment-events" className="space-y-2">
        <h3 id="payment-events" className="text-sm font-semibold">
          {t('payments.admin.detail.events')}
        </h3>
        {d.events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('payments.admin.detail.noEvents')}</p>
        ) : (
          <ol className="space-y-2 border-l border-border pl-4 text-sm" data-testid="event-list">
            {d.events.map((event) => (
              <li key={event.id} className="relative">
                <span aria-hidden className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-accent" />
                <span className="font-mono text-xs">{event.type}</span>{' '}
                <span className="text-xs text-muted-foreground">
                  · {event.outcome} · {t(providerKey(event.provider))}
                </span>
                <span className="block text-xs text-muted-foreground">{when(event.receivedAt, lang)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function PaymentDetailSheet(props: { id: string; onClose: () => void }) {
  const { t } = useI18n();
  const query = useQuery(adminPaymentDetailQuery(props.id));
  return (
    <ListDetailSheet
      id={props.id}
      onClose={props.onClose}
      query={query}
      title={
        query.data ? query.data.customerName || query.data.customerEmail : t('payments.admin.detail.title')
      }
      closeLabel={t('payments.admin.detail.close')}
      loadingLabel={t('payments.admin.loading')}
      notFound={isNotFound(query.error)}
      notFoundText={t('payments.admin.detail.notFound')}
      errorText={t('payments.admin.detail.error')}
      retryLabel={t('payments.admin.retry')}
    >
      {(detail) => <Detail detail={detail} />}
    </ListDetailSheet>
  );
}
