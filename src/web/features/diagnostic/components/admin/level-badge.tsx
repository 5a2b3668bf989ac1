import type { LevelId } from '@contracts/diagnostic';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { levelName } from '../dimensions';

/** Quiet tones that still tell the four levels apart (the text carries the meaning). */
const tone: Record<LevelId, string> = {
  emerging: 'border-border bg-muted text-muted-foreground',
  developing: 'border-border bg-background text-foreground',
  established: 'border-accent/30 bg-accent/10 text-accent-strong',
  leading: 'border-accent/50 bg-accent/20 text-accent-strong',
};

export function LevelBadge(props: { level: LevelId; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tone[props.level],
        props.className,
      )}
    >
      {t(levelName(props.level))}
    </span>
  );
}
