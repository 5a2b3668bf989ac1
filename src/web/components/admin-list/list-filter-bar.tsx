import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { FilterField, FilterPanel, SearchInput } from '@web/components/ui/filter-field';
import { cn } from '@web/lib/cn';
import { useDebouncedText } from '@web/lib/use-debounced-text';

/**
 * An admin list's filter bar: a labelled panel with the search box first (it answers at once; the URL and
 * the request follow after a short pause in typing), the screen's own fields, and "clear filters" while any
 * is set. The caller lays the grid out through `className`.
 */
export function ListFilterBar(props: {
  label: string;
  className?: string;
  search: {
    /** The input's id (the caller's `useId()` prefix keeps it unique). */
    id: string;
    label: string;
    placeholder: string;
    value: string;
    onCommit: (text: string) => void;
    maxLength?: number;
    className?: string;
    /** `data-shortcut` of the box, for a screen's "/" key. */
    shortcut?: string;
  };
  /** Whether any filter is set: "clear" shows only then. */
  filtered: boolean;
  clearLabel: string;
  onClear: () => void;
  clearClassName?: string;
  children: ReactNode;
}) {
  const { search } = props;
  const text = useDebouncedText(search.value, search.onCommit);
  return (
    <FilterPanel aria-label={props.label} className={props.className}>
      <FilterField id={search.id} label={search.label} className={search.className}>
        <SearchInput
          id={search.id}
          data-shortcut={search.shortcut}
          placeholder={search.placeholder}
          value={text.text}
          maxLength={search.maxLength}
          onChange={(event) => text.setText(event.target.value)}
        />
      </FilterField>
      {props.children}
      {props.filtered ? (
        <div className={cn('col-span-full', props.clearClassName)}>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              text.reset();
              props.onClear();
            }}
          >
            <X aria-hidden />
            {props.clearLabel}
          </Button>
        </div>
      ) : null}
    </FilterPanel>
  );
}
