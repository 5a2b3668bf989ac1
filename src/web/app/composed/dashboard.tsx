// The dashboard with the booking feature's appointments, the payments feature's payments, the diagnostic
// feature's results and the auth feature's security (authenticator apps): features meet here, in the app shell.
import { SecuritySection } from '@web/features/auth/mfa/security-section';
import { MyAppointmentsSection } from '@web/features/booking/components/my-appointments';
import { DashboardView } from '@web/features/dashboard/screens/dashboard';
import { MyDiagnosticSection } from '@web/features/diagnostic/components/my-results-section';
import { MyPaymentsSection } from '@web/features/payments/components/my-payments-section';

export default function DashboardWithAppointments() {
  return (
    <DashboardView
      appointments={<MyAppointmentsSection />}
      payments={<MyPaymentsSection />}
      diagnostic={<MyDiagnosticSection />}
      security={<SecuritySection />}
    />
  );
}
