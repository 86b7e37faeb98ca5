import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSmsSender } from './http.js';
import { SmsSendError } from './port.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

describe('HTTP SMS provider adapter', () => {
  let server: Server;
  let baseUrl: string;
  let handler: Handler = () => undefined;
  const received: { authorization: string | undefined; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => handler(request, body, response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const sender = (timeoutMs = 2000) =>
    httpSmsSender({
      url: `${baseUrl}/v1/messages`,
      apiKey: 'key-123',
      sender: '15880000',
      timeoutMs,
    });

  it('posts the message with the key and digits-only numbers, accepting resultCode 0000', async () => {
    handler = (request, body, response) => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"resultCode":"0000","messageId":"m1"}');
    };
    await sender().send({ to: '010-1234-5678', body: '[햇빛 매칭] 인증번호 123456' });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer key-123',
      body: {
        type: 'SMS',
        from: '15880000',
        to: '01012345678',
        text: '[햇빛 매칭] 인증번호 123456',
      },
    });
  });

  it.each([
    [
      'a non-2xx answer',
      (_q: IncomingMessage, _b: string, r: ServerResponse) => r.writeHead(500).end('oops'),
      'http_error',
    ],
    [
      'a rejection code',
      (_q: IncomingMessage, _b: string, r: ServerResponse) =>
        r.writeHead(200).end('{"resultCode":"E401"}'),
      'rejected',
    ],
    [
      'a malformed body',
      (_q: IncomingMessage, _b: string, r: ServerResponse) => r.writeHead(200).end('<html>'),
      'rejected',
    ],
  ] as const)('turns %s into a typed send error', async (_label, failing, reason) => {
    handler = failing;
    const error = await sender()
      .send({ to: '010-1234-5678', body: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).reason).toBe(reason);
  });

  it('gives up after its timeout', async () => {
    handler = () => undefined; // never answers
    const error = await sender(200)
      .send({ to: '010-1234-5678', body: 'x' })
      .catch((caught: unknown) => caught);
    expect((error as SmsSendError).reason).toBe('timeout');
  });

  it('reports an unreachable provider as a network failure', async () => {
    const unreachable = httpSmsSender({
      url: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      sender: '1',
      timeoutMs: 1000,
    });
    const error = await unreachable
      .send({ to: '010-1234-5678', body: 'x' })
      .catch((caught: unknown) => caught);
    expect((error as SmsSendError).reason).toBe('network');
  });
});
