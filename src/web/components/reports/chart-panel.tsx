import { ChartNoAxesColumn, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ChartFrame } from '@web/components/ui/admin-chart-frame';
import { Panel, TableToggle } from '@web/components/ui/admin-panel';
import { useI18n } from '@web/lib/i18n';
import { DataTable, type DataTableProps } from './data-table';

/**
 * One chart of the report with its table behind a toggle. The table is always in the page (visually hidden
 * until shown), so screen readers read the figures whatever the chart shows. Empty only when its own data is.
 */
export function ChartPanel(props: {
  title: string;
  description?: string;
  empty: boolean;
  emptyTitle: string;
  emptyHint: string;
  icon?: LucideIcon;
  chart: ReactNode;
  /** One table, or several (a chart drawing more than one series of figures). */
  table: DataTableProps | DataTableProps[];
  className?: string;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const tables = Array.isArray(props.table) ? props.table : [props.table];
  return (
    <Panel
      className={props.className ?? 'min-w-0'}
      headingId={headingId}
      title={props.title}
      description={props.description}
      actions={
        props.empty ? null : (
          <TableToggle open={showTable} onToggle={() => setShowTable((open) => !open)} controls={tableId}>
            {showTable ? t('reports.chart.hideTable') : t('reports.chart.showTable')}
          </TableToggle>
        )
      }
    >
      {props.empty ? (
        <ChartFrame
          className="h-44"
          icon={props.icon ?? ChartNoAxesColumn}
          emptyTitle={props.emptyTitle}
          emptyDescription={props.emptyHint}
        />
      ) : (
        <div className="space-y-4">
          {showTable ? null : props.chart}
          <div id={tableId} className={showTable ? 'space-y-4' : 'sr-only'}>
            {tables.map((table) => (
              <DataTable key={table.caption} {...table} />
            ))}
          </div>
        </div>
      )}
    </Panel>
  );
}
