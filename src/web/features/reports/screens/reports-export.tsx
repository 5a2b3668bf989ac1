import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { ExportForm } from '../components/export-form';
import { ExportHistory } from '../components/export-history';

const HISTORY_ID = 'export-history';

/** On a phone the history sits below the form: a new export scrolls it into view (no motion if reduced). */
function showHistory() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document
    .getElementById(HISTORY_ID)
    ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' });
}

/** /admin/reports/export: ask for a file (it is written in the background) and download it from the history. */
export default function ReportsExportScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('exports.title'), t('exports.description'));
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-3">
        <Link
          to="/admin/reports"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('exports.back')}
        </Link>
        <PageHeader
          size="compact"
          eyebrow={t('exports.eyebrow')}
          title={t('exports.title')}
          lead={t('exports.description')}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ExportForm onRequested={showHistory} />
        <ExportHistory id={HISTORY_ID} />
      </div>
    </div>
  );
}
