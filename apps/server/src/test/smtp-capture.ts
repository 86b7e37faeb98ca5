import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the capture server received it. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  mails: CapturedMail[];
  /** Mails to one address. */
  to(address: string): CapturedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps every mail it accepts (parsed), for tests
 * of the e-mail adapter and of the notifications that go through it. Recipients in `refuse` are
 * refused at RCPT TO with 550, as a server refuses an unknown mailbox.
 */
export async function startSmtpCapture(options: { refuse?: string[] } = {}): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((item) => item.address),
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').trim(),
          });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    to: (address) => mails.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
