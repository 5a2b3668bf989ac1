import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { AppointmentsAdmin } from '../components/admin/appointments-view';

export default function AdminAppointmentsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('booking.admin.meta.title'), t('booking.admin.meta.description'));
  return (
    <AppointmentsAdmin
      eyebrow={t('booking.admin.eyebrow')}
      title={t('booking.admin.title')}
      lead={t('booking.admin.lead')}
    />
  );
}
