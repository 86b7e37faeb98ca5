import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.js';
import { ttlCache } from './ttl-cache.js';

describe('ttlCache', () => {
  it('loads once per key until the time to live passes', async () => {
    const clock = manualClock();
    const cache = ttlCache<number>({ ttlMs: 60_000, clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock.advanceMs(59_999);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    clock.advanceMs(1);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one pending load between concurrent callers', async () => {
    const cache = ttlCache<string>({ ttlMs: 1000, clock: manualClock() });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 'value';
    };
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = ttlCache<string>({ ttlMs: 1000, clock: manualClock() });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 'up')).resolves.toBe('up');
  });

  it('drops the oldest key beyond the bound, and everything on clear', async () => {
    const cache = ttlCache<string>({ ttlMs: 1000, clock: manualClock(), maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    cache.clear();
    expect(await cache.get('c', async () => 'c2')).toBe('c2');
  });
});
