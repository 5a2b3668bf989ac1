// The dashboard with the booking feature's appointments, the payments feature's payments, the diagnostic
// feature's results and the auth feature's security (authenticator apps): features meet here, in the app shell.
import { userTopic } from '@contracts/realtime';
import { SecuritySection } from '@web/features/auth/mfa/security-section';
import { bookingKeys } from '@web/features/booking/api/public';
import { MyAppointmentsSection } from '@web/features/booking/components/my-appointments';
import { DashboardView } from '@web/features/dashboard/screens/dashboard';
import { MyDiagnosticSection } from '@web/features/diagnostic/components/my-results-section';
import { myPaymentKeys } from '@web/features/payments/api/me';
import { MyPaymentsSection } from '@web/features/payments/components/my-payments-section';
import { useAuth } from '@web/lib/auth';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';

// The person's own appointments and payments (plans included) move with `user:<id>`.
const liveKeys = [bookingKeys.mine(), myPaymentKeys.list()];

export default function DashboardWithAppointments() {
  const { user } = useAuth();
  useRealtimeInvalidate(user ? [userTopic(user.id)] : [], liveKeys);
  return (
    <DashboardView
      appointments={<MyAppointmentsSection />}
      payments={<MyPaymentsSection />}
      diagnostic={<MyDiagnosticSection />}
      security={<SecuritySection />}
    />
  );
}
