import {
  BOOKING_BUSINESS_TIME_ZONE,
  bookingConflictBodySchema,
  type AdminBookingPayment,
  type Slot,
} from '@contracts/booking';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { Notice } from '@web/components/ui/form-notice';
import { FieldError, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { adminServicesQuery, useCreateAppointment } from '../../api/admin';
import { formatRange } from '../dates';
import { DetailsForm, checkDetails, type DetailsValues } from '../details-form';
import { errorText, fieldErrorText, fieldErrorsOf } from '../messages';
import { SlotPicker } from '../slot-picker';
import { FreeTimeFields, PaymentChoice, type PaymentState } from './create-appointment-parts';
import { zonedInstant } from './zoned-time';

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
  const services = useQuery(adminServicesQuery());
  const choices = (services.data ?? []).filter((s) => s.active && (!props.kind || s.kind === props.kind));
  const [service, setService] = useState('');
  const slug = service || choices[0]?.slug || '';
  const [slot, setSlot] = useState<Slot | null>(null);
  const [whenMode, setWhenMode] = useState<'slots' | 'free'>('slots');
  const [free, setFree] = useState({ date: '', time: '' });
  const [payment, setPayment] = useState<PaymentState>({ mode: 'link', method: 'cash', note: '' });
  // The reasons the server gave for a time outside availability, until the owner books anyway or changes it.
  const [outside, setOutside] = useState<string[] | null>(null);
  // The submit button gives way to the warning: the keyboard lands on "Book anyway" — once the failed request has
  // settled, since a disabled button cannot take focus (the warning can render before the mutation stops pending).
  const bookAnyway = useRef<HTMLButtonElement>(null);
  const picked = choices.find((item) => item.slug === slug);
  const paid = Boolean(picked && picked.requiresPayment && picked.priceMinor > 0);
  const start = whenMode === 'slots' ? (slot?.start ?? null) : zonedInstant(free.date, free.time, zone);
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

  const paymentInput: AdminBookingPayment = !paid
    ? { mode: 'none' }
    : payment.mode === 'paid'
      ? { mode: 'paid', method: payment.method, note: payment.note.trim() }
      : { mode: payment.mode };
  const create = useCreateAppointment({
    onSuccess: (result) => {
      setSlot(null);
      setFree({ date: '', time: '' });
      setOutside(null);
      setPayment({ mode: 'link', method: 'cash', note: '' });
      setDetails({ name: '', email: '', phone: '', notes: '', language: lang });
      props.onOpenChange(false);
      props.onCreated(result.appointment.id);
    },
    onError: (error) => {
      const conflict =
        error instanceof ApiError && error.code === 'outside_availability'
          ? bookingConflictBodySchema.safeParse(error.body)
          : null;
      if (conflict?.success) {
        setOutside(conflict.data.reasons ?? []);
        setErrors({});
        return;
      }
      setErrors(fieldErrorsOf(t, error));
    },
  });
  const book = (allowOutsideAvailability: boolean) =>
    create.mutate({
      service: slug,
      start: start!,
      name: details.name.trim(),
      email: details.email.trim(),
      phone: details.phone.trim(),
      notes: details.notes.trim() || undefined,
      language: details.language,
      timeZone: zone,
      notifyCustomer: notify,
      allowOutsideAvailability,
      payment: paymentInput,
    });
  const changed = () => {
    setOutside(null);
    create.reset();
  };
  const settled = !create.isPending;
  useEffect(() => {
    if (outside && settled) bookAnyway.current?.focus();
  }, [outside, settled]);

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
            if (paid && payment.mode === 'paid' && !payment.note.trim())
              translated['payment.note'] = fieldErrorText(t, 'required');
            setErrors(translated);
            if (Object.keys(translated).length === 0 && start) book(false);
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
                changed();
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
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">{t(`${c}.when`)}</legend>
              <div role="radiogroup" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                {(['slots', 'free'] as const).map((mode) => (
                  <label key={mode} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-when`}
                      value={mode}
                      checked={whenMode === mode}
                      onChange={() => {
                        setWhenMode(mode);
                        changed();
                      }}
                      className="accent-accent"
                    />
                    {t(mode === 'slots' ? `${c}.openTimes` : `${c}.otherTime`)}
                  </label>
                ))}
              </div>
              {whenMode === 'slots' ? (
                <>
                  <SlotPicker
                    service={slug}
                    timeZone={zone}
                    selected={slot}
                    onSelect={(next) => {
                      setSlot(next);
                      changed();
                    }}
                  />
                  {slot ? (
                    <p className="text-sm first-letter:uppercase">
                      {formatRange(slot.start, slot.end, lang, zone)}
                    </p>
                  ) : null}
                  {errors.start ? <FieldError role="alert">{errors.start}</FieldError> : null}
                </>
              ) : (
                <FreeTimeFields
                  value={free}
                  error={errors.start}
                  onChange={(next) => {
                    setFree(next);
                    changed();
                  }}
                />
              )}
            </fieldset>
          ) : null}
          {paid && picked ? (
            <PaymentChoice
              value={payment}
              priceMinor={picked.priceMinor}
              currency={picked.currency}
              noteError={errors['payment.note']}
              onChange={setPayment}
            />
          ) : null}
          <DetailsForm values={details} errors={errors} onChange={setDetails} />
          {paid && payment.mode === 'link' ? null : (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)} />
              {t(`${c}.notify`)}
            </label>
          )}
          {outside ? (
            <Notice tone="error" role="alert" title={t(`${c}.outsideTitle`)}>
              <ul className="list-disc space-y-0.5 pl-4">
                {outside.map((reason) => (
                  <li key={reason}>{t(`${c}.reasons.${reason}` as MessageKey)}</li>
                ))}
              </ul>
              <p>{t(`${c}.outsideBody`)}</p>
              <div className="flex flex-wrap gap-2 pt-2">
                <Button ref={bookAnyway} type="button" disabled={create.isPending} onClick={() => book(true)}>
                  {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
                  {t(`${c}.bookAnyway`)}
                </Button>
                <Button type="button" variant="outline" onClick={changed}>
                  {t(`${c}.changeTime`)}
                </Button>
              </div>
            </Notice>
          ) : null}
          {create.error && !outside && Object.keys(errors).length === 0 ? (
            <Notice tone="error" role="alert">
              <p>{errorText(t, create.error)}</p>
            </Notice>
          ) : null}
          {outside ? null : (
            <Button type="submit" disabled={!start || create.isPending}>
              {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {start
                ? t(`${c}.submit`)
                : whenMode === 'slots'
                  ? t('booking.time.pickFirst')
                  : t(`${c}.pickTime`)}
            </Button>
          )}
        </form>
      </SheetContent>
    </Sheet>
  );
}
