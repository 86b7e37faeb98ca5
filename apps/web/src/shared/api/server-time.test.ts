import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerTime, serverNow, serverNowMs } from './server-time';

describe('server time', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at the server clock once an answer carried it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T00:00:00Z') });
    // The server is three days ahead; the answer took 200 ms.
    noteServerTime('2026-03-05T00:00:00.100Z', Date.now(), Date.now() + 200);
    expect(serverNow().toISOString()).toBe('2026-03-05T00:00:00.000Z');
    vi.advanceTimersByTime(86_400_000);
    expect(serverNow().toISOString()).toBe('2026-03-06T00:00:00.000Z');
  });

  it('keeps the last known offset when an answer has no usable time', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T00:00:00Z') });
    noteServerTime('2026-03-02T10:00:00Z', Date.now(), Date.now());
    noteServerTime(null, Date.now(), Date.now());
    noteServerTime('not a date', Date.now(), Date.now());
    expect(serverNowMs() - Date.now()).toBe(10 * 3600_000);
  });
});
