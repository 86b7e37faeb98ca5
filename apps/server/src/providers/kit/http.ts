import { setTimeout as sleep } from 'node:timers/promises';
import type { UnavailableReason } from '@haetbit/contracts';
import {
  unavailable,
  type ProviderLogger,
  type ProviderMetrics,
  type ProviderResult,
  type ProviderSource,
} from './result.js';

/** Spec section 9: request timeout 10 000 ms. */
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_BACKOFF_MS = 400;

export interface HttpOptions {
  timeoutMs: number;
  /** Extra attempts for idempotent calls (network error, timeout, 5xx, 429). */
  retries: number;
  /** Wait before the n-th retry: backoffMs × 2^(n-1). */
  backoffMs: number;
}

export const defaultHttpOptions: HttpOptions = {
  timeoutMs: DEFAULT_TIMEOUT_MS,
  retries: 1,
  backoffMs: DEFAULT_BACKOFF_MS,
};

export interface HttpResponse {
  status: number;
  contentType: string;
  body: string;
}

export type HttpOutcome =
  { ok: true; response: HttpResponse } | { ok: false; reason: UnavailableReason; detail: string };

/** The URL without its query string, so keys never reach a log line. */
export function describeUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * One GET with a timeout; idempotent calls are retried once with back-off on network errors,
 * timeouts, 5xx and 429. Any non-2xx after that is `http_error`. Never throws.
 */
export async function httpGet(url: URL, options: HttpOptions): Promise<HttpOutcome> {
  let last: HttpOutcome = { ok: false, reason: 'network', detail: 'not attempted' };
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) await sleep(options.backoffMs * 2 ** (attempt - 1));
    last = await attemptGet(url, options.timeoutMs);
    if (last.ok) {
      const { status } = last.response;
      if (status >= 200 && status < 300) return last;
      last = {
        ok: false,
        reason: 'http_error',
        detail: `HTTP ${status} from ${describeUrl(url)}`,
      };
      if (status < 500 && status !== 429) return last;
    } else if (last.reason !== 'network' && last.reason !== 'timeout') {
      return last;
    }
  }
  return last;
}

async function attemptGet(url: URL, timeoutMs: number): Promise<HttpOutcome> {
  try {
    const response = await fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json, application/xml;q=0.9, */*;q=0.5' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return {
      ok: true,
      response: {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body,
      },
    };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        ok: false,
        reason: 'timeout',
        detail: `no answer within ${timeoutMs} ms from ${describeUrl(url)}`,
      };
    }
    return {
      ok: false,
      reason: 'network',
      detail: `${(error as Error).message} (${describeUrl(url)})`,
    };
  }
}

/** Parses a JSON body; a body that is not JSON gives `malformed` (an XML error body is read first). */
export function parseJson(
  response: HttpResponse,
): { ok: true; value: unknown } | { ok: false; reason: UnavailableReason; detail: string } {
  const text = response.body.trim();
  if (text === '') return { ok: false, reason: 'empty', detail: 'empty body' };
  if (text.startsWith('<')) {
    const code = xmlErrorCode(text);
    return code
      ? { ok: false, reason: 'http_error', detail: `service error ${code}` }
      : { ok: false, reason: 'malformed', detail: 'XML body where JSON was expected' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'malformed', detail: 'body is not JSON' };
  }
}

/**
 * Error codes inside XML error bodies: the data.go.kr gateway (`returnAuthMsg`, `returnReasonCode`),
 * data.go.kr services (`resultCode` other than 00/0/0000 with `resultMsg`) and VWorld (`code`, `text`).
 */
export function xmlErrorCode(xml: string): string | null {
  const tag = (name: string) =>
    new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(xml)?.[1] ?? null;
  const auth = tag('returnAuthMsg');
  if (auth) return auth;
  const resultCode = tag('resultCode');
  if (resultCode && !/^0+$/.test(resultCode))
    return `${resultCode} ${tag('resultMsg') ?? ''}`.trim();
  const errorCode = tag('code');
  if (errorCode && /ERROR|KEY|LIMIT|PARAM|TYPE|RANGE|DENIED/i.test(errorCode)) return errorCode;
  if (
    /INVALID_KEY|INCORRECT_KEY|UNAVAILABLE_KEY|OVER_REQUEST_LIMIT|SERVICE_ACCESS_DENIED/.test(xml)
  ) {
    return /(INVALID_KEY|INCORRECT_KEY|UNAVAILABLE_KEY|OVER_REQUEST_LIMIT|SERVICE_ACCESS_DENIED)/.exec(
      xml,
    )![1]!;
  }
  return null;
}

export function fromOutcome<T>(outcome: {
  ok: false;
  reason: UnavailableReason;
  detail: string;
}): ProviderResult<T> {
  return unavailable(outcome.reason, outcome.detail);
}

/** Reads a number the services send as string or number; null for blanks and non-numbers. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replaceAll(',', '').trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

/** A single object or an array of them, as NED and data.go.kr send rows. */
export function asArray(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface ReportContext {
  metrics: ProviderMetrics;
  logger: ProviderLogger;
}

/**
 * Wraps every method of an adapter: a thrown error becomes `malformed`, each result is counted,
 * and each unavailable result is logged at warn. Adapters stay plain functions.
 */
export function instrument<T extends object>(
  port: string,
  adapter: T,
  source: ProviderSource,
  context: ReportContext,
): T {
  const wrapped: Record<string, unknown> = {};
  for (const key of Object.keys(adapter) as (keyof T & string)[]) {
    const method = adapter[key];
    if (typeof method !== 'function') {
      wrapped[key] = method;
      continue;
    }
    wrapped[key] = async (...args: unknown[]) => {
      let result: ProviderResult<unknown>;
      try {
        result = await (method as (...a: unknown[]) => Promise<ProviderResult<unknown>>).apply(
          adapter,
          args,
        );
      } catch (error) {
        result = unavailable('malformed', `adapter threw: ${(error as Error).message}`);
      }
      context.metrics.record(`${port}.${key}`, result);
      if (result.status === 'unavailable') {
        context.logger.warn(
          { port, method: key, adapter: source, reason: result.reason, detail: result.detail },
          'outside data unavailable',
        );
      }
      return result;
    };
  }
  return wrapped as T;
}
