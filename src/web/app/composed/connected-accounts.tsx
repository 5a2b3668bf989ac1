// /admin/connected-accounts with the booking feature's Calendars panel (feed URL, external calendars).
import { CalendarsPanel } from '@web/features/booking/components/settings/calendars-panel';
import { ConnectedAccountsView } from '@web/features/payments/screens/connected-accounts';

export default function ConnectedAccountsWithCalendars() {
  return <ConnectedAccountsView calendars={<CalendarsPanel />} />;
}
