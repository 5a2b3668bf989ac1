import type { AnalyticsDimension } from '@contracts/analytics';
import type { Language } from '@contracts/i18n';
import { formatNumber } from '@web/components/reports/format';
import type { I18n, MessageKey } from '@web/lib/i18n';

/** A visit's mean length: "45 s", "3 min 05 s", "1 h 02 min"; "—" without visits. */
export function formatDuration(seconds: number | null, lang: Language): string {
  if (seconds === null) return '—';
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min ${String(total % 60).padStart(2, '0')} s`;
  return `${formatNumber(Math.floor(minutes / 60), lang)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Dimensions whose values are codes with words of their own (the others are shown as the server sends them). */
const coded: Partial<Record<AnalyticsDimension, string>> = {
  device: 'analytics.values.device',
  screen: 'analytics.values.screen',
  language: 'analytics.values.language',
};

/** A row's value as the reader sees it: a device or screen in words, an empty source as "Direct / none". */
export function valueLabel(t: I18n['t'], dimension: AnalyticsDimension, value: string): string {
  if (value === '') return t(dimension === 'source' ? 'analytics.values.direct' : 'analytics.values.unknown');
  const prefix = coded[dimension];
  if (!prefix) return value;
  const key = `${prefix}.${value}`;
  const text = t(key as MessageKey);
  return text === key ? value : text;
}
