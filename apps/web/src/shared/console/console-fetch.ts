/**
 * A console call (operator or contractor): the session is the HttpOnly cookie the server sets, so
 * requests go same-origin with credentials and no Authorization header (DESIGN D12). Each console
 * turns the answer into its own error type.
 */
export function consoleRequest(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown } = {},
): Promise<Response> {
  return fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
}
