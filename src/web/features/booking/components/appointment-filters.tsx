import { Search, X } from 'lucide-react';
import { useId } from 'react';
import type { Service } from '@contracts/content';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';

export interface AppointmentFilterValues {
  search: string;
  service: string;
  from: string;
  to: string;
}
export const emptyAppointmentFilters: AppointmentFilterValues = { search: '', service: '', from: '', to: '' };

export function hasAppointmentFilters(values: AppointmentFilterValues) {
  return Object.values(values).some((value) => value !== '');
}

export function AppointmentFilters(props: {
  values: AppointmentFilterValues;
  onChange: (values: AppointmentFilterValues) => void;
  services: Service[];
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const set = (patch: Partial<AppointmentFilterValues>) => props.onChange({ ...props.values, ...patch });
  return (
    <div
      role="group"
      aria-label={t('booking.admin.filters.label')}
      className="grid gap-3 rounded-2xl border border-border bg-muted/30 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(9.5rem,1fr)_minmax(9.5rem,1fr)_auto] lg:items-end"
    >
      <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-search`}>{t('booking.admin.filters.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            placeholder={t('booking.admin.filters.searchPlaceholder')}
            value={props.values.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-service`}>{t('booking.admin.filters.service')}</Label>
        <NativeSelect
          id={`${id}-service`}
          value={props.values.service}
          onChange={(event) => set({ service: event.target.value })}
        >
          <option value="">{t('booking.admin.filters.allServices')}</option>
          {props.services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name[lang]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>{t('booking.admin.filters.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={props.values.from}
          max={props.values.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>{t('booking.admin.filters.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={props.values.to}
          min={props.values.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        className="justify-self-start"
        disabled={!hasAppointmentFilters(props.values)}
        onClick={() => props.onChange(emptyAppointmentFilters)}
      >
        <X aria-hidden />
        {t('booking.admin.filters.clear')}
      </Button>
    </div>
  );
}
