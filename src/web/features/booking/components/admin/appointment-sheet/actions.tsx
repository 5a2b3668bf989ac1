import { CalendarClock, Check, CheckCheck, UserX, XCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

const d = 'booking.admin.detail';

/**
 * The owner's actions on one appointment, as its state allows: confirm a hold, reschedule or cancel one
 * still ahead, mark a past one completed or a no-show.
 */
export function AppointmentActions(props: {
  active: boolean;
  unconfirmed: boolean;
  ended: boolean;
  pending: boolean;
  rescheduling: boolean;
  onConfirm: () => void;
  onToggleReschedule: () => void;
  onComplete: () => void;
  onNoShow: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { active, unconfirmed, ended, pending } = props;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t(`${d}.actions`)}>
      {unconfirmed ? (
        <Button type="button" size="sm" disabled={pending} onClick={props.onConfirm}>
          <Check aria-hidden />
          {t(`${d}.confirm`)}
        </Button>
      ) : null}
      {(active || unconfirmed) && !ended ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={props.onToggleReschedule}
          aria-expanded={props.rescheduling}
        >
          <CalendarClock aria-hidden />
          {t(`${d}.reschedule`)}
        </Button>
      ) : null}
      {active && ended ? (
        <>
          <Button type="button" size="sm" disabled={pending} onClick={props.onComplete}>
            <CheckCheck aria-hidden />
            {t(`${d}.complete`)}
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={pending} onClick={props.onNoShow}>
            <UserX aria-hidden />
            {t(`${d}.noShow`)}
          </Button>
        </>
      ) : null}
      {(active || unconfirmed) && !ended ? (
        <Button type="button" size="sm" variant="ghost" className="text-destructive" onClick={props.onCancel}>
          <XCircle aria-hidden />
          {t(`${d}.cancel`)}
        </Button>
      ) : null}
    </div>
  );
}
