import type { AnalyticsDimension, AnalyticsReport } from '@contracts/analytics';
import { useId, useState } from 'react';
import { Panel } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/kit-tabs';
import { formatNumber } from '@web/components/reports/format';
import { useI18n } from '@web/lib/i18n';
import { valueLabel } from './format';

/** Rows shown before "Show all" (the server sends at most 50). */
const FIRST_ROWS = 8;

/** One dimension's rows: a bar per row behind its name; clicking a row filters the whole screen by it. */
function Rows(props: {
  report: AnalyticsReport;
  dimension: AnalyticsDimension;
  onFilter: (dimension: AnalyticsDimension, value: string) => void;
}) {
  const { t, lang } = useI18n();
  const [all, setAll] = useState(false);
  const rows = props.report.breakdowns[props.dimension] ?? [];
  if (rows.length === 0)
    return <p className="py-6 text-sm text-muted-foreground">{t('analytics.panels.noRows')}</p>;
  const max = Math.max(1, ...rows.map((row) => row.visitors));
  const active = props.report.filters[props.dimension];
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <div className="space-y-2">
      <div aria-hidden className="flex justify-between gap-3 px-2 text-xs text-muted-foreground">
        <span>{t(`analytics.dimensions.${props.dimension}`)}</span>
        <span className="flex gap-4">
          <span className="w-16 text-right">{t('analytics.panels.visitors')}</span>
          <span className="hidden w-14 text-right sm:inline">{t('analytics.panels.pageviews')}</span>
        </span>
      </div>
      <ul className="space-y-1" data-testid={`analytics-rows-${props.dimension}`}>
        {shown.map((row) => {
          const label = valueLabel(t, props.dimension, row.value);
          return (
            <li key={row.value} className="relative">
              <div
                aria-hidden
                className="absolute inset-y-0 left-0 rounded-md bg-accent/15"
                style={{ width: `${Math.max(1, (row.visitors / max) * 100)}%` }}
              />
              <button
                type="button"
                disabled={active === row.value}
                onClick={() => props.onFilter(props.dimension, row.value)}
                className="relative flex w-full items-center justify-between gap-3 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default disabled:font-medium"
              >
                <span className="min-w-0 break-all">
                  <span className="sr-only">{t('analytics.filters.rowAction', { value: label })}: </span>
                  <span aria-hidden>{label}</span>
                </span>
                <span className="flex shrink-0 gap-4 tabular-nums">
                  <span className="w-16 text-right font-medium">{formatNumber(row.visitors, lang)}</span>
                  <span className="hidden w-14 text-right text-muted-foreground sm:inline">
                    {formatNumber(row.pageviews, lang)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {rows.length > FIRST_ROWS ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => setAll((open) => !open)}>
          {all ? t('analytics.panels.showFewer') : t('analytics.panels.showAll', { count: rows.length })}
        </Button>
      ) : null}
    </div>
  );
}

/** A panel of related dimensions (pages: top, entry, exit…), one tab each. */
export function BreakdownPanel(props: {
  title: string;
  dimensions: readonly AnalyticsDimension[];
  report: AnalyticsReport;
  onFilter: (dimension: AnalyticsDimension, value: string) => void;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const [tab, setTab] = useState<string>(props.dimensions[0]!);
  return (
    <Panel headingId={headingId} title={props.title} className="min-w-0">
      {props.dimensions.length === 1 ? (
        <Rows report={props.report} dimension={props.dimensions[0]!} onFilter={props.onFilter} />
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="space-y-3">
          {/* Wrapped, not scrolled: on a phone every tab stays in sight. */}
          <TabsList label={props.title} className="flex-wrap overflow-x-visible">
            {props.dimensions.map((dimension) => (
              <TabsTrigger key={dimension} value={dimension}>
                {t(`analytics.tabs.${dimension}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {props.dimensions.map((dimension) => (
            <TabsContent key={dimension} value={dimension}>
              <Rows report={props.report} dimension={dimension} onFilter={props.onFilter} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Panel>
  );
}
