import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorBody } from '@haetbit/contracts';
import { AppError } from '../lib/errors.js';

/** Codes for framework errors below 500 that carry no domain code of ours. */
const STATUS_CODES: Record<number, keyof typeof ERROR_MESSAGES> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN_DEVICE',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One error shape for every failure: `{code, message}` plus `details` for validation. A 5xx never
 * echoes its internal message; anything the client sent wrong is a 4xx.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler<FastifyError | AppError | Error>((error, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .status(error.statusCode)
          .send({ ...body(error.code, error.message), ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          path: [
            error.validationContext,
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          ]
            .filter(Boolean)
            .join('.'),
          message: issue.message ?? 'invalid',
        }));
        return reply
          .status(400)
          .send({ ...body('VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED), details });
      }
      if (isUnstorableText(error)) {
        return reply.status(400).send(body('VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED));
      }
      const statusCode =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (statusCode >= 400 && statusCode < 500) {
        const code = STATUS_CODES[statusCode] ?? 'VALIDATION_FAILED';
        return reply.status(statusCode).send(body(code, ERROR_MESSAGES[code]));
      }
      if (isDatabaseUnreachable(error)) {
        // The database is restarting or out of reach: the pool reconnects by itself on the next
        // call, so the client is told to try again shortly rather than that something broke.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '2')
          .send(body('DATABASE_UNAVAILABLE', ERROR_MESSAGES.DATABASE_UNAVAILABLE));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body('INTERNAL', ERROR_MESSAGES.INTERNAL));
    });
  },
  { name: 'errors' },
);

/**
 * PostgreSQL refuses text it cannot store (a NUL character: 22021, or an untranslatable one:
 * 22P05). Only a client's string carries such a character, so it is the client's error, whichever
 * field it came in (issue 13). The driver's error may be wrapped (Drizzle's `cause`).
 */
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's socket errors on the way to the database. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** What the pg driver says when a connection dies under it (it sets no code for these). */
const CONNECTION_LOST =
  /^Connection terminated|not queryable|timeout exceeded when trying to connect/;

/**
 * The database cannot be reached: PostgreSQL's connection exceptions (SQLSTATE class 08), an
 * operator or crash shutdown and a server still starting (57P01-57P03), a refused or reset socket,
 * or a connection the driver lost. The driver's error may be wrapped (Drizzle's `cause`).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03') return true;
      if (UNREACHABLE_SOCKET_CODES.has(code)) return true;
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function body(code: string, message: string): ErrorBody {
  return { code, message };
}
