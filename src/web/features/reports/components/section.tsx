import type { Language } from '@contracts/i18n';
import type { ReactNode } from 'react';
import type { I18n, MessageKey } from '@web/lib/i18n';

/** One area of the report (revenue, appointments…): its headline figures, then its charts. */
export function ReportSection(props: {
  id: string;
  title: string;
  stats: { label: string; value: string }[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${props.id}-title`} className="space-y-4">
      <div className="space-y-3">
        <h2 id={`${props.id}-title`} className="font-display text-xl tracking-tight">
          {props.title}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-border bg-card px-4 py-3 sm:grid-cols-3 lg:grid-cols-6">
          {props.stats.map((stat) => (
            <div key={stat.label} className="min-w-0 space-y-0.5">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-lg font-medium tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">{props.children}</div>
    </section>
  );
}

/** The translation under `prefix.key`, or the key itself for one this version has no words for. */
export function labelOf(t: I18n['t'], prefix: string, key: string): string {
  const full = `${prefix}.${key}`;
  const text = t(full as MessageKey);
  return text === full ? key : text;
}

/** A name the server sends in both languages. */
export const nameIn = (name: { es: string; en: string }, lang: Language) => name[lang] || name.es;
