import { appointmentStatuses } from '@contracts/booking';
import { useId } from 'react';
import { ListFilterBar } from '@web/components/admin-list/list-filter-bar';
import { DateRangeFields, FilterField } from '@web/components/ui/filter-field';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { statusKey } from '../messages';
import { hasFilters, noFilters, type AppointmentsView } from './url-state';

/** Search, service, status and dates; every change goes to the address (the search after a short pause). */
export function AppointmentFilters(props: {
  view: AppointmentsView;
  onChange: (patch: Partial<AppointmentsView>) => void;
  services: { slug: string; name: { es: string; en: string } }[];
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const { view, onChange } = props;
  const f = 'booking.admin.filters';
  return (
    <ListFilterBar
      label={t(`${f}.label`)}
      className="rounded-2xl p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      search={{
        id: `${id}-search`,
        label: t(`${f}.search`),
        placeholder: t(`${f}.searchPlaceholder`),
        value: view.q,
        onCommit: (q) => onChange({ q, page: 0 }),
        className: 'sm:col-span-2',
        shortcut: 'search',
      }}
      filtered={hasFilters(view)}
      clearLabel={t(`${f}.clear`)}
      onClear={() => onChange({ ...noFilters, page: 0 })}
    >
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
    </ListFilterBar>
  );
}
