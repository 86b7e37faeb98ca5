/** Sends a text message. Implementations: the `outbox` table (default) and an HTTP provider. */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  /**
   * `channel` 'alimtalk' asks a provider that supports it for a 알림톡 (KakaoTalk business
   * message, SMS fallback); 'sms' or none is a text message.
   */
  send(message: { to: string; body: string; channel?: string }): Promise<void>;
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
