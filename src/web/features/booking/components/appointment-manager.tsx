import type { CustomerAppointment, Slot } from '@contracts/booking';
import type { CancelQuote } from '@contracts/cancellation';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Hourglass, Loader2, Mail, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import type { CancelAppointment, RescheduleAppointment } from '../api/writes';
import { AppointmentSummary } from './appointment-summary';
import { CancelDialog } from './cancel-dialog';
import { formatDateTime, formatRange } from './dates';
import { PayNow, type PayMutation } from './pay-now';
import { errorText } from './messages';
import { RefundQuote } from './refund-quote';
import { SlotPicker } from './slot-picker';
import { ZoneSelect } from './zone-select';

/**
 * One appointment as its customer sees it, with reschedule (pick a new time) and cancel (with an optional
 * reason, after a confirmation). The manage page and the dashboard both use it, each with its own writes (the
 * hooks of api/manage.ts or api/me.ts, which keep the answer in their cache); this shows their outcome.
 */
export function AppointmentManager(props: {
  appointment: CustomerAppointment;
  reschedule: RescheduleAppointment;
  /** `quotedRefundMinor`: the refund the dialog showed (the server refuses a lower one: refund_changed). */
  cancel: CancelAppointment;
  /** What cancelling now would refund (shown in the cancel dialog). */
  quote?: () => Promise<CancelQuote>;
  headingLevel?: 'h2' | 'h3';
  /** Resumes paying a held appointment (the manage link only): answers where the checkout is. */
  pay?: PayMutation;
}) {
  const { lang, t } = useI18n();
  const { appointment } = props;
  const [zone, setZone] = useState(appointment.timeZone);
  const [picking, setPicking] = useState(false);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [notice, setNotice] = useState<'rescheduled' | 'cancelled' | null>(null);
  const m = 'booking.manage';

  const move = props.reschedule;
  const reschedule = (start: string) =>
    move.mutate(start, {
      onSuccess: () => {
        setPicking(false);
        setSlot(null);
        setNotice('rescheduled');
      },
    });
  // Clears a failed move's error. Not while a move runs: a reset detaches this screen from it, and its reactions
  // above (closing the picker, the notice) would never run.
  const resetMove = () => {
    if (!move.isPending) move.reset();
  };
  const quoteKey = ['booking', 'cancel-quote', appointment.id] as const;
  // The same query the dialog's RefundQuote shows: the confirmed amount is sent along, and confirming waits for it.
  const quote = useQuery({
    queryKey: quoteKey,
    queryFn: () => props.quote!(),
    enabled: Boolean(props.quote) && cancelOpen,
    staleTime: 0,
    gcTime: 0,
  });
  const drop = props.cancel;
  const cancel = (reason: string) =>
    drop.mutate(
      { reason, quotedRefundMinor: quote.data?.refund.refundMinor },
      {
        onSuccess: () => {
          setCancelOpen(false);
          setNotice('cancelled');
        },
        onError: (error) => {
          // The terms changed while the dialog was open: show the new quote before anything is cancelled.
          if (error instanceof ApiError && error.code === 'refund_changed') void quote.refetch();
        },
      },
    );
  const cutoff =
    (drop.error instanceof ApiError && drop.error.code === 'cancel_cutoff') ||
    (move.error instanceof ApiError && move.error.code === 'cancel_cutoff');
  const active =
    appointment.status === 'confirmed' ||
    appointment.status === 'pending_payment' ||
    appointment.status === 'held';
  const lateForChanges = active && !appointment.canCancel && !appointment.canReschedule;

  return (
    <div className="space-y-5" data-testid="appointment" data-status={appointment.status}>
      <AppointmentSummary appointment={appointment} timeZone={zone} headingLevel={props.headingLevel} />

      {notice === 'rescheduled' ? (
        <Notice tone="success" role="status" title={t(`${m}.rescheduledTitle`)}>
          <p>{t(`${m}.rescheduledBody`)}</p>
        </Notice>
      ) : null}
      {appointment.status === 'cancelled' ? (
        <Notice
          tone="info"
          role="status"
          icon={XCircle}
          title={t(`${m}.cancelledTitle`)}
          data-testid="cancelled-notice"
        >
          <p>{notice === 'cancelled' ? t(`${m}.cancelledNow`) : t(`${m}.cancelledBody`)}</p>
          {appointment.cancelReason ? <p className="mt-1">“{appointment.cancelReason}”</p> : null}
          <Link
            to={`/calendar-booking?service=${encodeURIComponent(appointment.service.slug)}`}
            className="mt-2 inline-block"
          >
            {t(`${m}.bookAgain`)}
          </Link>
        </Notice>
      ) : null}
      {(appointment.status === 'pending_payment' || appointment.status === 'held') &&
      appointment.holdExpiresAt ? (
        <Notice tone="info" icon={Hourglass} title={t('booking.result.pendingTitle')}>
          <p>
            {t('booking.result.holdUntil', { time: formatDateTime(appointment.holdExpiresAt, lang, zone) })}
          </p>
          {appointment.voucherPageUrl ? (
            <p className="mt-3" data-testid="voucher-pending">
              {t('booking.manage.voucherPending')}{' '}
              <a href={appointment.voucherPageUrl}>{t('booking.manage.voucherLink')}</a>
            </p>
          ) : props.pay ? (
            <PayNow pay={props.pay} />
          ) : null}
        </Notice>
      ) : null}
      {appointment.status === 'expired' ? (
        <Notice tone="info" icon={Hourglass} title={t(`${m}.expiredTitle`)}>
          <p>{t(`${m}.expiredBody`)}</p>
        </Notice>
      ) : null}

      {lateForChanges || cutoff ? (
        <Notice tone="info" icon={Mail} title={t(`${m}.cutoffTitle`)} data-testid="cutoff-notice">
          <p>{t(`${m}.cutoffBody`, { time: formatDateTime(appointment.changeableUntil, lang, zone) })}</p>
          <Link to="/app#contact" className="mt-2 inline-block">
            {t(`${m}.contactOwner`)}
          </Link>
        </Notice>
      ) : null}

      {active && !lateForChanges && !picking ? (
        <div className="flex flex-wrap gap-3">
          {appointment.canReschedule ? (
            <Button type="button" variant="outline" onClick={() => setPicking(true)}>
              <CalendarClock aria-hidden />
              {t(`${m}.reschedule`)}
            </Button>
          ) : null}
          {appointment.canCancel ? (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive"
              onClick={() => setCancelOpen(true)}
            >
              <XCircle aria-hidden />
              {t(`${m}.cancel`)}
            </Button>
          ) : null}
        </div>
      ) : null}
      {active && appointment.canCancel ? (
        <p className="text-xs text-muted-foreground">
          {t(`${m}.changeableUntil`, { time: formatDateTime(appointment.changeableUntil, lang, zone) })}
        </p>
      ) : null}

      {picking ? (
        <section
          aria-label={t(`${m}.pickNew`)}
          className="space-y-5 rounded-2xl border border-border p-4 sm:p-5"
        >
          <h3 className="font-semibold">{t(`${m}.pickNew`)}</h3>
          <ZoneSelect value={zone} onChange={setZone} detected={appointment.timeZone} />
          <SlotPicker
            service={appointment.service.slug}
            timeZone={zone}
            selected={slot}
            exclude={appointment.start}
            onSelect={(next) => {
              setSlot(next);
              resetMove();
            }}
          />
          {move.error && !cutoff ? (
            <Notice tone="error" role="alert">
              <p>{errorText(t, move.error)}</p>
            </Notice>
          ) : null}
          <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center">
            <Button
              type="button"
              disabled={!slot || move.isPending}
              onClick={() => slot && reschedule(slot.start)}
              data-testid="confirm-reschedule"
            >
              {move.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {slot
                ? t(`${m}.moveTo`, { time: formatRange(slot.start, slot.end, lang, zone) })
                : t(`${m}.pickFirst`)}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setPicking(false);
                setSlot(null);
                resetMove();
              }}
            >
              {t(`${m}.keepTime`)}
            </Button>
          </div>
        </section>
      ) : null}

      <CancelDialog
        open={cancelOpen}
        onOpenChange={(open) => {
          setCancelOpen(open);
          // Not while the cancellation runs: a reset detaches this screen from it, and its reactions (the
          // notice) would never run.
          if (!open && !drop.isPending) drop.reset();
        }}
        onConfirm={cancel}
        pending={drop.isPending}
        confirmDisabled={Boolean(props.quote) && (!quote.isSuccess || quote.isFetching)}
        error={drop.error && !cutoff ? errorText(t, drop.error) : undefined}
        title={t(`${m}.cancelTitle`)}
        description={t(`${m}.cancelDescription`, {
          time: formatRange(appointment.start, appointment.end, lang, zone),
        })}
        reasonLabel={t(`${m}.cancelReason`)}
        confirmLabel={t(`${m}.cancelConfirm`)}
      >
        {props.quote && cancelOpen ? (
          <RefundQuote load={props.quote} queryKey={quoteKey} timeZone={zone} />
        ) : null}
      </CancelDialog>
    </div>
  );
}
