import { ArrowLeft } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@web/components/ui/button';

/** A booking step's heading (focused when the step changes) with its lead and a way back. */
export function StepHeading(props: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  lead?: ReactNode;
  onBack?: () => void;
  backLabel?: string;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <h2 ref={props.headingRef} tabIndex={-1} className="font-display text-2xl outline-none sm:text-3xl">
          {props.title}
        </h2>
        {props.lead ? <p className="text-sm text-muted-foreground">{props.lead}</p> : null}
      </div>
      {props.onBack ? (
        <Button type="button" variant="ghost" size="sm" onClick={props.onBack}>
          <ArrowLeft aria-hidden />
          {props.backLabel}
        </Button>
      ) : null}
    </div>
  );
}
