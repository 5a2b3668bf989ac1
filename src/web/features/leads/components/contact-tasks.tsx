import type { LeadDetail } from '@contracts/leads';
import type { Task } from '@contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { contactTasksQuery, useCreateTask, useDeleteTask, useSetTaskDone } from '../api/tasks';
import { draftInput, emptyDraft, formatDue, StateBadge, TaskFields, type TaskDraft } from './task-fields';

function TaskRow(props: { task: Task }) {
  const { t, lang } = useI18n();
  const [confirm, setConfirm] = useState(false);
  const { task } = props;
  const done = task.state === 'done';
  const toggle = useSetTaskDone();
  const remove = useDeleteTask({ onSuccess: () => setConfirm(false) });
  const checkId = useId();
  return (
    <li
      className="flex items-start gap-3 rounded-xl border border-border px-3 py-2 text-sm"
      data-state={task.state}
    >
      <input
        id={checkId}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[var(--color-accent-strong,currentColor)]"
        checked={done}
        disabled={toggle.isPending}
        onChange={() => toggle.mutate({ id: task.id, done: !done })}
        aria-label={t(done ? 'admin.tasks.reopen' : 'admin.tasks.complete', { title: task.title })}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label
          htmlFor={checkId}
          className={`block font-medium break-words ${done ? 'line-through opacity-70' : ''}`}
        >
          {task.title}
        </label>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <StateBadge state={task.state} />
          <span className="tabular-nums">{formatDue(task, lang)}</span>
          {task.dealTitle ? <span>· {task.dealTitle}</span> : null}
        </p>
        {toggle.isError ? (
          <p role="alert" className="text-xs text-destructive">
            {t('admin.tasks.saveError')}
          </p>
        ) : null}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-my-1 shrink-0"
        onClick={() => setConfirm(true)}
        aria-label={t('admin.tasks.delete', { title: task.title })}
      >
        <Trash2 aria-hidden />
      </Button>
      <Dialog open={confirm} onOpenChange={setConfirm}>
        <DialogContent
          title={t('admin.tasks.deleteTitle')}
          description={t('admin.tasks.deleteHint', { title: task.title })}
        >
          {remove.isError ? (
            <p role="alert" className="mb-3 text-sm text-destructive">
              {t('admin.tasks.saveError')}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => setConfirm(false)}>
              {t('admin.tasks.cancel')}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(task.id)}
            >
              {t('admin.tasks.deleteConfirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </li>
  );
}

/** The contact's tasks in the detail sheet: open ones by due date, then done ones; add one in place. */
export function ContactTasks(props: { detail: LeadDetail }) {
  const { t } = useI18n();
  const id = useId();
  const tasks = useQuery(contactTasksQuery(props.detail.id));
  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const create = useCreateTask({ onSuccess: () => setDraft(null) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) create.mutate({ leadId: props.detail.id, ...draftInput(draft) });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3" data-testid="contact-tasks">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {t('admin.tasks.title')}
        </h3>
        {draft ? null : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              create.reset();
              setDraft(emptyDraft());
            }}
          >
            <Plus aria-hidden />
            {t('admin.tasks.add')}
          </Button>
        )}
      </div>
      {draft ? (
        <form
          onSubmit={submit}
          className="space-y-3 rounded-xl border border-border p-3"
          aria-label={t('admin.tasks.add')}
        >
          <TaskFields
            id={id}
            draft={draft}
            onChange={setDraft}
            error={create.error}
            disabled={create.isPending}
          />
          {create.isError && !(create.error as { fields?: unknown }).fields ? (
            <p role="alert" className="text-sm text-destructive">
              {t('admin.tasks.saveError')}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setDraft(null)}>
              {t('admin.tasks.cancel')}
            </Button>
            <Button type="submit" size="sm" disabled={create.isPending}>
              {t('admin.tasks.save')}
            </Button>
          </div>
        </form>
      ) : null}
      {tasks.isPending ? (
        <Skeleton className="h-12" />
      ) : tasks.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('admin.tasks.loadError')}{' '}
          <Button type="button" variant="link" size="sm" onClick={() => void tasks.refetch()}>
            {t('admin.tasks.retry')}
          </Button>
        </p>
      ) : tasks.data.tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.tasks.none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('admin.tasks.title')}>
          {tasks.data.tasks.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}
