import { dateTimeFormat } from '@contracts/intl';
import { stayManagePath, type StayResult } from '@contracts/rental';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/form-notice';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { propertyQuery } from '../api/public';
import { BookingFlow } from '../components/booking-flow';
import { localeOf } from '../components/dates';
import { StayDetails, StayStatusView } from '../components/stay-view';

function LoadingSkeleton(props: { label: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy="true" aria-label={props.label}>
      <div className="space-y-6">
        <Skeleton className="h-96 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

/** The stay was made but online payment is not available: its nights are held until the hold ends. */
function HeldNotice(props: { result: StayResult }) {
  const { lang, t } = useI18n();
  const until = props.result.stay.holdExpiresAt
    ? dateTimeFormat(localeOf(lang), { timeStyle: 'short' }).format(new Date(props.result.stay.holdExpiresAt))
    : '';
  return (
    <div className="space-y-6" data-testid="stay-held">
      <Notice title={t('rental.payment.held.title')}>
        {t('rental.payment.held.description', { time: until })}
      </Notice>
      <StayDetails stay={props.result.stay} />
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/app#contact">
            <Mail aria-hidden />
            {t('rental.payment.held.contact')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={stayManagePath(props.result.manageToken)}>{t('rental.payment.held.view')}</Link>
        </Button>
      </div>
    </div>
  );
}

export default function StayPaymentScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('rental.payment.meta.title'), t('rental.payment.meta.description'));
  const [params] = useSearchParams();
  const token = params.get('estancia');
  const property = useQuery({ ...propertyQuery(), enabled: !token });
  const [held, setHeld] = useState<StayResult | null>(null);

  let body;
  if (token) body = <StayStatusView token={token} />;
  else if (held) body = <HeldNotice result={held} />;
  else if (property.isPending) body = <LoadingSkeleton label={t('rental.payment.loading')} />;
  else if (property.isError)
    body = (
      <EmptyState
        icon={AlertTriangle}
        title={t('rental.payment.loadError.title')}
        description={t('rental.payment.loadError.description')}
        action={
          <Button type="button" variant="outline" onClick={() => void property.refetch()}>
            {t('rental.payment.loadError.retry')}
          </Button>
        }
      />
    );
  else body = <BookingFlow property={property.data} onHeld={setHeld} />;

  return (
    <Section className="pt-12 sm:pt-20">
      <Container className="space-y-10">
        <PageHeader
          eyebrow={t('rental.payment.eyebrow')}
          title={token ? t('rental.payment.stay.title') : t('rental.payment.title')}
          lead={token ? undefined : t('rental.payment.lead')}
        />
        {body}
      </Container>
    </Section>
  );
}
