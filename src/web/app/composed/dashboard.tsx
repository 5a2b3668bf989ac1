// The dashboard with the booking feature's appointments section: two features meet here, in the app shell.
import { MyAppointmentsSection } from '@web/features/booking/components/my-appointments';
import { DashboardView } from '@web/features/dashboard/screens/dashboard';

export default function DashboardWithAppointments() {
  return <DashboardView appointments={<MyAppointmentsSection />} />;
}
