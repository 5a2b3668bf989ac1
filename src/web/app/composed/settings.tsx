// /admin/settings with the booking feature's availability and services panels.
import { AdminSettingsView } from '@web/features/admin/screens/settings';
import { AvailabilityPanel } from '@web/features/booking/components/settings/availability-panel';
import { ServicesPanel } from '@web/features/booking/components/settings/services-panel';

export default function SettingsWithBooking() {
  return <AdminSettingsView panels={{ availability: <AvailabilityPanel />, services: <ServicesPanel /> }} />;
}
