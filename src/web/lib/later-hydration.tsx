import { Suspense, useState, type ReactNode } from 'react';

/*
 * Parts of a server-rendered page hydrated after the rest, each in a task of its own (issue 23, ADR 064).
 *
 * Hydrating a long page was one task of 150–200 ms on a phone, during which the page could not answer a tap.
 * A part wrapped in <HydrateLater> suspends while the page is hydrated: Preact (and React) keep a suspended
 * part's server markup on screen and hydrate it when its promise settles. The promises settle one per task,
 * in page order, once the rest of the page is interactive, so the work is the same but never blocks input
 * for long. Client-side navigations render the parts at once: only the first hydration waits.
 */

type Gate = { done: boolean; promise: Promise<void> };

let initialPass = false;
const waiting: Array<() => void> = [];
const readyCallbacks: Array<() => void> = [];

/** Marks the next render as the page's hydration (entry-client calls it just before hydrateRoot). */
export function beginHydration(): void {
  initialPass = true;
}

/**
 * The first commit happened (a root effect calls this): parts met from now on render at once, and the
 * parts waiting are hydrated one task after another. `onHydrated` runs once every part is interactive.
 */
export function endInitialPass(onHydrated: () => void): void {
  initialPass = false;
  readyCallbacks.push(onHydrated);
  releaseNext();
}

function releaseNext(): void {
  // A task per part: the browser may paint and handle input between two.
  setTimeout(() => {
    const release = waiting.shift();
    if (!release) {
      readyCallbacks.splice(0).forEach((callback) => callback());
      return;
    }
    release();
    releaseNext();
  }, 0);
}

function gateFor(): Gate | null {
  if (!initialPass) return null;
  const gate: Gate = { done: false, promise: Promise.resolve() };
  gate.promise = new Promise<void>((resolve) =>
    waiting.push(() => {
      gate.done = true;
      resolve();
    }),
  );
  return gate;
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.done) throw gate.promise;
  return children;
}

/**
 * Hydrates its children after the rest of the page (see above). The wrapper is `display: contents`, so it
 * changes no layout; it gives the suspended part one element whose markup is kept. Use it for sections below
 * the first screen that hold no form a visitor could submit in the first instant.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(gateFor);
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>
        <div style={{ display: 'contents' }}>{children}</div>
      </Gated>
    </Suspense>
  );
}
