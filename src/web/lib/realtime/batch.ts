/**
 * Runs `run` once, `ms` after the first of a burst of triggers (later triggers in that window join it): a
 * burst of events becomes one refetch, and the first event is never delayed by the ones after it.
 */
export function batched(run: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    trigger() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        run();
      }, ms);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
