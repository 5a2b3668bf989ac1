import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { AppointmentsAdmin } from '../components/admin/appointments-view';

/** /projects/airbnb/citas — the rental project's appointments (visits, check-ins): the same list, kind rental. */
export default function RentalAppointmentsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('rental.appointments.meta.title'), t('rental.appointments.meta.description'));
  return (
    <AppointmentsAdmin
      kind="rental"
      eyebrow={t('rental.appointments.eyebrow')}
      title={t('rental.appointments.title')}
      lead={t('rental.appointments.lead')}
      aside={
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/appointments">
            <CalendarDays aria-hidden />
            {t('booking.admin.allAppointments')}
          </Link>
        </Button>
      }
    />
  );
}
