/** Sends a text message. Implementations: the `outbox` table (default) and an HTTP provider. */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  send(message: { to: string; body: string }): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly reason: 'network' | 'timeout' | 'http_error' | 'rejected',
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
