import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { batched } from './batch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('turns a burst of triggers into one run, 300 ms after the first', () => {
  const run = vi.fn();
  const batch = batched(run, 300);
  for (let i = 0; i < 50; i++) {
    batch.trigger();
    vi.advanceTimersByTime(5);
  }
  expect(run).not.toHaveBeenCalled(); // 250 ms of triggers…
  vi.advanceTimersByTime(50);
  expect(run).toHaveBeenCalledTimes(1); // …and one run, 300 ms after the first.
  vi.advanceTimersByTime(1_000);
  expect(run).toHaveBeenCalledTimes(1);
  batch.trigger();
  vi.advanceTimersByTime(299);
  expect(run).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(2);
});

it('cancel drops a pending run (the screen went away)', () => {
  const run = vi.fn();
  const batch = batched(run, 300);
  batch.trigger();
  batch.cancel();
  vi.advanceTimersByTime(1_000);
  expect(run).not.toHaveBeenCalled();
});
