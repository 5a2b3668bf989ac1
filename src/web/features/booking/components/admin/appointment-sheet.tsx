import { BOOKING_BUSINESS_TIME_ZONE, type AdminAppointmentDetail, type Slot } from '@contracts/booking';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListDetailSheet } from '@web/components/admin-list/list-detail-sheet';
import { Notice } from '@web/components/ui/form-notice';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { adminActions, adminAppointmentQuery, adminCancelQuote, useAppointmentAction } from '../../api/admin';
import { CancelDialog } from '../cancel-dialog';
import { RefundQuote } from '../refund-quote';
import { errorText } from '../messages';
import { AppointmentActions } from './appointment-sheet/actions';
import { AppointmentHistory } from './appointment-sheet/history';
import { InternalNotes } from './appointment-sheet/internal-notes';
import { ReschedulePanel } from './appointment-sheet/reschedule-panel';
import { AppointmentFields, AppointmentWhen } from './appointment-sheet/summary';

const zone = BOOKING_BUSINESS_TIME_ZONE;

/** The owner's view of one appointment (the admin-list kit's sheet): details, actions and the history. */
export function AppointmentSheet(props: { id: string; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useQuery(adminAppointmentQuery(props.id));
  const failure = detail.isError ? errorText(t, detail.error) : '';
  return (
    <ListDetailSheet
      id={props.id}
      onClose={props.onClose}
      query={detail}
      title={detail.data ? detail.data.name : t('booking.admin.detail.title')}
      closeLabel={t('booking.admin.detail.close')}
      data-testid="appointment-sheet"
      className="gap-6"
      loadingLabel={t('common.loading')}
      skeleton={['h-6 w-2/3', 'h-4 w-full', 'h-24 w-full']}
      notFound={
        detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)
      }
      notFoundText={failure}
      errorText={failure}
      retryLabel={t('booking.service.retry')}
    >
      {(appointment) => <Detail appointment={appointment} />}
    </ListDetailSheet>
  );
}

/** One appointment's sheet body: the sections below, the actions' one mutation, and the cancel dialog. */
function Detail({ appointment }: { appointment: AdminAppointmentDetail }) {
  const { t } = useI18n();
  const [rescheduling, setRescheduling] = useState(false);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const d = 'booking.admin.detail';

  const action = useAppointmentAction({
    onSuccess: () => {
      setRescheduling(false);
      setSlot(null);
      setCancelOpen(false);
    },
  });

  const ended = new Date(appointment.end).getTime() <= Date.now();
  const active = appointment.status === 'confirmed';
  const unconfirmed = appointment.status === 'held' || appointment.status === 'pending_payment';

  return (
    <div className="space-y-6 text-sm">
      <AppointmentWhen appointment={appointment} />
      <AppointmentFields appointment={appointment} unconfirmed={unconfirmed} />

      {action.error ? (
        <Notice tone="error" role="alert">
          <p>{errorText(t, action.error)}</p>
        </Notice>
      ) : null}

      <AppointmentActions
        active={active}
        unconfirmed={unconfirmed}
        ended={ended}
        pending={action.isPending}
        rescheduling={rescheduling}
        onConfirm={() => action.mutate(() => adminActions.confirm(appointment.id))}
        onToggleReschedule={() => setRescheduling((v) => !v)}
        onComplete={() => action.mutate(() => adminActions.complete(appointment.id))}
        onNoShow={() => action.mutate(() => adminActions.noShow(appointment.id))}
        onCancel={() => setCancelOpen(true)}
      />

      {rescheduling ? (
        <ReschedulePanel
          service={appointment.service.slug}
          current={appointment.start}
          slot={slot}
          onSelect={setSlot}
          pending={action.isPending}
          onMove={(next) => action.mutate(() => adminActions.reschedule(appointment.id, next.start, false))}
        />
      ) : null}

      <InternalNotes id={appointment.id} saved={appointment.internalNotes} />

      <AppointmentHistory events={appointment.events} />

      <CancelDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        onConfirm={(reason) => action.mutate(() => adminActions.cancel(appointment.id, reason))}
        pending={action.isPending}
        error={action.error ? errorText(t, action.error) : undefined}
        title={t(`${d}.cancelTitle`)}
        description={t(`${d}.cancelDescription`, { name: appointment.name })}
        reasonLabel={t(`${d}.cancelMessage`)}
        confirmLabel={t(`${d}.cancelConfirm`)}
      >
        {cancelOpen ? (
          <RefundQuote
            audience="owner"
            load={() => adminCancelQuote(appointment.id)}
            queryKey={['admin', 'booking', 'cancel-quote', appointment.id]}
            timeZone={zone}
          />
        ) : null}
      </CancelDialog>
    </div>
  );
}
