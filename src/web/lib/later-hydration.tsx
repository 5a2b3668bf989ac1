import { Suspense, useState, type ReactNode } from 'react';

/*
 * Parts of a server-rendered page hydrated after the rest, each in a task of its own (issue 23, ADR 064).
 *
 * Hydrating a long page was one task of 150–200 ms on a phone, during which the page could not answer a tap.
 * A part wrapped in <HydrateLater> suspends while the page is hydrated: Preact keeps a suspended part's server
 * markup on screen and hydrates it when its promise settles. The promises settle one per task, in page order,
 * once the rest of the page is interactive, so the work is the same but never blocks input for long.
 * Client-side navigations render the parts at once: only the first hydration waits.
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
 * The hydration render is committed (a root layout effect calls this, before any other render): parts met
 * from now on render at once.
 */
export function endInitialPass(): void {
  initialPass = false;
}

/**
 * Hydrates the parts waiting, one task after another (a root effect calls this, after the first paint), then
 * calls `onHydrated`: every part is interactive.
 */
export function releaseParts(onHydrated: () => void): void {
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

/** What a part remembers between its renders. */
type Part = { gate: Gate | null; firstChildren: ReactNode; fresh: boolean };

/**
 * Hydrates its children after the rest of the page (see above). The wrapper is `display: contents`, so it
 * changes no layout (but its parent's direct-child rules, such as space-y, no longer reach the part); it gives
 * the suspended part one element whose markup is kept. Use it for sections below the first screen that hold
 * no form a visitor could submit in the first instant.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [part] = useState<Part>(() => ({ gate: gateFor(), firstChildren: children, fresh: false }));
  // Hydration fixes text but never attributes (href, alt, class): a part whose parent rendered again while it
  // waited (the visitor's stored language applied, a filter tapped) could keep the server's attributes. It is
  // rendered afresh instead: a new key drops the kept markup.
  if (part.gate && !part.gate.done && children !== part.firstChildren) part.fresh = true;
  return (
    <Suspense fallback={null}>
      <Gated key={part.fresh ? 'fresh' : 'server'} gate={part.fresh ? null : part.gate}>
        <div style={{ display: 'contents' }}>{children}</div>
      </Gated>
    </Suspense>
  );
}
