import nodemailer from 'nodemailer';
import { EmailSendError, type EmailSender } from './port.js';

export interface SmtpOptions {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS at once). */
  url: string;
  /** The From header, e.g. `햇빛 매칭 <no-reply@example.kr>`. */
  from: string;
  timeoutMs?: number;
}

/**
 * E-mail through an SMTP server (nodemailer). One pooled connection per instance; a refused
 * recipient or message and a server that does not answer both surface as EmailSendError, so the
 * notifier retries with backoff. Sending is not idempotent: no retry here.
 */
export function smtpEmailSender(options: SmtpOptions): EmailSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  });
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      try {
        const info = await transport.sendMail({ from: options.from, to, subject, text });
        if (info.rejected.length > 0) {
          throw new EmailSendError(`recipient refused: ${info.rejected.join(', ')}`, 'rejected');
        }
      } catch (error) {
        if (error instanceof EmailSendError) throw error;
        const { responseCode, message } = error as { responseCode?: number; message?: string };
        throw new EmailSendError(
          message ?? String(error),
          responseCode !== undefined ? 'rejected' : 'network',
        );
      }
    },
    close() {
      transport.close();
    },
  };
}
