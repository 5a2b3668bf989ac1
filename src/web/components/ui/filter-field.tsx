import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Input, Label } from './input';

/** The panel of an admin list's filters: a labelled group on a quiet background, laid out by the caller. */
export function FilterPanel({ className, ...props }: ComponentProps<'div'> & { 'aria-label': string }) {
  return (
    <div
      role="group"
      className={cn('grid gap-3 rounded-xl border border-border bg-muted/30 p-3', className)}
      {...props}
    />
  );
}

/** One labelled filter: the label above its control. */
export function FilterField(props: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
    </div>
  );
}

/** A search box with its magnifier. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}

/** From and to days (YYYY-MM-DD); each bounds the other. `id` prefixes the two inputs' ids. */
export function DateRangeFields(props: {
  id: string;
  from: string;
  to: string;
  fromLabel: ReactNode;
  toLabel: ReactNode;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}) {
  return (
    <>
      <FilterField id={`${props.id}-from`} label={props.fromLabel}>
        <Input
          id={`${props.id}-from`}
          type="date"
          value={props.from}
          max={props.to || undefined}
          onChange={(event) => props.onFrom(event.target.value)}
        />
      </FilterField>
      <FilterField id={`${props.id}-to`} label={props.toLabel}>
        <Input
          id={`${props.id}-to`}
          type="date"
          value={props.to}
          min={props.from || undefined}
          onChange={(event) => props.onTo(event.target.value)}
        />
      </FilterField>
    </>
  );
}
