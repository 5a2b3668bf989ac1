import { createContext, useContext, useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface TabsState {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}
const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error('Tabs parts must be inside <Tabs>');
  return ctx;
}

const safe = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, '_');

/** Accessible tabs (WAI-ARIA tabs pattern, automatic activation, roving focus) built on plain buttons. */
export function Tabs(props: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value: props.value, onValueChange: props.onValueChange }}>
      <div className={props.className}>{props.children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList(props: { label: string; children: ReactNode; className?: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    let next: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      className={cn(
        'flex max-w-full gap-1 overflow-x-auto border-b border-border [scrollbar-width:none]',
        props.className,
      )}
    >
      {props.children}
    </div>
  );
}

export function TabsTrigger(props: { value: string; children: ReactNode; className?: string }) {
  const { baseId, value, onValueChange } = useTabs();
  const selected = value === props.value;
  return (
    <button
      type="button"
      role="tab"
      id={`${baseId}-tab-${safe(props.value)}`}
      aria-selected={selected}
      aria-controls={`${baseId}-panel-${safe(props.value)}`}
      tabIndex={selected ? 0 : -1}
      onClick={() => onValueChange(props.value)}
      className={cn(
        '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:rounded-t-lg focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'border-accent font-medium text-foreground',
        props.className,
      )}
    >
      {props.children}
    </button>
  );
}

/** Only the selected panel is rendered. */
export function TabsContent(props: { value: string; children: ReactNode; className?: string }) {
  const { baseId, value } = useTabs();
  if (value !== props.value) return null;
  return (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${safe(props.value)}`}
      aria-labelledby={`${baseId}-tab-${safe(props.value)}`}
      tabIndex={0}
      className={cn('outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-xl', props.className)}
    >
      {props.children}
    </div>
  );
}
