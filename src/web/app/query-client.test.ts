import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { createQueryClient, GC_TIME_MS, retryDelay } from './query-client';

describe('data cache policy', () => {
  it('collects garbage after 5 minutes', () => {
    expect(GC_TIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries network faults and 5xx three times, never a 4xx', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    expect(retry(0, new ApiError(0, undefined))).toBe(true);
    expect(retry(2, new ApiError(503, undefined))).toBe(true);
    expect(retry(3, new ApiError(503, undefined))).toBe(false);
    expect(retry(0, new ApiError(404, undefined))).toBe(false);
  });
});
