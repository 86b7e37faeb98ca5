import type { UnavailableReason } from '@haetbit/contracts';

export type ProviderSource = 'offline' | 'public';
export type { UnavailableReason };

/** Missing outside data is a result, not an exception (STYLE "Errors and missing data"). */
export type ProviderResult<T> =
  | { status: 'ok'; value: T; source: ProviderSource; fetchedAt: string }
  | { status: 'unavailable'; reason: UnavailableReason; detail?: string };

export function ok<T>(value: T, source: ProviderSource, now: Date = new Date()): ProviderResult<T> {
  return { status: 'ok', value, source, fetchedAt: now.toISOString() };
}

export function unavailable<T = never>(
  reason: UnavailableReason,
  detail?: string,
): ProviderResult<T> {
  return detail === undefined
    ? { status: 'unavailable', reason }
    : { status: 'unavailable', reason, detail };
}

export function isOk<T>(
  result: ProviderResult<T>,
): result is { status: 'ok'; value: T; source: ProviderSource; fetchedAt: string } {
  return result.status === 'ok';
}

/** Maps the value of an ok result, passing an unavailable one through. */
export function mapResult<T, U>(
  result: ProviderResult<T>,
  map: (value: T) => U,
): ProviderResult<U> {
  return result.status === 'ok' ? { ...result, value: map(result.value) } : result;
}

/** The pino subset adapters use: a failing outside call is logged at warn. */
export interface ProviderLogger {
  warn(object: Record<string, unknown>, message?: string): void;
}

export const silentLogger: ProviderLogger = { warn: () => undefined };

export interface PortCounters {
  ok: number;
  unavailable: number;
  byReason: Partial<Record<UnavailableReason, number>>;
}

/** Call counters per port and adapter, exposed for /readyz or a metrics endpoint. */
export class ProviderMetrics {
  private readonly counters = new Map<string, PortCounters>();

  record(port: string, result: ProviderResult<unknown>): void {
    const counters = this.counters.get(port) ?? { ok: 0, unavailable: 0, byReason: {} };
    if (result.status === 'ok') counters.ok += 1;
    else {
      counters.unavailable += 1;
      counters.byReason[result.reason] = (counters.byReason[result.reason] ?? 0) + 1;
    }
    this.counters.set(port, counters);
  }

  snapshot(): Record<string, PortCounters> {
    const out: Record<string, PortCounters> = {};
    for (const [port, counters] of [...this.counters.entries()].sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      out[port] = {
        ok: counters.ok,
        unavailable: counters.unavailable,
        byReason: { ...counters.byReason },
      };
    }
    return out;
  }
}
