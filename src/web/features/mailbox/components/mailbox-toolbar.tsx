import { RefreshCw, Search, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';

/** Filter by recipient, refresh now, and clear the mailbox (after a confirmation). */
export function MailboxToolbar(props: {
  to: string;
  onFilter: (to: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  count: number;
  onClear: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {/* Keyed by the applied filter: the field starts from it whenever it changes (back button, clear). */}
      <RecipientFilter key={props.to} to={props.to} onFilter={props.onFilter} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={props.onRefresh}
          title={t('admin.mailbox.autoRefresh')}
        >
          <RefreshCw aria-hidden className={cn(props.refreshing && 'motion-safe:animate-spin')} />
          {t('admin.mailbox.refresh')}
        </Button>
        <ClearMailbox count={props.count} onClear={props.onClear} />
      </div>
    </div>
  );
}

function RecipientFilter(props: { to: string; onFilter: (to: string) => void }) {
  const { t } = useI18n();
  const inputId = useId();
  const [draft, setDraft] = useState(props.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onFilter(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2 sm:max-w-md">
      <div className="min-w-0 flex-1 space-y-1.5">
        <Label htmlFor={inputId}>{t('admin.mailbox.filterLabel')}</Label>
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('admin.mailbox.filterPlaceholder')}
        />
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden />
        {t('admin.mailbox.filterApply')}
      </Button>
      {props.to ? (
        <Button type="button" variant="ghost" size="icon" onClick={() => props.onFilter('')}>
          <X aria-hidden />
          <span className="sr-only">{t('admin.mailbox.filterClear')}</span>
        </Button>
      ) : null}
    </form>
  );
}

type ClearState = 'idle' | 'asking' | 'clearing' | 'failed';

/** A two-step clear: the button asks first, with the count; Cancel takes focus, Escape backs out. */
function ClearMailbox(props: { count: number; onClear: () => Promise<unknown> }) {
  const { t } = useI18n();
  const [state, setState] = useState<ClearState>('idle');
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'asking') cancel.current?.focus();
  }, [state]);
  const confirm = async () => {
    setState('clearing');
    try {
      await props.onClear();
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  if (state === 'idle')
    return (
      <Button type="button" variant="outline" disabled={props.count === 0} onClick={() => setState('asking')}>
        <Trash2 aria-hidden />
        {t('admin.mailbox.clear')}
      </Button>
    );
  return (
    <div
      role="alertdialog"
      aria-labelledby="mailbox-clear-question"
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-destructive/40 bg-destructive/10 px-3 py-2"
      onKeyDown={(event) => event.key === 'Escape' && setState('idle')}
    >
      <p id="mailbox-clear-question" className="text-sm" aria-live="polite">
        {state === 'failed'
          ? t('admin.mailbox.clearFailed')
          : t('admin.mailbox.clearConfirm', { count: props.count })}
      </p>
      <Button type="button" size="sm" variant="destructive" disabled={state === 'clearing'} onClick={confirm}>
        {t('admin.mailbox.clearConfirmAction')}
      </Button>
      <Button ref={cancel} type="button" size="sm" variant="ghost" onClick={() => setState('idle')}>
        {t('admin.mailbox.clearCancel')}
      </Button>
    </div>
  );
}
