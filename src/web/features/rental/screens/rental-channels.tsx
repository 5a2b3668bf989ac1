import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { feedsQuery, rentalSyncKeys } from '../api/sync';
import { ConflictsNotice } from '../components/sync/conflicts-notice';
import { CsvImportPanel } from '../components/sync/csv-import-panel';
import { ExportPanel } from '../components/sync/export-panel';
import { FeedsPanel } from '../components/sync/feeds-panel';

/** /projects/airbnb/canales: La Mansión alongside Airbnb and other channels (ADR 043). */
export default function RentalChannelsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('rentalSync.meta.title'), t('rentalSync.meta.description'));
  // A sync's result and a new collision arrive on admin:stays (migration 0024's triggers).
  useRealtimeInvalidate(['admin:stays'], [rentalSyncKeys.all]);
  const feeds = useQuery(feedsQuery());
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('rentalSync.eyebrow')}
          title={t('rentalSync.title')}
          lead={t('rentalSync.lead')}
        />
        <Button asChild variant="outline" size="sm" className="shrink-0 self-start sm:self-auto">
          <Link to="/projects/airbnb">
            <ArrowLeft aria-hidden />
            {t('rentalSync.back')}
          </Link>
        </Button>
      </div>
      <ConflictsNotice conflicts={feeds.data?.conflicts ?? []} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <FeedsPanel feeds={feeds.data?.feeds} state={feeds.status} />
        <ExportPanel />
      </div>
      <CsvImportPanel />
    </div>
  );
}
