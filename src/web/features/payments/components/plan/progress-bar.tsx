import { cn } from '@web/lib/cn';
import { paidPercent } from './plan-view';

/** How much of a plan is paid, as a bar; `label` names it for screen readers, `valueText` says the amounts. */
export function PaidBar(props: {
  paidMinor: number;
  totalMinor: number;
  label: string;
  valueText: string;
  overdue?: boolean;
  className?: string;
}) {
  const percent = paidPercent(props.paidMinor, props.totalMinor);
  return (
    <div
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={props.valueText}
      data-testid="plan-progress"
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', props.className)}
    >
      <div
        className={cn(
          'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-500',
          props.overdue ? 'bg-amber-500' : 'bg-accent',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
