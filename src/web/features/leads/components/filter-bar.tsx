import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';

/**
 * Search and filters above a leads table. Disabled until there are leads to filter; the reason is shown
 * under the bar and read with every control.
 */
export function FilterBar(props: { idPrefix: string; children?: ReactNode }) {
  const { t } = useI18n();
  const p = props.idPrefix;
  const why = `${p}-filters-why`;
  return (
    <section aria-label={t('admin.leads.filtersLabel')} className="space-y-2">
      <div className="grid items-end gap-3 rounded-xl border border-border bg-card p-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={`${p}-search`} className="text-xs text-muted-foreground">
            {t('admin.leads.search')}
          </Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${p}-search`}
              type="search"
              className="pl-9"
              placeholder={t('admin.leads.searchPlaceholder')}
              disabled
              aria-describedby={why}
            />
          </div>
        </div>
        <FilterSelect
          id={`${p}-source`}
          label={t('admin.leads.source')}
          all={t('admin.leads.allSources')}
          describedBy={why}
        />
        <FilterSelect
          id={`${p}-status`}
          label={t('admin.leads.status')}
          all={t('admin.leads.allStatuses')}
          describedBy={why}
        />
        {props.children}
      </div>
      <p id={why} className="text-xs text-muted-foreground">
        {t('admin.leads.filtersDisabled')}
      </p>
    </section>
  );
}

/** A filter whose options come with the data; until then it offers only "all". */
export function FilterSelect(props: { id: string; label: string; all: string; describedBy: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <NativeSelect id={props.id} disabled aria-describedby={props.describedBy} defaultValue="">
        <option value="">{props.all}</option>
      </NativeSelect>
    </div>
  );
}

/** A date filter, disabled like the rest of the bar until there is data. */
export function FilterDate(props: { id: string; label: string; describedBy: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <Input id={props.id} type="date" disabled aria-describedby={props.describedBy} />
    </div>
  );
}
