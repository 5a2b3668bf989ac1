import { ExternalLink, SearchX, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import {
  emptySubmissionFilters,
  hasSubmissionFilters,
  SubmissionFilters,
  type SubmissionFilterValues,
} from '../components/submission-filters';

const columns: { key: MessageKey; numeric?: boolean }[] = [
  { key: 'diagnostic.admin.columns.name' },
  { key: 'diagnostic.admin.columns.email' },
  { key: 'diagnostic.admin.columns.date' },
  { key: 'diagnostic.admin.columns.score', numeric: true },
  { key: 'diagnostic.admin.columns.level' },
];

export default function AdminSubmissionsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('diagnostic.admin.meta.title'), t('diagnostic.admin.meta.description'));
  const [filters, setFilters] = useState<SubmissionFilterValues>(emptySubmissionFilters);
  const filtered = hasSubmissionFilters(filters);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('diagnostic.admin.eyebrow')}
          title={t('diagnostic.admin.title')}
          lead={t('diagnostic.admin.lead')}
        />
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to="/diagnostico-marca-profesional">
            <ExternalLink aria-hidden />
            {t('diagnostic.admin.publicPage')}
          </Link>
        </Button>
      </div>
      <SubmissionFilters values={filters} onChange={setFilters} />
      <Table>
        <TableCaption>{t('diagnostic.admin.caption')}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.key} className={column.numeric ? 'text-right' : undefined}>
                {t(column.key)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell colSpan={columns.length} className="p-4">
              {filtered ? (
                <EmptyState
                  icon={SearchX}
                  title={t('diagnostic.admin.filteredTitle')}
                  description={t('diagnostic.admin.filteredDescription')}
                  className="border-0"
                  action={
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => setFilters(emptySubmissionFilters)}
                    >
                      {t('diagnostic.admin.filters.clear')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={Sparkles}
                  title={t('diagnostic.admin.emptyTitle')}
                  description={t('diagnostic.admin.emptyDescription')}
                  className="border-0"
                />
              )}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
