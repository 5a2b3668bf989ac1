import { dateTimeFormat, listFormat, numberFormat } from '@contracts/intl';
import {
  ownerMailKinds,
  type OwnerMailKind,
  type OwnerNotificationSettings,
  type OwnerNotificationsAnswer,
} from '@contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { Notice } from '@web/components/ui/form-notice';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { ownerNotificationsQuery, useSaveOwnerNotifications } from '../api/notifications';
import { intlLocale } from '@contracts/language';

const n = 'admin.notifications';
const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** /admin/settings → Notifications: the owner's e-mails, the daily digest and the sender name (ADR 025). */
export function NotificationsPanel() {
  const { t } = useI18n();
  const query = useQuery(ownerNotificationsQuery());
  if (query.isPending)
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <Notice tone="error">
        <p>{t(`${n}.loadError`)}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void query.refetch()}
        >
          {t(`${n}.retry`)}
        </Button>
      </Notice>
    );
  // Not keyed by the data's time: saving updates the cache, and the form must keep its "saved" state.
  return <NotificationsForm answer={query.data} />;
}

type Draft = Omit<OwnerNotificationSettings, 'senderName'> & { senderName: string };

/** "1 day and 1 hour" / "1 día y 1 hora": each offset in the largest whole unit, joined as a list. */
function reminderList(offsets: number[], lang: 'es' | 'en'): string {
  const locale = intlLocale(lang);
  const one = (minutes: number) => {
    const unit = minutes % 1440 === 0 ? 'day' : minutes % 60 === 0 ? 'hour' : 'minute';
    const amount = unit === 'day' ? minutes / 1440 : unit === 'hour' ? minutes / 60 : minutes;
    return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
  };
  return listFormat(locale, { type: 'conjunction' }).format(offsets.map(one));
}

function NotificationsForm({ answer }: { answer: OwnerNotificationsAnswer }) {
  const { lang, t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    ...answer.settings,
    senderName: answer.settings.senderName ?? '',
  });
  const [dirty, setDirty] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
    save.reset();
  };
  const save = useSaveOwnerNotifications({
    onSuccess: (saved) => {
      setDraft({ ...saved.settings, senderName: saved.settings.senderName ?? '' });
      setDirty(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.senderName) setNameError(t(`${n}.senderNameInvalid`));
    },
  });
  const hourLabel = (hour: number) =>
    dateTimeFormat(intlLocale(lang), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2026, 0, 1, hour)));
  const shownName = draft.senderName.trim() || answer.defaultSenderName;
  const preview = shownName ? `${shownName} <${answer.fromAddress}>` : answer.fromAddress;

  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={(event) => {
        event.preventDefault();
        const name = draft.senderName.trim();
        if (name.length > 60 || /[<>"@\r\n]/.test(name)) {
          setNameError(t(`${n}.senderNameInvalid`));
          return;
        }
        setNameError(null);
        save.mutate({ ...draft, senderName: draft.senderName.trim() || null });
      }}
    >
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold">{t(`${n}.mailsTitle`)}</legend>
        <p className="text-sm text-muted-foreground">{t(`${n}.mailsHint`)}</p>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {ownerMailKinds.map((kind: OwnerMailKind) => (
            <li key={kind} className="flex items-start gap-3 p-3">
              <Checkbox
                id={`${id}-${kind}`}
                className="mt-1"
                checked={draft[kind]}
                onChange={(e) => set({ [kind]: e.target.checked })}
                aria-describedby={`${id}-${kind}-hint`}
              />
              <div className="min-w-0 space-y-0.5">
                <Label htmlFor={`${id}-${kind}`}>{t(`${n}.kinds.${kind}.label`)}</Label>
                <p id={`${id}-${kind}-hint`} className="text-sm text-muted-foreground">
                  {t(`${n}.kinds.${kind}.hint`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t(`${n}.customerMails`)}</p>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold">{t(`${n}.digestTitle`)}</legend>
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-digest`}
            className="mt-1"
            checked={draft.dailyDigest}
            onChange={(e) => set({ dailyDigest: e.target.checked })}
            aria-describedby={`${id}-digest-hint`}
          />
          <div className="min-w-0 space-y-0.5">
            <Label htmlFor={`${id}-digest`}>{t(`${n}.digestLabel`)}</Label>
            <p id={`${id}-digest-hint`} className="text-sm text-muted-foreground">
              {t(`${n}.digestHint`)}
            </p>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-task-digest`}
            className="mt-1"
            checked={draft.taskDigest}
            onChange={(e) => set({ taskDigest: e.target.checked })}
            aria-describedby={`${id}-task-digest-hint`}
          />
          <div className="min-w-0 space-y-0.5">
            <Label htmlFor={`${id}-task-digest`}>{t(`${n}.taskDigestLabel`)}</Label>
            <p id={`${id}-task-digest-hint`} className="text-sm text-muted-foreground">
              {t(`${n}.taskDigestHint`)}
            </p>
          </div>
        </div>
        <div className="space-y-1.5 sm:max-w-xs">
          <Label htmlFor={`${id}-hour`}>{t(`${n}.digestHour`)}</Label>
          <NativeSelect
            id={`${id}-hour`}
            value={String(draft.digestHour)}
            disabled={!draft.dailyDigest && !draft.taskDigest}
            onChange={(e) => set({ digestHour: Number(e.target.value) })}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </NativeSelect>
          <p className="text-sm text-muted-foreground">{t(`${n}.digestZone`)}</p>
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold">{t(`${n}.remindersTitle`)}</legend>
        <p className="text-sm" data-testid="notifications-reminders">
          {answer.reminderOffsetsMinutes.length === 0
            ? t(`${n}.remindersNone`)
            : t(`${n}.remindersNow`, { list: reminderList(answer.reminderOffsetsMinutes, lang) })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t(`${n}.remindersHint`)}{' '}
          <a
            href="#settings-availability"
            className="font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t(`${n}.remindersLink`)}
          </a>
        </p>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold">{t(`${n}.senderTitle`)}</legend>
        <div className="space-y-1.5 sm:max-w-md">
          <Label htmlFor={`${id}-sender`}>{t(`${n}.senderName`)}</Label>
          <Input
            id={`${id}-sender`}
            value={draft.senderName}
            maxLength={60}
            placeholder={answer.defaultSenderName ?? ''}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`${id}-sender-hint`}
            onChange={(e) => {
              set({ senderName: e.target.value });
              setNameError(null);
            }}
          />
          <p id={`${id}-sender-hint`} className="text-sm text-muted-foreground">
            {t(`${n}.senderPreview`, { from: preview })}
          </p>
          {nameError ? <FieldError>{nameError}</FieldError> : null}
        </div>
      </fieldset>

      {save.isError && !nameError ? (
        <Notice tone="error" role="alert">
          <p>{t(`${n}.saveError`)}</p>
        </Notice>
      ) : null}
      <div className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-border bg-card/95 px-4 py-3 backdrop-blur">
        <Button type="submit" disabled={save.isPending || !dirty}>
          {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {t(`${n}.save`)}
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {save.isSuccess ? t(`${n}.saved`) : dirty ? t(`${n}.unsaved`) : ''}
        </span>
      </div>
    </form>
  );
}
