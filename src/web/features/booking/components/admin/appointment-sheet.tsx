import { BOOKING_BUSINESS_TIME_ZONE, type AdminAppointmentDetail, type Slot } from '@contracts/booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Check, CheckCheck, Loader2, Mail, Phone, UserX, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ListDetailSheet } from '@web/components/admin-list/list-detail-sheet';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Label, Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { adminActions, adminAppointmentQuery, adminCancelQuote, bookingAdminKeys } from '../../api/admin';
import { bookingKeys } from '../../api/public';
import { CancelDialog } from '../cancel-dialog';
import { RefundQuote } from '../refund-quote';
import { formatDateTime, formatRange, zoneLabel } from '../dates';
import { errorText } from '../messages';
import { SlotPicker } from '../slot-picker';
import { StatusBadge } from '../status-badge';

const zone = BOOKING_BUSINESS_TIME_ZONE;
const eventKinds = new Set([
  'created',
  'confirmed',
  'rescheduled',
  'cancelled',
  'completed',
  'no_show',
  'expired',
  'notes',
  'payment_started',
]);

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

function Detail({ appointment }: { appointment: AdminAppointmentDetail }) {
  const { lang, t } = useI18n();
  const queryClient = useQueryClient();
  const [rescheduling, setRescheduling] = useState(false);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [notes, setNotes] = useState(appointment.internalNotes ?? '');
  const d = 'booking.admin.detail';

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingAdminKeys.all }),
      queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'slots'] }),
    ]);
  };
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      setRescheduling(false);
      setSlot(null);
      setCancelOpen(false);
      await refresh();
    },
  });
  const saveNotes = useMutation({
    mutationFn: () => adminActions.notes(appointment.id, notes),
    onSuccess: refresh,
  });

  const ended = new Date(appointment.end).getTime() <= Date.now();
  const active = appointment.status === 'confirmed';
  const unconfirmed = appointment.status === 'held' || appointment.status === 'pending_payment';
  const clientZone = appointment.timeZone !== zone ? appointment.timeZone : null;

  return (
    <div className="space-y-6 text-sm">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={appointment.status} />
          <span className="text-muted-foreground">{appointment.service.name[lang]}</span>
        </div>
        <p
          className="font-medium first-letter:uppercase"
          data-testid="detail-when"
          data-start={appointment.start}
        >
          {formatRange(appointment.start, appointment.end, lang, zone)}
        </p>
        <p className="text-xs text-muted-foreground">
          {t(`${d}.businessZone`)}
          {clientZone
            ? ` · ${t(`${d}.clientTime`, { time: formatRange(appointment.start, appointment.end, lang, clientZone), zone: zoneLabel(clientZone) })}`
            : ''}
        </p>
      </div>

      <dl className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-2">
        <Field term={t(`${d}.email`)}>
          <a
            href={`mailto:${appointment.email}`}
            className="inline-flex items-center gap-1.5 break-all underline-offset-4 hover:underline"
          >
            <Mail aria-hidden className="size-3.5 shrink-0" />
            {appointment.email}
          </a>
        </Field>
        <Field term={t(`${d}.phone`)}>
          {appointment.phone ? (
            <a
              href={`tel:${appointment.phone}`}
              className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden className="size-3.5 shrink-0" />
              {appointment.phone}
            </a>
          ) : (
            '—'
          )}
        </Field>
        <Field term={t(`${d}.language`)}>{appointment.language === 'es' ? 'Español' : 'English'}</Field>
        <Field term={t(`${d}.account`)}>{appointment.userId ? t(`${d}.signedIn`) : t(`${d}.guest`)}</Field>
        {appointment.notes ? (
          <Field term={t(`${d}.notes`)} wide>
            <span className="whitespace-pre-wrap">{appointment.notes}</span>
          </Field>
        ) : null}
        {appointment.cancelReason ? (
          <Field term={t(`${d}.cancelReason`)} wide>
            {appointment.cancelReason}
          </Field>
        ) : null}
        {appointment.holdExpiresAt && unconfirmed ? (
          <Field term={t(`${d}.holdUntil`)} wide>
            {formatDateTime(appointment.holdExpiresAt, lang, zone)}
          </Field>
        ) : null}
      </dl>

      {action.error ? (
        <Notice tone="error" role="alert">
          <p>{errorText(t, action.error)}</p>
        </Notice>
      ) : null}

      <div className="flex flex-wrap gap-2" role="group" aria-label={t(`${d}.actions`)}>
        {unconfirmed ? (
          <Button
            type="button"
            size="sm"
            disabled={action.isPending}
            onClick={() => action.mutate(() => adminActions.confirm(appointment.id))}
          >
            <Check aria-hidden />
            {t(`${d}.confirm`)}
          </Button>
        ) : null}
        {(active || unconfirmed) && !ended ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setRescheduling((v) => !v)}
            aria-expanded={rescheduling}
          >
            <CalendarClock aria-hidden />
            {t(`${d}.reschedule`)}
          </Button>
        ) : null}
        {active && ended ? (
          <>
            <Button
              type="button"
              size="sm"
              disabled={action.isPending}
              onClick={() => action.mutate(() => adminActions.complete(appointment.id))}
            >
              <CheckCheck aria-hidden />
              {t(`${d}.complete`)}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => action.mutate(() => adminActions.noShow(appointment.id))}
            >
              <UserX aria-hidden />
              {t(`${d}.noShow`)}
            </Button>
          </>
        ) : null}
        {(active || unconfirmed) && !ended ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="text-destructive"
            onClick={() => setCancelOpen(true)}
          >
            <XCircle aria-hidden />
            {t(`${d}.cancel`)}
          </Button>
        ) : null}
      </div>

      {rescheduling ? (
        <section aria-label={t(`${d}.reschedule`)} className="space-y-4 rounded-xl border border-border p-4">
          <p className="text-xs text-muted-foreground">{t(`${d}.rescheduleHint`)}</p>
          <SlotPicker
            service={appointment.service.slug}
            timeZone={zone}
            selected={slot}
            exclude={appointment.start}
            onSelect={setSlot}
          />
          <Button
            type="button"
            size="sm"
            disabled={!slot || action.isPending}
            data-testid="admin-confirm-reschedule"
            onClick={() =>
              slot && action.mutate(() => adminActions.reschedule(appointment.id, slot.start, false))
            }
          >
            {action.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {slot
              ? t('booking.manage.moveTo', { time: formatRange(slot.start, slot.end, lang, zone) })
              : t('booking.manage.pickFirst')}
          </Button>
        </section>
      ) : null}

      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          saveNotes.mutate();
        }}
      >
        <Label htmlFor="internal-notes">{t(`${d}.internalNotes`)}</Label>
        <Textarea
          id="internal-notes"
          value={notes}
          maxLength={5000}
          onChange={(event) => {
            setNotes(event.target.value);
            saveNotes.reset();
          }}
          className="min-h-20"
        />
        <div className="flex items-center gap-3">
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={saveNotes.isPending || notes === (appointment.internalNotes ?? '')}
          >
            {t(`${d}.saveNotes`)}
          </Button>
          <span role="status" className="text-xs text-muted-foreground">
            {saveNotes.isSuccess
              ? t(`${d}.notesSaved`)
              : saveNotes.isError
                ? errorText(t, saveNotes.error)
                : ''}
          </span>
        </div>
      </form>

      <section aria-labelledby="appointment-history" className="space-y-3">
        <h3
          id="appointment-history"
          className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
        >
          {t(`${d}.history`)}
        </h3>
        <ol className="space-y-3 border-l border-border pl-4">
          {[...appointment.events].reverse().map((event) => (
            <li key={event.id} className="relative">
              <span aria-hidden className="absolute top-1.5 -left-[1.28rem] size-2 rounded-full bg-accent" />
              <p className="font-medium">
                {eventKinds.has(event.kind)
                  ? t(`booking.admin.events.${event.kind}` as MessageKey)
                  : event.kind}
                {event.kind === 'rescheduled' && typeof event.data.from === 'string' ? (
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    · {t(`${d}.from`, { time: formatDateTime(event.data.from, lang, zone) })}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                {formatDateTime(event.createdAt, lang, zone)} · {actorLabel(t, event.actor)}
              </p>
              {typeof event.data.reason === 'string' && event.data.reason ? (
                <p className="mt-0.5 text-xs">“{event.data.reason}”</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

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

function actorLabel(t: (key: MessageKey) => string, actor: string) {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length);
  if (actor === 'visitor' || actor === 'customer' || actor === 'system')
    return t(`booking.admin.actors.${actor}`);
  return actor;
}

function Field(props: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={props.wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs text-muted-foreground">{props.term}</dt>
      <dd className="mt-0.5">{props.children}</dd>
    </div>
  );
}
