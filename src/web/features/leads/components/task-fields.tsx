import { dateTimeFormat } from '@contracts/intl';
import { TASK_TITLE_MAX, TASK_ZONE, type Task, type TaskState } from '@contracts/tasks';
import { dateInZone } from '@contracts/zone-time';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { localeOf } from '@web/lib/format';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import type { Language } from '@contracts/i18n';

/** Today's date in Mexico City, where tasks fall due (the default of a new task). */
export const todayInMexico = () => dateInZone(new Date(), TASK_ZONE);

export interface TaskDraft {
  title: string;
  dueDate: string;
  dueTime: string;
}
export const emptyDraft = (): TaskDraft => ({ title: '', dueDate: todayInMexico(), dueTime: '' });

const errorCodes = ['required', 'too_long', 'invalid_date', 'invalid_time', 'deal_of_another_contact'];

/** A field's error from the server's 400, in words; any other code reads as "check this field". */
export function fieldError(
  t: (key: MessageKey) => string,
  error: unknown,
  field: string,
): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const code = error.fields?.[field]?.[0];
  if (!code) return undefined;
  return t(`admin.tasks.errors.${errorCodes.includes(code) ? code : 'invalid'}` as MessageKey);
}

/** "Tue, Mar 10 · 18:30" — the due date (and time) as the owner reads it, Mexico City time. */
export function formatDue(task: Pick<Task, 'dueDate' | 'dueTime'>, lang: Language): string {
  const day = dateTimeFormat(localeOf(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${task.dueDate}T12:00:00Z`));
  return task.dueTime ? `${day} · ${task.dueTime}` : day;
}

export const stateTone: Record<TaskState, string> = {
  overdue: 'border-destructive/40 bg-destructive/10 text-destructive',
  today: 'border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200',
  upcoming: 'border-border bg-muted text-muted-foreground',
  done: 'border-green-600/30 bg-green-600/10 text-green-800 dark:text-green-300',
};

export function StateBadge(props: { state: TaskState }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-[11px] font-medium whitespace-nowrap ${stateTone[props.state]}`}
    >
      {t(`admin.tasks.states.${props.state}` as MessageKey)}
    </span>
  );
}

/** Title, date and optional time of a task (Mexico City), with the server's field errors under each. */
export function TaskFields(props: {
  id: string;
  draft: TaskDraft;
  onChange: (draft: TaskDraft) => void;
  error: unknown;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const { id, draft } = props;
  const errors = {
    title: fieldError(t, props.error, 'title'),
    dueDate: fieldError(t, props.error, 'dueDate'),
    dueTime: fieldError(t, props.error, 'dueTime'),
  };
  const set = (patch: Partial<TaskDraft>) => props.onChange({ ...draft, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_7rem]">
      <div className="space-y-1">
        <Label htmlFor={`${id}-title`}>{t('admin.tasks.form.title')}</Label>
        <Input
          id={`${id}-title`}
          value={draft.title}
          maxLength={TASK_TITLE_MAX}
          required
          disabled={props.disabled}
          placeholder={t('admin.tasks.form.titlePlaceholder')}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          onChange={(e) => set({ title: e.target.value })}
        />
        {errors.title ? <FieldError id={`${id}-title-error`}>{errors.title}</FieldError> : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-date`}>{t('admin.tasks.form.dueDate')}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={draft.dueDate}
          required
          disabled={props.disabled}
          aria-invalid={errors.dueDate ? true : undefined}
          aria-describedby={errors.dueDate ? `${id}-date-error` : undefined}
          onChange={(e) => set({ dueDate: e.target.value })}
        />
        {errors.dueDate ? <FieldError id={`${id}-date-error`}>{errors.dueDate}</FieldError> : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-time`}>{t('admin.tasks.form.dueTime')}</Label>
        <Input
          id={`${id}-time`}
          type="time"
          value={draft.dueTime}
          disabled={props.disabled}
          aria-invalid={errors.dueTime ? true : undefined}
          aria-describedby={errors.dueTime ? `${id}-time-error` : `${id}-zone`}
          onChange={(e) => set({ dueTime: e.target.value })}
        />
        {errors.dueTime ? <FieldError id={`${id}-time-error`}>{errors.dueTime}</FieldError> : null}
      </div>
      <p id={`${id}-zone`} className="text-xs text-muted-foreground sm:col-span-3">
        {t('admin.tasks.form.zoneHint')}
      </p>
    </div>
  );
}

/** The draft as the API takes it: a blank time is an all-day task. */
export const draftInput = (draft: TaskDraft) => ({
  title: draft.title,
  dueDate: draft.dueDate,
  dueTime: draft.dueTime === '' ? null : draft.dueTime,
});
