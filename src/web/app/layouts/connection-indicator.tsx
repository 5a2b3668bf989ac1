// The admin header's word on live updates, in the owner's lazily loaded chrome (the realtime client never
// enters the public pages' code); hidden while no screen listens.
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { useConnectionState } from '@web/lib/realtime/hooks';

const dot = {
  live: 'bg-emerald-500',
  connecting: 'bg-amber-500 motion-safe:animate-pulse',
  reconnecting: 'bg-amber-500 motion-safe:animate-pulse',
  offline: 'bg-muted-foreground',
} as const;

export default function ConnectionIndicator() {
  const { t } = useI18n();
  const state = useConnectionState();
  if (state === 'idle') return null;
  const word = t(`admin.realtime.${state}`);
  return (
    <span
      role="status"
      data-testid="realtime-indicator"
      data-state={state}
      aria-label={t('admin.realtime.label', { state: word })}
      title={t('admin.realtime.label', { state: word })}
      className="inline-flex items-center gap-1.5 whitespace-nowrap px-1 text-xs text-muted-foreground sm:px-0"
    >
      <span aria-hidden className={cn('size-2 rounded-full', dot[state])} />
      {/* A phone's top row has no room for the word: the dot, its label and its tooltip say it there. */}
      <span aria-hidden className="hidden sm:inline">
        {word}
      </span>
    </span>
  );
}
