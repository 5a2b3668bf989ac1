import { Globe2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { knownTimeZones, zoneLabel } from './dates';
import { timeZoneName } from './time-zone';

/** The time zone the times are shown in: explicit, detected first, changeable. */
export function ZoneSelect(props: {
  value: string;
  onChange: (zone: string) => void;
  detected?: string | null;
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const zones = useMemo(() => knownTimeZones([props.value, props.detected]), [props.value, props.detected]);
  const name = timeZoneName(props.value, lang);
  return (
    <div className="flex flex-col gap-1.5 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
      <label htmlFor={id} className="flex items-center gap-1.5 text-muted-foreground">
        <Globe2 aria-hidden className="size-4" />
        {t('booking.zone.showingIn')}
      </label>
      <NativeSelect
        id={id}
        data-testid="zone-select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="w-full sm:w-72"
        aria-describedby={name ? `${id}-name` : undefined}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zoneLabel(zone)}
          </option>
        ))}
      </NativeSelect>
      {name ? (
        <span id={`${id}-name`} className="text-xs text-muted-foreground">
          {name}
        </span>
      ) : null}
    </div>
  );
}
