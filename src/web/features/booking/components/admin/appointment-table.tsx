import { BOOKING_BUSINESS_TIME_ZONE, type AdminAppointment } from '@contracts/booking';
import type { ReactNode } from 'react';
import { ListRowOpen, ListTable, type ListColumn } from '@web/components/admin-list/list-table';
import { TableCell } from '@web/components/ui/admin-table';
import { useI18n } from '@web/lib/i18n';
import { formatDateTime } from '../dates';
import { StatusBadge } from '../status-badge';

/**
 * The list view (the admin-list kit's table): one row per appointment; the row, its client's name or Enter on
 * it opens the details.
 */
export function AppointmentTable(props: {
  caption: string;
  appointments: AdminAppointment[] | undefined;
  loading: boolean;
  dimmed?: boolean;
  onOpen: (id: string) => void;
  /** The single row when there are none (failed, filtered-empty or empty). */
  empty: ReactNode;
}) {
  const { lang, t } = useI18n();
  const c = 'booking.admin.columns';
  const columns: ListColumn<AdminAppointment>[] = [
    {
      id: 'client',
      header: t(`${c}.client`),
      skeleton: 'w-32',
      cell: (appointment) => (
        <TableCell className="min-w-40">
          <ListRowOpen
            wrap
            className="font-medium underline-offset-4"
            onOpen={() => props.onOpen(appointment.id)}
          >
            {appointment.name}
          </ListRowOpen>
          <span className="block text-xs break-all text-muted-foreground">{appointment.email}</span>
        </TableCell>
      ),
    },
    {
      id: 'service',
      header: t(`${c}.service`),
      skeleton: 'w-24',
      cell: (appointment) => <TableCell>{appointment.service.name[lang]}</TableCell>,
    },
    {
      id: 'when',
      header: t(`${c}.when`),
      skeleton: 'w-28',
      cell: (appointment) => (
        <TableCell className="whitespace-nowrap tabular-nums">
          {formatDateTime(appointment.start, lang, BOOKING_BUSINESS_TIME_ZONE)}
        </TableCell>
      ),
    },
    {
      id: 'status',
      header: t(`${c}.status`),
      skeleton: 'w-16',
      cell: (appointment) => (
        <TableCell>
          <StatusBadge status={appointment.status} />
        </TableCell>
      ),
    },
  ];
  return (
    <ListTable
      caption={props.caption}
      columns={columns}
      rows={props.appointments}
      rowId={(appointment) => appointment.id}
      rowProps={(appointment) => ({ 'data-testid': 'appointment-row', 'data-id': appointment.id })}
      loading={props.loading}
      dimmed={props.dimmed}
      onOpen={props.onOpen}
      empty={props.empty}
    />
  );
}
