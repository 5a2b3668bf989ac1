import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Label, Textarea } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';
import { useSaveAppointmentNotes } from '../../../api/admin';
import { errorText } from '../../messages';

const d = 'booking.admin.detail';

/** The owner's private notes on the appointment, saved on submit (the status line says saved or why not). */
export function InternalNotes(props: { id: string; saved: string | null }) {
  const { t } = useI18n();
  const [notes, setNotes] = useState(props.saved ?? '');
  const saveNotes = useSaveAppointmentNotes(props.id);
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        saveNotes.mutate(notes);
      }}
    >
      <Label htmlFor="internal-notes">{t(`${d}.internalNotes`)}</Label>
      <Textarea
        id="internal-notes"
        value={notes}
        maxLength={5000}
        onChange={(event) => {
          setNotes(event.target.value);
          saveNotes.reset();
        }}
        className="min-h-20"
      />
      <div className="flex items-center gap-3">
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={saveNotes.isPending || notes === (props.saved ?? '')}
        >
          {t(`${d}.saveNotes`)}
        </Button>
        <span role="status" className="text-xs text-muted-foreground">
          {saveNotes.isSuccess
            ? t(`${d}.notesSaved`)
            : saveNotes.isError
              ? errorText(t, saveNotes.error)
              : ''}
        </span>
      </div>
    </form>
  );
}
