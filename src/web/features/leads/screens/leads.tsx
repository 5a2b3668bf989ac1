import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { FilterBar } from '../components/filter-bar';
import { LeadsTable } from '../components/leads-table';

export default function LeadsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('admin.leads.title'), t('admin.leads.description'));
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        size="compact"
        eyebrow={t('common.admin.title')}
        title={t('admin.leads.title')}
        lead={t('admin.leads.description')}
      />
      <FilterBar idPrefix="leads" />
      <LeadsTable
        columns={['name', 'email', 'source', 'status', 'lastActivity']}
        empty="admin.leads.empty"
        emptyHint="admin.leads.emptyHint"
      />
    </div>
  );
}
