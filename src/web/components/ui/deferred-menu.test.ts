import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred-menu';

describe('deferred', () => {
  it('loads once and keeps the module', async () => {
    const load = vi.fn(async () => ({ name: 'menus' }));
    const module = deferred(load);
    expect(module.get()).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(module.get()).toBe(a);
    await module.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('menus');
    const module = deferred(load);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.get()).toBeUndefined();
    await expect(module.load()).resolves.toBe('menus');
    expect(module.get()).toBe('menus');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
