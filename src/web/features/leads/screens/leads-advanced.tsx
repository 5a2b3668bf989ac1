import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { FilterBar, FilterDate, FilterSelect } from '../components/filter-bar';
import { LeadsTable } from '../components/leads-table';

export default function LeadsAdvancedScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('admin.leads.advanced.title'), t('admin.leads.advanced.description'));
  const why = 'leads-advanced-filters-why';
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('common.admin.title')}
          title={t('admin.leads.advanced.title')}
          lead={t('admin.leads.advanced.description')}
        />
        <div className="shrink-0">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            aria-disabled="true"
            aria-describedby="leads-advanced-export-why"
          >
            <Download aria-hidden />
            {t('admin.leads.advanced.export')}
          </Button>
          <span id="leads-advanced-export-why" className="sr-only">
            {t('admin.leads.advanced.exportDisabled')}
          </span>
        </div>
      </div>
      <FilterBar idPrefix="leads-advanced">
        <FilterSelect
          id="leads-advanced-service"
          label={t('admin.leads.advanced.service')}
          all={t('admin.leads.advanced.allServices')}
          describedBy={why}
        />
        <FilterSelect
          id="leads-advanced-level"
          label={t('admin.leads.advanced.level')}
          all={t('admin.leads.advanced.allLevels')}
          describedBy={why}
        />
        <FilterDate id="leads-advanced-from" label={t('admin.leads.advanced.from')} describedBy={why} />
        <FilterDate id="leads-advanced-to" label={t('admin.leads.advanced.to')} describedBy={why} />
      </FilterBar>
      <LeadsTable
        columns={['name', 'email', 'source', 'status', 'service', 'score', 'firstContact', 'lastActivity']}
        empty="admin.leads.advanced.empty"
        emptyHint="admin.leads.advanced.emptyHint"
      />
    </div>
  );
}
