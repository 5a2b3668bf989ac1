import { lazy, type ComponentType } from 'react';
import { loadMessagePart } from '@web/lib/i18n';
import type { MessagePart } from '@web/locales';

export type ScreenModule = { default: ComponentType };
export interface LazyScreen {
  Component: ComponentType;
  /** Loads the code ahead of time, so server rendering and hydration render the screen, not its fallback. */
  preload: () => Promise<void>;
  /** The screen's source module (relative to src/web), to find its chunk in Vite's build manifest. */
  moduleId: string;
  /** The parts of the texts it needs beyond the site's, so the server can preload their chunks too. */
  messages: readonly MessagePart[];
}

/**
 * A screen loaded on demand (a chunk of its own) that can also be loaded before it is needed. `messages`: the
 * parts of the texts it needs beyond the site's (locales/index.ts: a namespace's, the owner's), loaded with its code.
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  moduleId: string,
  messages: readonly MessagePart[] = [],
): LazyScreen {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    const [module] = await Promise.all([load(), ...messages.map((part) => loadMessagePart(part))]);
    Loaded = module.default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Component() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload, moduleId, messages };
}
