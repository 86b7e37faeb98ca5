/**
 * Where an endpoint lives: its method and path template. This file and `routes/` import no zod,
 * so the web app can name an endpoint without loading its schemas (decision 013: the owner app's
 * first load stays within its budget). The schemas of each route are declared once beside it in
 * `endpoints/`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Fastify's template: `:name` stands for a path parameter. */
  readonly path: string;
}

/** The parameter names of a path template: `/api/x/:id/:kind` → `'id' | 'kind'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The concrete path of a route: each `:name` replaced by its parameter, URI-encoded. A missing
 * parameter is a programming error, so it throws instead of calling a wrong address.
 */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number | boolean>> | undefined,
): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
