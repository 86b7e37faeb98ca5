import { APP_ERROR_MESSAGES, ERROR_STATUS, type AppErrorCode } from '@haetbit/contracts';

/**
 * A domain error with a stable code; the error handler maps it to `{code, message}` with the code's
 * status from the contracts' ERROR_STATUS table, so a code answers with one status everywhere.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message?: string,
    /** Extra fields of the error body that tell the client what to show (see errorBodySchema). */
    readonly extra?: {
      status?: string;
      limit?: number;
      details?: { path: string; message: string }[];
    },
  ) {
    super(message ?? APP_ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/**
 * A row that belongs to one device may be read or changed only by that device: otherwise 403. An
 * id that names no row answers exactly the same (code, message, status), so a caller cannot tell
 * another device's id from one that does not exist (issue 20, finding 7).
 */
export function ownedBy<T extends { deviceId: string }>(
  row: T | null | undefined,
  deviceId: string,
): T {
  if (!row || row.deviceId !== deviceId) throw new AppError('FORBIDDEN_DEVICE');
  return row;
}
