// The dashboard with the booking feature's appointments and the payments feature's payments: features meet
// here, in the app shell.
import { MyAppointmentsSection } from '@web/features/booking/components/my-appointments';
import { DashboardView } from '@web/features/dashboard/screens/dashboard';
import { MyPaymentsSection } from '@web/features/payments/components/my-payments-section';

export default function DashboardWithAppointments() {
  return <DashboardView appointments={<MyAppointmentsSection />} payments={<MyPaymentsSection />} />;
}
