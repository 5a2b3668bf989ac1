import { lazy, type ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };
export interface LazyScreen {
  Component: ComponentType;
  /** Loads the code ahead of time, so server rendering and hydration render the screen, not its fallback. */
  preload: () => Promise<void>;
  /** The screen's source module (relative to src/web), to find its chunk in Vite's build manifest. */
  moduleId: string;
}

/** A screen loaded on demand (a chunk of its own) that can also be loaded before it is needed. */
export function lazyScreen(load: () => Promise<ScreenModule>, moduleId: string): LazyScreen {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded = (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Component() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload, moduleId };
}
