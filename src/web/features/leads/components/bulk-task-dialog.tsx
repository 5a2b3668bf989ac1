import { useId, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@web/components/ui/dialog';
import { useI18n } from '@web/lib/i18n';
import { draftInput, emptyDraft, fieldError, TaskFields, type TaskDraft } from './task-fields';

/**
 * "Assign a task" to the selected contacts: title, due date and optional time (Mexico City). The bulk bar
 * sends it as one request (one task per contact, one transaction); a 400's field errors show under the fields.
 */
export function BulkTaskDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "3 contacts" / "all 120 matching contacts". */
  target: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: ReturnType<typeof draftInput>) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState<TaskDraft>(emptyDraft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(draftInput(draft));
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (open) setDraft(emptyDraft());
        props.onOpenChange(open);
      }}
    >
      <DialogContent
        title={t('admin.tasks.bulk.title')}
        description={t('admin.tasks.bulk.hint', { target: props.target })}
        className="sm:w-[min(40rem,calc(100vw-2rem))]"
      >
        <form onSubmit={submit} className="space-y-4" aria-label={t('admin.tasks.bulk.title')}>
          <TaskFields id={id} draft={draft} onChange={setDraft} error={props.error} disabled={props.busy} />
          {props.error && !['title', 'dueDate', 'dueTime'].some((f) => fieldError(t, props.error, f)) ? (
            <p role="alert" className="text-sm text-destructive">
              {t('admin.tasks.bulk.error')}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => props.onOpenChange(false)}>
              {t('admin.tasks.cancel')}
            </Button>
            <Button type="submit" disabled={props.busy}>
              {t('admin.tasks.bulk.submit', { target: props.target })}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
