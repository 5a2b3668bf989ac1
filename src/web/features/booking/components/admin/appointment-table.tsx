import { BOOKING_BUSINESS_TIME_ZONE, type AdminAppointment } from '@contracts/booking';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { useI18n } from '@web/lib/i18n';
import { formatDateTime } from '../dates';
import { StatusBadge } from '../status-badge';

/** The list view: one row per appointment; the client's name opens the details. */
export function AppointmentTable(props: {
  caption: string;
  appointments: AdminAppointment[];
  onOpen: (id: string) => void;
}) {
  const { lang, t } = useI18n();
  const c = 'booking.admin.columns';
  return (
    <Table>
      <TableCaption>{props.caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t(`${c}.client`)}</TableHead>
          <TableHead>{t(`${c}.service`)}</TableHead>
          <TableHead>{t(`${c}.when`)}</TableHead>
          <TableHead>{t(`${c}.status`)}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.appointments.map((appointment) => (
          <TableRow key={appointment.id} data-testid="appointment-row" data-id={appointment.id}>
            <TableCell className="min-w-40">
              <button
                type="button"
                onClick={() => props.onOpen(appointment.id)}
                className="text-left font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {appointment.name}
              </button>
              <span className="block text-xs break-all text-muted-foreground">{appointment.email}</span>
            </TableCell>
            <TableCell>{appointment.service.name[lang]}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatDateTime(appointment.start, lang, BOOKING_BUSINESS_TIME_ZONE)}
            </TableCell>
            <TableCell>
              <StatusBadge status={appointment.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
