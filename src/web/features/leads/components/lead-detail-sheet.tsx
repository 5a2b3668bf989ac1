import { LEAD_NOTES_MAX, leadStatuses, type LeadDetail, type LeadStatus } from '@contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { Mail, Phone, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ListDetailSheet } from '@web/components/admin-list/list-detail-sheet';
import { Button } from '@web/components/ui/button';
import { Label, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { leadDetailQuery, useRemoveTag, useSaveLeadNotes, useSaveLeadStatus } from '../api/queries';
import { SourceBadge, StatusBadge, TagChip } from './badges';
import { MergeDialog } from './merge-dialog';
import { formatDateTime, statusKey } from './format';
import { LeadTimeline } from './lead-timeline';
import { ContactDeals } from './contact-deals';
import { ContactTasks } from './contact-tasks';

const UNDO_MS = 10_000;

function Field(props: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd className="truncate text-sm">{props.children}</dd>
    </div>
  );
}

function StatusControl(props: { detail: LeadDetail }) {
  const { t } = useI18n();
  const id = useId();
  // After a change: what it was, so it can be undone for a few seconds.
  const [notice, setNotice] = useState<{
    kind: 'saved' | 'undone';
    status: LeadStatus;
    previous: LeadStatus;
  } | null>(null);
  const mutation = useSaveLeadStatus<{ status: LeadStatus; previous: LeadStatus; undo: boolean }>(
    props.detail.id,
    {
      onSuccess: (_, next) =>
        setNotice({ kind: next.undo ? 'undone' : 'saved', status: next.status, previous: next.previous }),
    },
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const change = (status: LeadStatus, undo = false) =>
    mutation.mutate({ status, previous: props.detail.status, undo });
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-status`}>{t('admin.leads.detail.statusLabel')}</Label>
      <div className="flex flex-wrap items-center gap-3">
        <NativeSelect
          id={`${id}-status`}
          className="w-48"
          value={props.detail.status}
          disabled={mutation.isPending}
          onChange={(event) => change(event.target.value as LeadStatus)}
        >
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusKey(status))}
            </option>
          ))}
        </NativeSelect>
        {mutation.isPending ? (
          <span className="text-xs text-muted-foreground">{t('admin.leads.detail.statusSaving')}</span>
        ) : null}
      </div>
      <div aria-live="polite" className="min-h-0">
        {mutation.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('admin.leads.detail.statusError')}
          </p>
        ) : notice ? (
          <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/50 px-3 py-2 text-sm">
            <span>
              {t(
                notice.kind === 'saved'
                  ? 'admin.leads.detail.statusSaved'
                  : 'admin.leads.detail.statusUndone',
                {
                  status: t(statusKey(notice.status)),
                },
              )}
            </span>
            {notice.kind === 'saved' ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="ml-auto h-7"
                disabled={mutation.isPending}
                onClick={() => change(notice.previous, true)}
              >
                {t('admin.leads.detail.undo')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function NotesEditor(props: { detail: LeadDetail }) {
  const { t } = useI18n();
  const id = useId();
  const [notes, setNotes] = useState(props.detail.notes ?? '');
  const [done, setDone] = useState(false);
  const mutation = useSaveLeadNotes(props.detail.id, { onSuccess: () => setDone(true) });
  const tooLong = notes.length > LEAD_NOTES_MAX;
  const changed = notes !== (props.detail.notes ?? '');
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) mutation.mutate(notes);
      }}
    >
      <Label htmlFor={`${id}-notes`}>{t('admin.leads.detail.notes')}</Label>
      <Textarea
        id={`${id}-notes`}
        rows={4}
        value={notes}
        aria-describedby={`${id}-notes-hint`}
        aria-invalid={tooLong || undefined}
        onChange={(event) => {
          setNotes(event.target.value);
          setDone(false);
        }}
      />
      <p id={`${id}-notes-hint`} className="text-xs text-muted-foreground">
        {tooLong
          ? t('admin.leads.detail.notesTooLong', { max: LEAD_NOTES_MAX })
          : t('admin.leads.detail.notesHint')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={!changed || tooLong || mutation.isPending}
        >
          {mutation.isPending ? t('admin.leads.detail.notesSaving') : t('admin.leads.detail.notesSave')}
        </Button>
        <span aria-live="polite" className="text-xs">
          {mutation.isError ? (
            <span className="text-destructive">{t('admin.leads.detail.notesError')}</span>
          ) : done && !changed ? (
            <span className="text-muted-foreground">{t('admin.leads.detail.notesSaved')}</span>
          ) : null}
        </span>
      </div>
    </form>
  );
}

/** The contact's tags, each with a button that takes it off. */
function Tags(props: { detail: LeadDetail }) {
  const { t } = useI18n();
  const remove = useRemoveTag(props.detail.id);
  if (props.detail.tags.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1.5" aria-label={t('admin.leads.detail.tags')} role="group">
      {props.detail.tags.map((tag) => (
        <TagChip key={tag.id} name={tag.name} color={tag.color}>
          <button
            type="button"
            className="-mr-1 rounded-full p-0.5 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={t('admin.leads.detail.removeTag', { tag: tag.name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(tag.id)}
          >
            <X aria-hidden className="size-3" />
          </button>
        </TagChip>
      ))}
    </div>
  );
}

function Detail(props: { detail: LeadDetail }) {
  const { t, lang } = useI18n();
  const d = props.detail;
  return (
    <div className="space-y-6">
      <section aria-labelledby="lead-contact" className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={d.status} />
          {d.sources.map((source) => (
            <SourceBadge key={source} source={source} />
          ))}
        </div>
        <Tags detail={d} />
        <h3 id="lead-contact" className="sr-only">
          {t('admin.leads.detail.contact')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a href={`mailto:${d.email}`} aria-label={t('admin.leads.detail.mailto', { email: d.email })}>
              <Mail aria-hidden />
              <span className="max-w-[16rem] truncate">{d.email}</span>
            </a>
          </Button>
          {d.phone ? (
            <Button asChild size="sm" variant="outline">
              <a
                href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}
                aria-label={t('admin.leads.detail.call', { phone: d.phone })}
              >
                <Phone aria-hidden />
                {d.phone}
              </a>
            </Button>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Field label={t('admin.leads.detail.company')}>{d.company || '—'}</Field>
          <Field label={t('admin.leads.detail.role')}>{d.role || '—'}</Field>
          <Field label={t('admin.leads.detail.language')}>
            {d.language === 'es' ? t('admin.leads.detail.spanish') : t('admin.leads.detail.english')}
          </Field>
          <Field label={t('admin.leads.detail.firstContact')}>
            <time dateTime={d.firstTouchAt}>{formatDateTime(d.firstTouchAt, lang)}</time>
          </Field>
          <Field label={t('admin.leads.detail.lastActivity')}>
            <time dateTime={d.lastActivityAt}>{formatDateTime(d.lastActivityAt, lang)}</time>
          </Field>
          {d.aliases.length > 0 ? (
            <Field label={t('admin.leads.detail.aliases')}>{d.aliases.join(', ')}</Field>
          ) : null}
        </dl>
        <MergeDialog detail={d} />
      </section>

      <section className="space-y-4 rounded-xl border border-border p-3">
        <StatusControl detail={d} />
        <NotesEditor key={d.id} detail={d} />
      </section>

      <ContactDeals detail={d} />
      <ContactTasks detail={d} />

      <section aria-labelledby="lead-timeline" className="space-y-3">
        <h3 id="lead-timeline" className="text-sm font-semibold">
          {t('admin.leads.detail.timeline')}
        </h3>
        <LeadTimeline items={d.timeline} />
      </section>
    </div>
  );
}

export function LeadDetailSheet(props: { id: string; onClose: () => void }) {
  const { t } = useI18n();
  const query = useQuery(leadDetailQuery(props.id));
  return (
    <ListDetailSheet
      id={props.id}
      onClose={props.onClose}
      query={query}
      title={query.data ? (query.data.name ?? query.data.email) : t('admin.leads.detail.title')}
      closeLabel={t('admin.leads.detail.close')}
      loadingLabel={t('admin.leads.loading')}
      skeleton={['h-8 w-40', 'h-24', 'h-32', 'h-40']}
      notFound={query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)}
      notFoundText={t('admin.leads.detail.notFound')}
      errorText={t('admin.leads.detail.error')}
      retryLabel={t('admin.leads.retry')}
    >
      {(detail) => <Detail detail={detail} />}
    </ListDetailSheet>
  );
}
