import { ERROR_MESSAGES, type ErrorCode } from '@haetbit/contracts';

/** A domain error with a stable code; the error handler maps it to `{code, message}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message?: string,
    /** Extra fields of the error body that tell the client what to show (see errorBodySchema). */
    readonly extra?: { status?: string; limit?: number },
  ) {
    super(message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? code);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND', message?: string) =>
  new AppError(404, code, message);
export const forbidden = (code: ErrorCode = 'FORBIDDEN_DEVICE', message?: string) =>
  new AppError(403, code, message);
export const badRequest = (code: ErrorCode = 'VALIDATION_FAILED', message?: string) =>
  new AppError(400, code, message);
export const conflict = (code: ErrorCode = 'CONFLICT', message?: string) =>
  new AppError(409, code, message);
