import { BOOKING_BUSINESS_TIME_ZONE, type Slot } from '@contracts/booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { Notice } from '@web/components/ui/form-notice';
import { Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { useI18n } from '@web/lib/i18n';
import { adminActions, adminServicesQuery, bookingAdminKeys } from '../../api/admin';
import { bookingKeys } from '../../api/public';
import { formatRange } from '../dates';
import { DetailsForm, checkDetails, type DetailsValues } from '../details-form';
import { errorText, fieldErrorText, fieldErrorsOf } from '../messages';
import { SlotPicker } from '../slot-picker';

const zone = BOOKING_BUSINESS_TIME_ZONE;

/** Books an appointment by hand (a call, a message): the same rules as the site, in the business zone. */
export function CreateAppointmentSheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind?: string;
  onCreated: (id: string) => void;
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const services = useQuery(adminServicesQuery());
  const choices = (services.data ?? []).filter((s) => s.active && (!props.kind || s.kind === props.kind));
  const [service, setService] = useState('');
  const slug = service || choices[0]?.slug || '';
  const [slot, setSlot] = useState<Slot | null>(null);
  const [details, setDetails] = useState<DetailsValues>({
    name: '',
    email: '',
    phone: '',
    notes: '',
    language: lang,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notify, setNotify] = useState(true);
  const c = 'booking.admin.create';

  const create = useMutation({
    mutationFn: () =>
      adminActions.create({
        service: slug,
        start: slot!.start,
        name: details.name.trim(),
        email: details.email.trim(),
        phone: details.phone.trim(),
        notes: details.notes.trim() || undefined,
        language: details.language,
        timeZone: zone,
        notifyCustomer: notify,
      }),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'slots'] }),
      ]);
      setSlot(null);
      setDetails({ name: '', email: '', phone: '', notes: '', language: lang });
      props.onOpenChange(false);
      props.onCreated(result.appointment.id);
    },
    onError: (error) => setErrors(fieldErrorsOf(t, error)),
  });

  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent
        title={t(`${c}.title`)}
        closeLabel={t('booking.admin.detail.close')}
        className="w-[min(40rem,100vw)] overflow-y-auto"
      >
        <form
          noValidate
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            const local = checkDetails(details);
            const translated = Object.fromEntries(
              Object.entries(local).map(([k, code]) => [k, fieldErrorText(t, code)]),
            );
            setErrors(translated);
            if (Object.keys(local).length === 0 && slot) create.mutate();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-service`}>{t('booking.admin.filters.service')}</Label>
            <NativeSelect
              id={`${id}-service`}
              value={slug}
              onChange={(event) => {
                setService(event.target.value);
                setSlot(null);
              }}
            >
              {choices.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name[lang]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {slug ? (
            <div className="space-y-2">
              <p className="text-sm font-medium">{t(`${c}.when`)}</p>
              <SlotPicker service={slug} timeZone={zone} selected={slot} onSelect={setSlot} />
              {slot ? (
                <p className="text-sm first-letter:uppercase">
                  {formatRange(slot.start, slot.end, lang, zone)}
                </p>
              ) : null}
            </div>
          ) : null}
          <DetailsForm values={details} errors={errors} onChange={setDetails} />
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)} />
            {t(`${c}.notify`)}
          </label>
          {create.error && Object.keys(errors).length === 0 ? (
            <Notice tone="error" role="alert">
              <p>{errorText(t, create.error)}</p>
            </Notice>
          ) : null}
          <Button type="submit" disabled={!slot || create.isPending}>
            {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {slot ? t(`${c}.submit`) : t('booking.time.pickFirst')}
          </Button>
        </form>
      </SheetContent>
    </Sheet>
  );
}
