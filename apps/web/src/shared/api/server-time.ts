/**
 * The server's clock as the app knows it: every answer carries the server's time
 * (`SERVER_TIME_HEADER`), and the app keeps how far it runs from the device's clock. Deadlines,
 * D-day counts and countdowns are computed from `serverNow`, never from the device's clock alone.
 */
let offsetMs = 0;

/**
 * Notes the server time of an answer. The answer was stamped between sending and receiving, so
 * its time is taken as the middle of that interval.
 */
export function noteServerTime(
  serverIso: string | null,
  sentAtMs: number,
  receivedAtMs: number,
): void {
  if (!serverIso) return;
  const serverMs = Date.parse(serverIso);
  if (!Number.isFinite(serverMs)) return;
  offsetMs = serverMs - (sentAtMs + receivedAtMs) / 2;
}

/** The server's current time in epoch milliseconds. */
export const serverNowMs = (): number => Date.now() + offsetMs;

/** The server's current time. */
export const serverNow = (): Date => new Date(serverNowMs());
