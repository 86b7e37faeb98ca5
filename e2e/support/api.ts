import type { APIRequestContext } from 'playwright-core';
import { apiClient, type ApiClient } from '../../apps/server/src/test/api-client.js';

/**
 * The typed calls of a browser test through playwright's request context (`page.request`: the
 * page's cookies, so a signed-in console's calls carry its session), checked against the
 * contracts' declarations like a server test's (`apps/server/src/test/api-client.ts`).
 */
export function browserApi(request: APIRequestContext): ApiClient {
  return apiClient(async ({ method, url, headers, payload }) => {
    const response = await request.fetch(url, {
      method,
      headers,
      ...(payload === undefined ? {} : { data: payload }),
    });
    return { status: response.status(), headers: response.headers(), text: await response.text() };
  });
}
