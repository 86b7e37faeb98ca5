/** Sends an e-mail. Implementations: the `outbox` table (default) and SMTP (nodemailer). */
export interface EmailSender {
  readonly kind: 'outbox' | 'smtp';
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  /** Ends pooled connections (the app's close). */
  close?(): void;
}

export class EmailSendError extends Error {
  constructor(
    message: string,
    /** `rejected`: the server refused the message or its recipient; `network`: no answer. */
    readonly reason: 'network' | 'rejected',
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}
