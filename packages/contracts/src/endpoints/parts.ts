import { z } from 'zod';
import { endpoint, errorAnswers, type ErrorStatus } from '../api/endpoint.js';
import type { ApiRoute } from '../api/route.js';
import { dbIdSchema } from '../identity.js';

// What many declarations share: the path parameters that name a row, the error statuses of a
// call behind a door (DESIGN D12) and the shape of an operator's write on one row.

/** The path parameter of a call on one row by its id (`/:id`). */
export const idParams = z.object({ id: dbIdSchema });

/** The path parameter of a call on one match request (`/:matchReqId`). */
export const matchReqParams = z.object({ matchReqId: dbIdSchema });

/**
 * What a call behind a door answers besides its own errors: bad input (400), no session (401),
 * not this caller's (403). The owner's calls answer a missing id as another device's (403),
 * never 404 (issue 20).
 */
export const guardedErrors = errorAnswers(400, 401, 403);

/** A guarded call on rows: besides {@link guardedErrors}, no such row (404), a refusing state (409). */
export const rowErrors = errorAnswers(400, 401, 403, 404, 409);

interface OperatorWriteSchemas<P, B, A> {
  readonly summary: string;
  /** The path parameters that name the row. */
  readonly params: P;
  /** What the operator decided, with the reason where one is asked. */
  readonly body: B;
  /** What the row became. */
  readonly answer: A;
}

/**
 * An operator's audited write on one row named in the path (ending or extending a match, a review
 * decision): 200 with what the row became, the guarded call's errors and 404 for a missing row;
 * `refusals` are the further statuses of the row states that refuse the write (409).
 */
export const operatorWrite = <
  R extends ApiRoute,
  P extends z.ZodType,
  B extends z.ZodType,
  A extends z.ZodType,
  E extends ErrorStatus = never,
>(
  route: R,
  { summary, params, body, answer }: OperatorWriteSchemas<P, B, A>,
  ...refusals: E[]
) =>
  endpoint(route, {
    summary,
    params,
    body,
    responses: { 200: answer, ...guardedErrors, ...errorAnswers<404 | E>(404, ...refusals) },
  });
