import {
  ArrowLeft,
  CalendarDays,
  CalendarRange,
  CreditCard,
  Hourglass,
  Mail,
  Store,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';

const methodIcons: LucideIcon[] = [CreditCard, CalendarRange, Store, Wallet];
const summaryRows: MessageKey[] = [
  'rental.payment.summary.nightly',
  'rental.payment.summary.cleaning',
  'rental.payment.summary.taxes',
];

function Panel(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <section aria-labelledby={props.id} className="space-y-4">
        <h2 id={props.id} className="font-display text-xl">
          {props.title}
        </h2>
        {props.children}
      </section>
    </Card>
  );
}

/** A read-only value box in the shape of the field it will become once booking opens. */
function ValueBox(props: { icon: LucideIcon; label: string; value: string }) {
  const Icon = props.icon;
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border px-4 py-3">
      <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <dl className="min-w-0">
        <dt className="text-xs text-muted-foreground">{props.label}</dt>
        <dd className="text-sm text-muted-foreground">{props.value}</dd>
      </dl>
    </div>
  );
}

export default function StayPaymentScreen() {
  const { t, tList } = useI18n();
  useDocumentMeta(t('rental.payment.meta.title'), t('rental.payment.meta.description'));
  const unset = t('rental.payment.unset');
  const methods = tList('rental.payment.methods.items');

  return (
    <Section className="pt-12 pb-0 sm:pt-20 sm:pb-0">
      <Container className="space-y-10">
        <PageHeader
          eyebrow={t('rental.payment.eyebrow')}
          title={t('rental.payment.title')}
          lead={t('rental.payment.lead')}
        />

        <section
          aria-labelledby="stay-notice"
          className="flex flex-col gap-5 rounded-2xl border border-accent/40 bg-accent/5 p-6 sm:flex-row sm:items-start sm:p-8"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-strong">
            <Hourglass aria-hidden className="size-5" />
          </span>
          <div className="space-y-3">
            <h2 id="stay-notice" className="font-display text-2xl">
              {t('rental.payment.notice.title')}
            </h2>
            <p className="max-w-2xl text-muted-foreground">{t('rental.payment.notice.description')}</p>
            <div className="flex flex-wrap gap-3 pt-2">
              <Button asChild>
                <Link to="/app#contact">
                  <Mail aria-hidden />
                  {t('rental.payment.notice.contact')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/airbnb">
                  <ArrowLeft aria-hidden />
                  {t('rental.payment.notice.landing')}
                </Link>
              </Button>
            </div>
          </div>
        </section>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="space-y-6">
            <Panel id="stay-dates" title={t('rental.payment.dates.heading')}>
              <div className="grid gap-3 sm:grid-cols-2">
                <ValueBox icon={CalendarDays} label={t('rental.payment.dates.checkIn')} value={unset} />
                <ValueBox icon={CalendarDays} label={t('rental.payment.dates.checkOut')} value={unset} />
              </div>
              <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
                {t('rental.payment.dates.empty')}
              </p>
            </Panel>
            <Panel id="stay-guests" title={t('rental.payment.guests.heading')}>
              <ValueBox icon={Users} label={t('rental.payment.guests.label')} value={unset} />
              <p className="text-sm text-muted-foreground">{t('rental.payment.guests.empty')}</p>
            </Panel>
            <Panel id="stay-methods" title={t('rental.payment.methods.heading')}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {methods.map((method, i) => {
                  const Icon = methodIcons[i] ?? CreditCard;
                  return (
                    <li key={method} className="flex items-center gap-3 text-sm">
                      <span className="flex size-9 items-center justify-center rounded-full bg-muted">
                        <Icon aria-hidden className="size-4" />
                      </span>
                      {method}
                    </li>
                  );
                })}
              </ul>
            </Panel>
          </div>

          <aside className="lg:sticky lg:top-24">
            <Panel id="stay-summary" title={t('rental.payment.summary.heading')}>
              <dl>
                {summaryRows.map((key) => (
                  <div key={key} className="flex justify-between gap-4 border-b border-border py-3 text-sm">
                    <dt className="text-muted-foreground">{t(key)}</dt>
                    <dd className="text-muted-foreground">{unset}</dd>
                  </div>
                ))}
                <div className="flex items-baseline justify-between gap-4 pt-4">
                  <dt className="font-medium">{t('rental.payment.summary.total')}</dt>
                  <dd className="font-display text-2xl text-muted-foreground">
                    <span aria-hidden>—</span>
                    <span className="sr-only">{unset}</span>
                  </dd>
                </div>
              </dl>
              <p className="text-xs text-muted-foreground">{t('rental.payment.summary.currency')}</p>
              <p className="border-t border-border pt-4 text-xs text-muted-foreground">
                {t('rental.payment.summary.note')}
              </p>
            </Panel>
          </aside>
        </div>
      </Container>
    </Section>
  );
}
