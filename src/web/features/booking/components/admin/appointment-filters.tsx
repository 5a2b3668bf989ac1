import { appointmentStatuses } from '@contracts/booking';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { DateRangeFields, FilterField, FilterPanel, SearchInput } from '@web/components/ui/filter-field';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useDebouncedText } from '@web/lib/use-debounced-text';
import { statusKey } from '../messages';
import { hasFilters, type AppointmentsView } from './url-state';

/** Search, service, status and dates; every change goes to the address (the search after a short pause). */
export function AppointmentFilters(props: {
  view: AppointmentsView;
  onChange: (patch: Partial<AppointmentsView>) => void;
  services: { slug: string; name: { es: string; en: string } }[];
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const { view, onChange } = props;
  const search = useDebouncedText(view.q, (q) => onChange({ q, page: 0 }));
  const f = 'booking.admin.filters';
  return (
    <FilterPanel
      aria-label={t(`${f}.label`)}
      className="rounded-2xl p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <FilterField id={`${id}-search`} label={t(`${f}.search`)} className="sm:col-span-2">
        <SearchInput
          id={`${id}-search`}
          data-shortcut="search"
          placeholder={t(`${f}.searchPlaceholder`)}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
        />
      </FilterField>
      <FilterField id={`${id}-service`} label={t(`${f}.service`)}>
        <NativeSelect
          id={`${id}-service`}
          value={view.service}
          onChange={(event) => onChange({ service: event.target.value, page: 0 })}
        >
          <option value="">{t(`${f}.allServices`)}</option>
          {props.services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name[lang]}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-status`} label={t(`${f}.status`)}>
        <NativeSelect
          id={`${id}-status`}
          value={view.status}
          onChange={(event) =>
            onChange({ status: event.target.value as AppointmentsView['status'], page: 0 })
          }
        >
          <option value="">{t(`${f}.allStatuses`)}</option>
          {appointmentStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusKey(status))}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <DateRangeFields
        id={id}
        from={view.from}
        to={view.to}
        fromLabel={t(`${f}.from`)}
        toLabel={t(`${f}.to`)}
        onFrom={(from) => onChange({ from, page: 0 })}
        onTo={(to) => onChange({ to, page: 0 })}
      />
      <Button
        type="button"
        variant="ghost"
        className="justify-self-start"
        disabled={!hasFilters(view)}
        onClick={() => {
          search.reset();
          onChange({ q: '', service: '', status: '', from: '', to: '', page: 0 });
        }}
      >
        <X aria-hidden />
        {t(`${f}.clear`)}
      </Button>
    </FilterPanel>
  );
}
