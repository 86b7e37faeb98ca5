import type { Clock } from '../../lib/clock.js';
import type { OutboxMessage } from '../sms/outbox.js';
import type { EmailSender } from './port.js';

/**
 * Keeps e-mails in the same `outbox` table as texts (channel `email`, the subject as the body's
 * first line) instead of sending them, readable at GET /dev/outbox outside production.
 */
export function outboxEmailSender(deps: {
  record: (message: OutboxMessage) => Promise<void>;
  clock: Clock;
}): EmailSender {
  return {
    kind: 'outbox',
    async send({ to, subject, text }) {
      await deps.record({
        channel: 'email',
        recipient: to,
        body: `${subject}\n\n${text}`,
        createdAt: deps.clock.now(),
      });
    },
  };
}
