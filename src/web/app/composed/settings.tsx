// /admin/settings with the content feature's editor and the booking feature's availability and services panels.
import { NotificationsPanel } from '@web/features/admin/components/notifications-panel';
import { AdminSettingsView } from '@web/features/admin/screens/settings';
import { AvailabilityPanel } from '@web/features/booking/components/settings/availability-panel';
import { ServicesPanel } from '@web/features/booking/components/settings/services-panel';
import { ContentPanel, CvSettingsPointer } from '@web/features/content/components/admin/content-panel';

export default function SettingsWithBooking() {
  return (
    <AdminSettingsView
      panels={{
        content: <ContentPanel />,
        availability: <AvailabilityPanel />,
        services: <ServicesPanel />,
        cv: <CvSettingsPointer />,
        notifications: <NotificationsPanel />,
      }}
    />
  );
}
