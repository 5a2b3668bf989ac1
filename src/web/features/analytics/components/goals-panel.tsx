import type { AnalyticsReport } from '@contracts/analytics';
import { useId } from 'react';
import { Panel } from '@web/components/ui/admin-panel';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { formatNumber, formatRatio } from '@web/components/reports/format';
import { useI18n } from '@web/lib/i18n';

/** The goals the server recorded in the period: visitors who reached each, conversions and the rate. */
export function GoalsPanel(props: { report: AnalyticsReport }) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const goals = props.report.goals.filter((goal) => goal.conversions > 0);
  return (
    <Panel
      headingId={headingId}
      title={t('analytics.goals.title')}
      description={t('analytics.goals.description')}
      className="min-w-0"
    >
      {goals.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">{t('analytics.goals.empty')}</p>
      ) : (
        <Table aria-labelledby={headingId} data-testid="analytics-goals">
          <TableHeader>
            <TableRow>
              <TableHead>{t('analytics.goals.goal')}</TableHead>
              <TableHead className="text-right">{t('analytics.goals.visitors')}</TableHead>
              <TableHead className="hidden text-right sm:table-cell">
                {t('analytics.goals.conversions')}
              </TableHead>
              <TableHead className="text-right">{t('analytics.goals.rate')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {goals.map((goal) => (
              <TableRow key={goal.goal}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {t(`analytics.goals.names.${goal.goal}`)}
                </th>
                <TableCell className="py-2 text-right tabular-nums">
                  {formatNumber(goal.visitors, lang)}
                </TableCell>
                <TableCell className="hidden py-2 text-right tabular-nums sm:table-cell">
                  {formatNumber(goal.conversions, lang)}
                </TableCell>
                <TableCell className="py-2 text-right font-medium tabular-nums">
                  {formatRatio(goal.rate, lang)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}
