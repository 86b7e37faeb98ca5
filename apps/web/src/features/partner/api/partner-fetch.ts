import { ConsoleApiError, consoleRequest } from '../../../shared/console/console-fetch';

/** A failed console call: the server's `{code, message}` (and its details for validation). */
export class PartnerApiError extends ConsoleApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(status, code, message);
    this.name = 'PartnerApiError';
  }
}

type ErrorBody = { code?: string; message?: string; details?: { path: string; message: string }[] };

function toError(status: number, data: unknown, fallback: string): PartnerApiError {
  const error = (data ?? {}) as ErrorBody;
  return new PartnerApiError(
    status,
    error.code ?? 'HTTP_ERROR',
    error.message ?? fallback,
    error.details ?? [],
  );
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The console's calls (DESIGN D12): the session is the HttpOnly cookie the server sets for
 * /api/partner, so requests go same-origin with no Authorization header.
 */
export async function partnerFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
): Promise<T> {
  const response = await consoleRequest(path, options);
  const data = parse(await response.text());
  if (!response.ok) throw toError(response.status, data, response.statusText);
  return data as T;
}

/**
 * Uploads one file as multipart field `file`, reporting progress (0-100). XMLHttpRequest because
 * fetch has no upload progress.
 */
export function partnerUpload<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const data = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(data as T);
      } else {
        reject(toError(request.status, data, request.statusText));
      }
    };
    request.onerror = () => reject(new PartnerApiError(0, 'NETWORK', '업로드에 실패했습니다.'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
