import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status?: number;
  body?: string | object;
  contentType?: string;
  /** Answer after this many ms (timeouts). */
  delayMs?: number;
  /** Close the socket without an answer (network failure). */
  destroy?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

export type FakeHandler = (
  request: RecordedRequest,
  raw: IncomingMessage,
) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replace the handler between tests. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 (port 0) replaying documented response formats. */
export async function startFakeServer(
  initial: FakeHandler = () => ({ status: 404, body: '' }),
): Promise<FakeServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((raw, response) => {
    const url = new URL(raw.url ?? '/', 'http://127.0.0.1');
    const request = { method: raw.method ?? 'GET', path: url.pathname, query: url.searchParams };
    requests.push(request);
    void Promise.resolve(handler(request, raw)).then(async (reply) => {
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (reply.destroy) {
        raw.socket.destroy();
        return;
      }
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? '');
      const contentType =
        reply.contentType ??
        (typeof reply.body === 'string' && reply.body.trim().startsWith('<')
          ? 'text/xml;charset=UTF-8'
          : 'application/json;charset=UTF-8');
      if (response.destroyed) return;
      response.writeHead(reply.status ?? 200, { 'content-type': contentType });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Fast HTTP policy for contract tests: short timeout, one retry, tiny back-off. */
export const testHttp = { timeoutMs: 150, retries: 1, backoffMs: 5 };
