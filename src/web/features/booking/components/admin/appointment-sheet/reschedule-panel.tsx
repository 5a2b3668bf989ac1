import { BOOKING_BUSINESS_TIME_ZONE, type Slot } from '@contracts/booking';
import { Loader2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { formatRange } from '../../dates';
import { SlotPicker } from '../../slot-picker';

const zone = BOOKING_BUSINESS_TIME_ZONE;
const d = 'booking.admin.detail';

/** Picking the appointment's new time (any free slot of its service but the current one) and moving it. */
export function ReschedulePanel(props: {
  service: string;
  current: string;
  slot: Slot | null;
  onSelect: (slot: Slot) => void;
  pending: boolean;
  onMove: (slot: Slot) => void;
}) {
  const { lang, t } = useI18n();
  const { slot } = props;
  return (
    <section aria-label={t(`${d}.reschedule`)} className="space-y-4 rounded-xl border border-border p-4">
      <p className="text-xs text-muted-foreground">{t(`${d}.rescheduleHint`)}</p>
      <SlotPicker
        service={props.service}
        timeZone={zone}
        selected={slot}
        exclude={props.current}
        onSelect={props.onSelect}
      />
      <Button
        type="button"
        size="sm"
        disabled={!slot || props.pending}
        data-testid="admin-confirm-reschedule"
        onClick={() => slot && props.onMove(slot)}
      >
        {props.pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {slot
          ? t('booking.manage.moveTo', { time: formatRange(slot.start, slot.end, lang, zone) })
          : t('booking.manage.pickFirst')}
      </Button>
    </section>
  );
}
