import { meetingProviderNames, meetingProviderOf } from '@contracts/meeting';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';

const s = 'booking.settings.services.meeting';

/**
 * An online service and its fixed meeting link (issue 14, ADR 024): Zoom, Google Meet, Teams or Jitsi are
 * recognised for the label; the server checks the address (https) and sends it only to the client and owner.
 */
export function MeetingFields(props: {
  online: boolean;
  url: string;
  onChange: (patch: { online?: boolean; meetingUrl?: string }) => void;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  const trimmed = props.url.trim();
  const provider = trimmed ? meetingProviderOf(trimmed) : null;
  return (
    <div className="space-y-3 text-sm">
      <label className="flex items-center gap-2">
        <Checkbox
          checked={props.online}
          onChange={(ev) => props.onChange({ online: ev.target.checked })}
          data-testid="service-online"
        />
        {t(`${s}.online`)}
      </label>
      {props.online ? (
        <FormField
          label={t(`${s}.url`)}
          hint={
            provider && provider !== 'other'
              ? t(`${s}.recognised`, { name: meetingProviderNames[provider] })
              : t(`${s}.hint`)
          }
          error={props.error}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://meet.google.com/…"
              value={props.url}
              onChange={(ev) => props.onChange({ meetingUrl: ev.target.value })}
              data-testid="service-meeting-url"
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}
