/** Time source injected into services so tests can move time (STYLE: services take a clock). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start: Date | string = '2026-01-01T00:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to).getTime();
    },
    advanceMs(ms: number) {
      current += ms;
    },
  };
}

/** The real time plus an offset tests can advance (for a server driven by a real browser). */
export function offsetClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceMs(ms: number) {
      offsetMs += ms;
    },
  };
}
