import {
  type ApiRoute,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointOfRoute,
  fillPath,
  SERVER_TIME_HEADER,
  sessionCreate,
  SITE_DIV,
  SITE_HEADER,
  TIMING_MS,
} from '@haetbit/contracts';
import {
  readAccessToken,
  readDeviceSecret,
  readStoredDeviceId,
  storeAccessToken,
  storeDeviceSecret,
} from '../session/storage';
import { consoleSessionExpired } from '../console/session-expiry';
import { noteServerTime } from './server-time';

/** A failed call: the server's `{code, message}` (and its field details) when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * How a call shows who asks (DESIGN D8, D12): the owner app's bearer session token, a console's
 * HttpOnly cookie (same-origin, never a bearer token), or nobody (the session call itself).
 */
export type Auth = 'owner' | 'console' | 'anonymous';

/** The declaration of a route, found by its method and path among the contracts' endpoints. */
export type EndpointOf<R extends ApiRoute> = EndpointOfRoute<R>;
/** What a call of a route answers on success. */
export type AnswerOf<R extends ApiRoute> = EndpointAnswer<EndpointOf<R>>;
/** What a call of a route sends: path parameters, query and body as its declaration has them. */
export type InputOf<R extends ApiRoute> = EndpointInput<EndpointOf<R>> & { signal?: AbortSignal };
/** The request body of a route as its declaration types it (zod input). */
export type BodyOf<R extends ApiRoute> = Exclude<InputOf<R>['body'], undefined>;
/** The input may be left out when the route takes none. */
type InputArgs<R extends ApiRoute> =
  Record<string, never> extends Omit<InputOf<R>, 'signal'>
    ? [input?: InputOf<R>]
    : [input: InputOf<R>];

interface Sent {
  params?: Readonly<Record<string, string | number | boolean>>;
  query?: Readonly<Record<string, string | number | boolean | undefined | null>>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * One HTTP exchange: the route's path filled from its parameters, a 10 000 ms timeout, the site
 * header and the bearer token when one is given. Notes the server's clock of the answer.
 */
async function exchange<T>(
  route: ApiRoute,
  sent: unknown,
  token: string | null,
  read: 'json' | 'blob' = 'json',
): Promise<T> {
  const input = (sent ?? {}) as Sent;
  const url = new URL(fillPath(route.path, input.params), window.location.origin);
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') {
      url.searchParams.set(key, String(value));
    }
  }
  const headers: Record<string, string> = { [SITE_HEADER]: SITE_DIV, accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(TIMING_MS.requestTimeout);
  const sentAt = Date.now();
  const response = await fetch(url, {
    method: route.method,
    headers,
    credentials: 'same-origin',
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: input.signal ? AbortSignal.any([input.signal, timeout]) : timeout,
  });
  noteServerTime(response.headers.get(SERVER_TIME_HEADER), sentAt, Date.now());
  if (read === 'blob' && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw toApiError(response.status, data, response.statusText);
  return data as T;
}

let renewal: Promise<string> | null = null;

/**
 * Whether this app holds, or has just been issued, the secret of a device: true when the device
 * was unclaimed (the server issued its secret now) or its secret is kept here; false when it
 * belongs to someone else. No session of it is kept.
 */
export async function mayUseDevice(deviceId: string): Promise<boolean> {
  try {
    await exchangeDevice(deviceId);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** The session exchange: the device id with the secret kept for it, if any (decision 003). */
async function exchangeDevice(deviceId: string): Promise<AnswerOf<typeof sessionCreate>> {
  const deviceSecret = readDeviceSecret(deviceId);
  const session = await exchange<AnswerOf<typeof sessionCreate>>(
    sessionCreate,
    { body: { deviceId, ...(deviceSecret ? { deviceSecret } : {}) } },
    null,
  );
  // Answered only by the exchange that claimed the device: the one chance to keep it.
  if (session.deviceSecret) storeDeviceSecret(deviceId, session.deviceSecret);
  return session;
}

/**
 * The one place an owner session is opened or renewed (spec section 6, DESIGN D8): the device id
 * and its secret are exchanged for a session token, which is kept for the calls that follow.
 * Calls that meet an expired session at the same time share one exchange.
 */
export function openOwnerSession(deviceId: string): Promise<string> {
  renewal ??= exchangeDevice(deviceId)
    .then((session) => {
      storeAccessToken(session.token, session.expiresAt);
      return session.token;
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/**
 * The one way the web app calls the server (spec sections 6 and 9) with the caller's credential.
 * An owner call without a live session opens one first; one refused with 401 (the session
 * expired on the server's clock) renews the session and is sent once more.
 */
async function send<T>(
  route: ApiRoute,
  sent: unknown,
  auth: Auth,
  read: 'json' | 'blob' = 'json',
): Promise<T> {
  const deviceId = auth === 'owner' ? readStoredDeviceId() : null;
  if (!deviceId) return exchange<T>(route, sent, null, read);
  const token = readAccessToken() ?? (await openOwnerSession(deviceId));
  try {
    return await exchange<T>(route, sent, token, read);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    return exchange<T>(route, sent, await openOwnerSession(deviceId), read);
  }
}

/** The error of a refused call, from the `{code, message}` body when there is one. */
export function toApiError(status: number, data: unknown, fallback: string): ApiError {
  const error = (data ?? {}) as {
    code?: string;
    message?: string;
    details?: { path: string; message: string }[];
  };
  return new ApiError(
    status,
    error.code ?? 'HTTP_ERROR',
    error.message ?? fallback,
    error.details ?? [],
  );
}

/** Calls a declared route as the owner app (bearer session token). */
export const callApi = <R extends ApiRoute>(route: R, ...[input]: InputArgs<R>) =>
  send<AnswerOf<R>>(route, input, 'owner');

/**
 * Reads a file route as the owner app (bearer session token), for files only the owner may open
 * (a proposal): the answer's bytes.
 */
export const callApiFile = <R extends ApiRoute>(route: R, ...[input]: InputArgs<R>) =>
  send<Blob>(route, input, 'owner', 'blob');

/** Calls a declared route without a credential (the session exchange). */
export const callAnonymous = <R extends ApiRoute>(route: R, ...[input]: InputArgs<R>) =>
  send<AnswerOf<R>>(route, input, 'anonymous');

/**
 * Calls a declared route as a console (operator or contractor session cookie). A 401 means the
 * session ended: the console is told, and shows its login.
 */
export const callConsole = <R extends ApiRoute>(route: R, ...[input]: InputArgs<R>) =>
  send<AnswerOf<R>>(route, input, 'console').catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) consoleSessionExpired();
    throw error;
  });

/**
 * The address of a route the browser opens itself (an image, a file link): the same declared
 * route and path parameters, no call.
 */
export const routeUrl = <R extends ApiRoute>(
  route: R,
  params: Readonly<Record<string, string | number>>,
): string => fillPath(route.path, params);

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
