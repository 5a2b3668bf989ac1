import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { FieldError, Label } from './input';

/** The props a field's control needs to be labelled and described correctly. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, a control, an optional hint and an optional error, wired together:
 * the control is described by the hint and the error and marked invalid when there is an error.
 */
export function FormField(props: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Mark the control invalid without an error of its own (e.g. a form-level error names it). */
  invalid?: boolean;
  /** Further ids that describe the control (a form-level error, say). */
  describedBy?: string;
  /** Placed at the end of the label row (a "forgot password?" link, say). */
  labelAside?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null, props.describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-2', props.className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{props.label}</Label>
        {props.labelAside}
      </div>
      {props.children({
        id,
        'aria-invalid': props.error || props.invalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {props.hint ? (
        <div id={hintId} className="text-sm text-muted-foreground">
          {props.hint}
        </div>
      ) : null}
      {props.error ? <FieldError id={errorId}>{props.error}</FieldError> : null}
    </div>
  );
}
