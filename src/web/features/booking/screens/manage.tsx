import { useQuery } from '@tanstack/react-query';
import { CalendarX2, Link2Off } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useCancelByToken, usePayByToken, useRescheduleByToken } from '../api/manage';
import { cancelQuoteByToken, manageQuery } from '../api/public';
import { AppointmentManager } from '../components/appointment-manager';

/** /calendar-booking/manage/:token — the e-mailed link: view, reschedule or cancel without an account. */
export default function ManageBookingScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('booking.manage.meta.title'), t('booking.manage.meta.description'));
  const { token = '' } = useParams();
  const appointment = useQuery(manageQuery(token));
  const reschedule = useRescheduleByToken(token);
  const cancel = useCancelByToken(token);
  const pay = usePayByToken(token);

  let content;
  if (appointment.isPending) {
    content = (
      <Card>
        <CardContent role="status" aria-label={t('common.loading')} className="space-y-4 p-6">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10 w-48 rounded-full" />
        </CardContent>
      </Card>
    );
  } else if (appointment.isError) {
    const missing = appointment.error instanceof ApiError && appointment.error.status === 404;
    content = (
      <EmptyState
        icon={missing ? Link2Off : CalendarX2}
        title={missing ? t('booking.manage.notFoundTitle') : t('booking.manage.errorTitle')}
        description={missing ? t('booking.manage.notFoundBody') : t('booking.manage.errorBody')}
        action={
          missing ? (
            <Button asChild variant="outline">
              <Link to="/calendar-booking">{t('booking.manage.bookAgain')}</Link>
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => void appointment.refetch()}>
              {t('booking.service.retry')}
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <Card>
        <CardContent className="p-5 sm:p-6">
          <AppointmentManager
            appointment={appointment.data}
            reschedule={reschedule}
            cancel={cancel}
            pay={pay}
            quote={() => cancelQuoteByToken(token)}
          />
        </CardContent>
      </Card>
    );
  }

  return (
    <Section className="pt-12 sm:pt-20">
      <Container className="max-w-3xl">
        <PageHeader
          eyebrow={t('booking.eyebrow')}
          title={t('booking.manage.title')}
          lead={t('booking.manage.lead')}
        />
        <div className="mt-10">{content}</div>
      </Container>
    </Section>
  );
}
