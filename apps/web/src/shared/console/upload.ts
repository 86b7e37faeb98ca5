import { type ApiRoute, fillPath, SITE_DIV, SITE_HEADER } from '@haetbit/contracts';
import { ApiError, type AnswerOf, type InputOf, safeJson, toApiError } from '../api/client';
import { consoleSessionExpired } from './session-expiry';

/** What a console upload sends: the file, and who hears of its progress (0-100). */
export interface FileUpload {
  file: File;
  onProgress?: (percent: number) => void;
}

/**
 * Uploads one file to a declared console route as multipart field `file` (the one upload path of
 * the consoles, which the server reads as a stream), reporting progress (0-100). XMLHttpRequest
 * because fetch has no upload progress.
 */
export function uploadConsole<R extends ApiRoute>(
  route: R,
  input: { params?: InputOf<R>['params'] } & FileUpload,
): Promise<AnswerOf<R>> {
  const params = input.params as Readonly<Record<string, string | number | boolean>> | undefined;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, fillPath(route.path, params));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(SITE_HEADER, SITE_DIV);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        input.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      const data = request.responseText ? safeJson(request.responseText) : undefined;
      if (request.status >= 200 && request.status < 300) {
        input.onProgress?.(100);
        resolve(data as AnswerOf<R>);
      } else {
        if (request.status === 401) consoleSessionExpired();
        reject(toApiError(request.status, data, request.statusText));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', '업로드에 실패했습니다.'));
    const form = new FormData();
    form.append('file', input.file);
    request.send(form);
  });
}
