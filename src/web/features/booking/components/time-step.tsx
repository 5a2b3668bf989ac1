import type { BookableService, Slot } from '@contracts/booking';
import { ArrowRight } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { SlotPicker } from './slot-picker';
import { StepHeading } from './step-heading';
import { ZoneSelect } from './zone-select';

/** The second step: the time zone the times are shown in, and a free time of the chosen service. */
export function TimeStep(props: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  service: BookableService;
  zone: string;
  detected: string | null;
  onZone: (zone: string) => void;
  horizonDays: number;
  slot: Slot | null;
  onSlot: (slot: Slot) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t, lang } = useI18n();
  const { service, slot } = props;
  return (
    <div className="space-y-6">
      <StepHeading
        headingRef={props.headingRef}
        title={t('booking.time.heading')}
        lead={t('booking.time.for', { service: service.name[lang] })}
        onBack={props.onBack}
        backLabel={t('booking.time.change')}
      />
      <ZoneSelect value={props.zone} detected={props.detected} onChange={props.onZone} />
      <SlotPicker
        service={service.slug}
        timeZone={props.zone}
        horizonDays={props.horizonDays}
        selected={slot}
        onSelect={props.onSlot}
      />
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-5">
        <Button type="button" size="lg" disabled={!slot} onClick={props.onContinue}>
          {t('booking.time.continue')}
          <ArrowRight aria-hidden />
        </Button>
        {!slot ? <p className="text-sm text-muted-foreground">{t('booking.time.pickFirst')}</p> : null}
      </div>
    </div>
  );
}
