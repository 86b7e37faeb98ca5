import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/local-server.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.js';
import { EmailSendError } from './port.js';
import { smtpEmailSender } from './smtp.js';

describe('SMTP e-mail adapter', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture({ refuse: ['gone@example.kr'] });
  });
  afterAll(async () => smtp.close());

  it('delivers a Korean subject and text to the SMTP server from the configured sender', async () => {
    const sender = smtpEmailSender({ url: smtp.url, from: '햇빛 매칭 <no-reply@example.kr>' });
    try {
      await sender.send({
        to: 'partner@example.kr',
        subject: '[햇빛 매칭] 새 시공 요청',
        text: '경남 산청군 단성면 토지 99kW',
      });
    } finally {
      sender.close?.();
    }
    expect(smtp.to('partner@example.kr')).toEqual([
      {
        from: 'no-reply@example.kr',
        to: ['partner@example.kr'],
        subject: '[햇빛 매칭] 새 시공 요청',
        text: '경남 산청군 단성면 토지 99kW',
      },
    ]);
  });

  it('reports a refused recipient as rejected', async () => {
    const sender = smtpEmailSender({ url: smtp.url, from: 'no-reply@example.kr' });
    try {
      const error = await sender
        .send({ to: 'gone@example.kr', subject: 's', text: 't' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EmailSendError);
      expect((error as EmailSendError).reason).toBe('rejected');
    } finally {
      sender.close?.();
    }
    expect(smtp.to('gone@example.kr')).toEqual([]);
  });

  it('reports a server that does not answer as a network failure', async () => {
    const port = await freePort();
    const sender = smtpEmailSender({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@example.kr',
      timeoutMs: 2000,
    });
    try {
      const error = await sender
        .send({ to: 'partner@example.kr', subject: 's', text: 't' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EmailSendError);
      expect((error as EmailSendError).reason).toBe('network');
    } finally {
      sender.close?.();
    }
  });
});
