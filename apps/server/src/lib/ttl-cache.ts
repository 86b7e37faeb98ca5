import type { Clock } from './clock.js';

/**
 * Answers of a slow read kept in this process for `ttlMs`, by key. The pending promise is kept, so
 * concurrent callers share one load; a failed load is forgotten at once. For reference data the
 * whole audience reads alike (FAQ, code lists) that changes rarely: a change shows within `ttlMs`
 * on every instance, or at once on the one that calls `clear()`.
 */
export function ttlCache<V>(options: { ttlMs: number; clock: Clock; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 100;
  const entries = new Map<string, { value: Promise<V>; expiresAtMs: number }>();

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const nowMs = options.clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAtMs > nowMs) return hit.value;
      // Keys come from validated query values, but a bound keeps memory flat whatever they are.
      if (!hit && entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { value, expiresAtMs: nowMs + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
