import type { AdminResultDetail } from '@contracts/diagnostic';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListDetailSheet } from '@web/components/admin-list/list-detail-sheet';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { submissionDetailQuery } from '../../api/admin/queries';
import { dimensionIds, dimensionName } from '../dimensions';
import { formatDateTime } from './format';
import { LevelBadge } from './level-badge';

const eventKinds: Record<string, MessageKey> = {
  'diagnostic.completed': 'admin.diagnostic.detail.events.diagnosticCompleted',
  'contact.message': 'admin.diagnostic.detail.events.contactMessage',
};

function Field(props: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd className="truncate text-sm">{props.children}</dd>
    </div>
  );
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Detail(props: { detail: AdminResultDetail }) {
  const { t, lang } = useI18n();
  const d = props.detail;
  return (
    <div className="space-y-6">
      <section aria-labelledby="detail-summary" className="space-y-3">
        <h3 id="detail-summary" className="sr-only">
          {t('admin.diagnostic.detail.summary')}
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-display text-4xl leading-none tabular-nums">{d.overall}</p>
          <LevelBadge level={d.level} />
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Field label={t('admin.diagnostic.columns.email')}>
            <a className="underline-offset-4 hover:underline" href={`mailto:${d.email}`}>
              {d.email}
            </a>
          </Field>
          <Field label={t('admin.diagnostic.columns.date')}>
            <time dateTime={d.createdAt}>{formatDateTime(d.createdAt, lang)}</time>
          </Field>
          <Field label={t('admin.diagnostic.detail.company')}>{d.company || '—'}</Field>
          <Field label={t('admin.diagnostic.detail.role')}>{d.role || '—'}</Field>
          <Field label={t('admin.diagnostic.detail.language')}>
            {d.language === 'es'
              ? t('admin.diagnostic.detail.spanish')
              : t('admin.diagnostic.detail.english')}
          </Field>
          <Field label={t('admin.diagnostic.detail.version')}>
            <code className="text-xs">{d.version}</code>
          </Field>
          <Field label={t('admin.diagnostic.detail.shared')}>
            {d.shared ? t('admin.diagnostic.detail.yes') : t('admin.diagnostic.detail.no')}
          </Field>
        </dl>
      </section>

      <section aria-labelledby="detail-dimensions" className="space-y-2">
        <h3 id="detail-dimensions" className="text-sm font-semibold">
          {t('admin.diagnostic.detail.dimensions')}
        </h3>
        <ul className="space-y-2">
          {dimensionIds.map((id) => {
            const score = d.dimensions[id] ?? 0;
            return (
              <li key={id} className="grid grid-cols-[1fr_2.5rem] items-center gap-x-3 gap-y-1 text-sm">
                <span className="truncate">
                  {t(dimensionName(id))}
                  {d.strongest.includes(id) ? (
                    <span className="ml-2 text-xs text-accent-strong">
                      {t('admin.diagnostic.detail.strong')}
                    </span>
                  ) : d.weakest.includes(id) ? (
                    <span className="ml-2 text-xs text-muted-foreground">
                      {t('admin.diagnostic.detail.weak')}
                    </span>
                  ) : null}
                </span>
                <span className="text-right tabular-nums">{score}</span>
                <div aria-hidden className="col-span-2 h-1.5 overflow-hidden rounded-full bg-muted">
                  <div className="h-full rounded-full bg-accent/60" style={{ width: `${score}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="detail-answers" className="space-y-2">
        <h3 id="detail-answers" className="text-sm font-semibold">
          {t('admin.diagnostic.detail.answers', { count: d.answers.length })}
        </h3>
        {d.answers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.diagnostic.detail.noAnswers')}</p>
        ) : (
          <ol className="divide-y divide-border rounded-xl border border-border">
            {d.answers.map((answer, i) => {
              const prompt = answer.prompt[lang] || answer.prompt.es || answer.prompt.en;
              const labels = answer.labels
                .map((label) => label[lang] || label.es || label.en)
                .filter(Boolean);
              const raw = Array.isArray(answer.value) ? answer.value.join(', ') : String(answer.value);
              return (
                <li key={answer.questionId} className="space-y-1 px-3 py-2.5 text-sm">
                  <p className="flex gap-2">
                    <span className="text-xs text-muted-foreground tabular-nums">{i + 1}.</span>
                    <span>{prompt || answer.questionId}</span>
                  </p>
                  <p className="pl-5 font-medium">{labels.length > 0 ? labels.join(' · ') : raw}</p>
                  <p className="pl-5 text-xs text-muted-foreground">
                    {t(dimensionName(answer.dimension))} · <code>{answer.questionId}</code> ={' '}
                    <code>{raw}</code>
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby="detail-lead" className="space-y-2">
        <h3 id="detail-lead" className="text-sm font-semibold">
          {t('admin.diagnostic.detail.lead')}
        </h3>
        {!d.lead ? (
          <p className="text-sm text-muted-foreground">{t('admin.diagnostic.detail.noLead')}</p>
        ) : (
          <div className="space-y-3">
            <dl className="grid grid-cols-2 gap-3">
              <Field label={t('admin.diagnostic.columns.name')}>{d.lead.name || '—'}</Field>
              <Field label={t('admin.diagnostic.detail.sources')}>{d.lead.sources.join(', ') || '—'}</Field>
            </dl>
            {d.lead.events.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('admin.diagnostic.detail.noHistory')}</p>
            ) : (
              <ol className="space-y-2 border-l border-border pl-4">
                {d.lead.events.map((event) => {
                  const kind = eventKinds[event.kind];
                  const data = Object.entries(event.data).slice(0, 6);
                  return (
                    <li key={event.id} className="space-y-0.5 text-sm">
                      <p className="flex flex-wrap items-baseline justify-between gap-2">
                        <span className="font-medium">{kind ? t(kind) : event.kind}</span>
                        <time
                          dateTime={event.createdAt}
                          className="text-xs text-muted-foreground tabular-nums"
                        >
                          {formatDateTime(event.createdAt, lang)}
                        </time>
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {t('admin.diagnostic.detail.source')}: {event.source}
                      </p>
                      {data.length > 0 ? (
                        <p className="text-xs break-words text-muted-foreground">
                          {data.map(([key, value]) => `${key}: ${formatValue(value)}`).join(' · ')}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

export function ResultDetailSheet(props: { id: string; onClose: () => void }) {
  const { t } = useI18n();
  const query = useQuery(submissionDetailQuery(props.id));
  return (
    <ListDetailSheet
      id={props.id}
      onClose={props.onClose}
      query={query}
      title={query.data?.name ?? t('admin.diagnostic.detail.title')}
      closeLabel={t('admin.diagnostic.detail.close')}
      className="w-[min(40rem,95vw)]"
      loadingLabel={t('admin.diagnostic.loading')}
      skeleton={['h-10 w-32', 'h-24', 'h-40', 'h-40']}
      notFound={query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)}
      notFoundText={t('admin.diagnostic.detail.notFound')}
      errorText={t('admin.diagnostic.detail.error')}
      retryLabel={t('admin.diagnostic.retry')}
    >
      {(detail) => <Detail detail={detail} />}
    </ListDetailSheet>
  );
}
