import { errorBodySchema, type ERROR_STATUS } from '@haetbit/contracts';

/** A status that some error code of the contracts' table answers with. */
export type ErrorStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS];

/**
 * The response schemas of a route's error statuses: every error answers the same `{code, message}`
 * body, so a route names only the statuses its codes can reach (see ERROR_STATUS).
 */
export const errorResponses = <S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
