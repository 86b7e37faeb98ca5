import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { outbox } from '../../modules/sms/tables.js';
import type { SmsSender } from './port.js';

/** Keeps messages in the `outbox` table, readable at GET /dev/outbox outside production. */
export function outboxSmsSender(deps: { db: Db; clock: Clock }): SmsSender {
  return {
    kind: 'outbox',
    async send({ to, body, channel }) {
      await deps.db
        .insert(outbox)
        .values({ channel: channel ?? 'sms', recipient: to, body, createdAt: deps.clock.now() });
    },
  };
}
