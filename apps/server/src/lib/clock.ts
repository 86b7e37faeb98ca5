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

/** A clock that can be moved forward: the development clock (DESIGN D14) and the tests' clocks. */
export interface AdjustableClock extends Clock {
  advanceMs(ms: number): void;
}

export function isAdjustableClock(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advanceMs === 'function';
}

/**
 * The real time plus an offset that can be advanced: the server's clock outside production
 * (`POST /dev/clock`, DESIGN D14) and the browser tests' server clock.
 */
export function offsetClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceMs(ms: number) {
      offsetMs += ms;
    },
    offsetMs: () => offsetMs,
  };
}
