import {
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

/**
 * Menus whose code (Radix and its helpers) is downloaded on first use, not with the page.
 *
 * Until a visitor opens one, a menu is its trigger alone: the same button, with the attributes Radix gives a
 * closed trigger, so server markup, hydration and the accessible name are unchanged. Activating it loads the
 * menu's module and then renders the real (Radix) menu in its place, already open; from then on it is Radix's.
 * Hovering or focusing the trigger fetches the module ahead of time.
 */

/** A module fetched on first use and kept; a failed fetch is tried again next time. */
export interface Deferred<T> {
  /** The module, once it has loaded. */
  get: () => T | undefined;
  load: () => Promise<T>;
}

export function deferred<T>(load: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => value,
    load: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}

/** How the visitor opened the menu: a keyboard opening puts focus on the first item, as Radix does. */
export type OpenedBy = 'pointer' | 'keyboard';

/**
 * A deferred menu's state: `Loaded` (and `openedBy`) once the visitor has opened it and its module is there;
 * until then the caller renders the trigger with `trigger` or `dialogTrigger` props.
 */
export function useDeferredMenu<T>(module: Deferred<T>) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const pending = useRef(false);

  const open = (by: OpenedBy) => {
    if (pending.current) return;
    if (module.get()) {
      setOpenedBy(by);
      return;
    }
    pending.current = true;
    module.load().then(
      () => setOpenedBy(by),
      () => {
        // Offline, or a new deployment removed the chunk: the menu stays closed; the next activation retries.
        pending.current = false;
      },
    );
  };
  const prefetch = () => {
    module.load().catch(() => {
      // Tried again when the visitor opens the menu.
    });
  };

  const closed = { type: 'button' as const, 'aria-expanded': false, 'data-state': 'closed' };
  const prefetchOn = { onPointerEnter: prefetch, onFocus: prefetch };

  return {
    Loaded: openedBy ? module.get() : undefined,
    openedBy: openedBy ?? 'pointer',
    /** A dropdown menu's trigger: opens on pointer-down and on Enter, Space and ArrowDown, like Radix's. */
    trigger: {
      ...closed,
      'aria-haspopup': 'menu' as const,
      ...prefetchOn,
      onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: focus goes to the menu, not to the trigger.
        event.preventDefault();
        open('pointer');
      },
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        open('keyboard');
      },
      // A click without a pointer-down first (assistive technology) opens it too.
      onClick: (event: MouseEvent<HTMLButtonElement>) => open(event.detail === 0 ? 'keyboard' : 'pointer'),
    },
    /** A dialog's trigger: opens on click (Enter and Space click a button); pointer-down starts the download. */
    dialogTrigger: {
      ...closed,
      'aria-haspopup': 'dialog' as const,
      ...prefetchOn,
      onPointerDown: prefetch,
      onClick: () => open('pointer'),
    },
  };
}

/**
 * `onFocus` for the content of a dropdown menu mounted already open: when it was opened from the keyboard,
 * focus moves on from the menu to its first item, as Radix does for keys pressed after its menu has mounted
 * (it cannot know of the key that opened this one). Later openings are Radix's own.
 */
export function useKeyboardOpenFocus(openedBy: OpenedBy) {
  const first = useRef(openedBy === 'keyboard');
  return (event: FocusEvent<HTMLElement>) => {
    if (!first.current || event.target !== event.currentTarget) return;
    first.current = false;
    event.currentTarget
      .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  };
}
