import type { FastifyInstance } from 'fastify';
import {
  fillPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type ErrorBody,
  type PathParamNames,
} from '@haetbit/contracts';

/**
 * Tests call the API through the contracts' endpoint declarations (decision 013), as the web app
 * does: the compiler checks a call's path parameters, query and body against the declaration, and
 * every answer is checked against the schema the declaration gives its status, so a test also
 * proves the answer's shape. Server tests send through `app.inject` (`testClient`), browser tests
 * through playwright's request context (`e2e/support/api.ts`), both over `apiClient`.
 */

/** Who makes a call: an owner's device session (its bearer), a console's session cookie. */
export type Caller = { readonly authorization: string } | { readonly cookie: string };

/** One HTTP exchange as a transport sends it. */
export interface Exchange {
  readonly method: string;
  /** The path with its query. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, when the call has a body. */
  readonly payload?: string;
}

/** What came back. */
export interface Received {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | number | string[] | undefined>>;
  readonly text: string;
}

/** How a client reaches the server. */
export type Transport = (exchange: Exchange) => Promise<Received>;

/** Path parameters named by the route's template, each a string or a number. */
type PathInput<E extends Endpoint> = [PathParamNames<E['route']['path']>] extends [never]
  ? unknown
  : { readonly params: Readonly<Record<PathParamNames<E['route']['path']>, string | number>> };

interface CallOptions {
  /** Who calls; nobody (no credential) when left out. */
  readonly as?: Caller | null | undefined;
  /** Further request headers (an origin, a forwarded address). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A call's input: what the declaration types, the path's parameters and who calls. */
export type CallInput<E extends Endpoint> = EndpointInput<E> & PathInput<E> & CallOptions;

/** The input may be left out when the endpoint needs none. */
type InputArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** An input the compiler does not check: what a test of refused input sends. */
export interface UncheckedInput extends CallOptions {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
}

/** An answer of one of the statuses the endpoint declares. */
export interface Reply<E extends Endpoint> {
  readonly status: number;
  readonly headers: Received['headers'];
  /** The body as sent. */
  readonly text: string;
  /** A success answer, parsed by its declared schema; undefined for an error status. */
  readonly answer: EndpointAnswer<E> | undefined;
  /** An error's `{code, message, …}` with every field it carries; undefined on success. */
  readonly error: (ErrorBody & Record<string, unknown>) | undefined;
}

export interface ApiClient {
  /** Sends a call and answers its success body; throws on any other answer. */
  call<E extends Endpoint>(declaration: E, ...input: InputArgs<E>): Promise<EndpointAnswer<E>>;
  /** Sends a call and answers whatever declared status came back (a test of a refusal). */
  send<E extends Endpoint>(declaration: E, ...input: InputArgs<E>): Promise<Reply<E>>;
  /** Sends input the compiler would refuse (a test of the server's validation). */
  sendUnchecked<E extends Endpoint>(declaration: E, input: UncheckedInput): Promise<Reply<E>>;
}

/** The path with its query of a call; parameters URI-encoded, empty query values left out. */
export function callUrl(
  path: string,
  params: UncheckedInput['params'],
  query: UncheckedInput['query'],
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${fillPath(path, params)}${text ? `?${text}` : ''}`;
}

function callerHeaders(caller: Caller | null | undefined): Record<string, string> {
  if (!caller) return {};
  return 'cookie' in caller ? { cookie: caller.cookie } : { authorization: caller.authorization };
}

function readJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The typed calls over a transport. */
export function apiClient(transport: Transport): ApiClient {
  async function send<E extends Endpoint>(
    declaration: E,
    input: UncheckedInput = {},
  ): Promise<Reply<E>> {
    const { method, path } = declaration.route;
    const headers: Record<string, string> = { ...callerHeaders(input.as), ...input.headers };
    const hasBody = input.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const received = await transport({
      method,
      url: callUrl(path, input.params, input.query),
      headers,
      ...(hasBody ? { payload: JSON.stringify(input.body) } : {}),
    });
    const call = `${method} ${path} answered ${received.status}`;
    const schema = declaration.responses[received.status];
    if (!schema) {
      throw new Error(`${call}, a status its declaration does not list: ${received.text}`);
    }
    const body = readJson(received.text);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new Error(`${call} with a body its declaration refuses: ${parsed.error.message}`);
    }
    const success = received.status >= 200 && received.status < 300;
    return {
      status: received.status,
      headers: received.headers,
      text: received.text,
      answer: success ? (parsed.data as EndpointAnswer<E>) : undefined,
      // The body as sent: the declared `{code, message}` schema drops the fields it does not name.
      error: success ? undefined : (body as ErrorBody & Record<string, unknown>),
    };
  }

  return {
    async call(declaration, ...[input]) {
      const reply = await send(declaration, input as UncheckedInput | undefined);
      if (reply.error) {
        const { method, path } = declaration.route;
        throw new Error(`${method} ${path} answered ${reply.status}: ${reply.text}`);
      }
      return reply.answer as EndpointAnswer<typeof declaration>;
    },
    send: (declaration, ...[input]) => send(declaration, input as UncheckedInput | undefined),
    sendUnchecked: send,
  };
}

/**
 * The typed calls of a server test, sent through `app.inject`: to an app, or to a suite's test app
 * (`testAppForSuite`), whose app is read when a call is made.
 */
export function testClient(target: FastifyInstance | { readonly app: FastifyInstance }): ApiClient {
  return apiClient(async ({ method, url, headers, payload }) => {
    const app = 'inject' in target ? target : target.app;
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, headers: response.headers, text: response.body };
  });
}
