import type { z } from 'zod';
import { errorBodySchema, type ERROR_STATUS } from '../errors.js';
import type { ApiRoute } from './route.js';

/**
 * One endpoint declared once (decision 013): its route, its inputs and its answer per status.
 * The server registers its route from this declaration (OpenAPI at /docs included), the web app
 * derives the fetcher's input and answer types from it, and the property-based API test walks
 * the document it produces.
 */
export interface EndpointSchemas {
  readonly summary?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Every status the endpoint answers with and its body; errors are `{code, message}`. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
}

export type Endpoint<
  R extends ApiRoute = ApiRoute,
  S extends EndpointSchemas = EndpointSchemas,
> = S & { readonly route: R };

export const endpoint = <R extends ApiRoute, const S extends EndpointSchemas>(
  route: R,
  schemas: S,
): Endpoint<R, S> => ({ ...schemas, route });

/** A status that some error code of the contracts' table answers with. */
export type ErrorStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS];

/**
 * The answers of an endpoint's error statuses: every error has the same `{code, message}` body, so
 * a declaration names only the statuses its codes can reach (see ERROR_STATUS).
 */
export const errorAnswers = <S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;

type SuccessStatus = 200 | 201 | 202 | 204;
type Slot = 'params' | 'query' | 'body';

/** What the caller sends in one slot (zod input), or nothing when the endpoint has no such slot. */
type SlotInput<E, K extends Slot> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? Record<string, never> extends z.input<S>
    ? { readonly [P in K]?: z.input<S> }
    : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: undefined };

/** A call's inputs: path parameters, query and body, each present when the endpoint has it. */
export type EndpointInput<E> = SlotInput<E, 'params'> &
  SlotInput<E, 'query'> &
  SlotInput<E, 'body'>;

/** What a handler receives in one slot after validation (zod output). */
export type EndpointParsed<E, K extends Slot> = E extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : unknown;

type SuccessSchemas<E> = E extends { readonly responses: infer Rs }
  ? { [K in keyof Rs & SuccessStatus]: Rs[K] }[keyof Rs & SuccessStatus]
  : never;

/** The body of a successful answer as the caller reads it. */
export type EndpointAnswer<E> =
  SuccessSchemas<E> extends infer S ? (S extends z.ZodType ? z.output<S> : never) : never;

/** The body a handler returns for a successful answer (before serialisation). */
export type EndpointReply<E> =
  SuccessSchemas<E> extends infer S ? (S extends z.ZodType ? z.input<S> : never) : never;

/** The success status an endpoint answers with when it declares one (201 for a creation). */
export function successStatusOf(declaration: EndpointSchemas): number {
  const statuses = Object.keys(declaration.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return statuses.length === 1 ? (statuses[0] ?? 200) : 200;
}
