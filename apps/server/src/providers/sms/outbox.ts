import type { Clock } from '../../lib/clock.js';
import type { SmsSender } from './port.js';

/** One message as the outbox keeps it. */
export interface OutboxMessage {
  channel: string;
  recipient: string;
  body: string;
  createdAt: Date;
}

/**
 * Keeps messages instead of sending them, readable at GET /dev/outbox outside production. The
 * sms module owns the `outbox` table, so it hands in the write (`record`); the port knows no table.
 */
export function outboxSmsSender(deps: {
  record: (message: OutboxMessage) => Promise<void>;
  clock: Clock;
}): SmsSender {
  return {
    kind: 'outbox',
    async send({ to, body, channel }) {
      await deps.record({
        channel: channel ?? 'sms',
        recipient: to,
        body,
        createdAt: deps.clock.now(),
      });
    },
  };
}
