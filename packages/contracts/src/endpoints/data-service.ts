import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { fileIdSchema } from '../content.js';
import {
  latestSmpRecAnswerSchema,
  latestSmpRecBodySchema,
  nearestStnAnswerSchema,
  nearestStnBodySchema,
} from '../data-service.js';
import * as routes from '../routes/data-service.js';

/**
 * The data service's calls. `/calc-proposal-data/v2` is declared by the server's data-service
 * module beside this one: its body is the engine's forecast input, which the contracts do not
 * import.
 */
export const dataServiceEndpoints = {
  nearestStation: endpoint(routes.nearestStation, {
    body: nearestStnBodySchema,
    responses: { 200: nearestStnAnswerSchema, ...errorAnswers(400, 404) },
  }),
  latestSmpRec: endpoint(routes.latestSmpRec, {
    body: latestSmpRecBodySchema,
    responses: { 200: latestSmpRecAnswerSchema, ...errorAnswers(400, 404) },
  }),
};

const fileInputs = {
  params: z.object({ id: fileIdSchema }),
  /** `t`: the token of a signed proposal link (sent by SMS); other query parameters are ignored. */
  query: z.object({ t: z.string().max(200).optional() }),
  /** The 200 answer is the file's bytes, so only the errors are declared as `{code, message}`. */
  responses: errorAnswers(400, 403, 404, 409),
};

export const filesEndpoints = {
  fileDownload: endpoint(routes.fileDownload, { summary: 'Download a file', ...fileInputs }),
  fileView: endpoint(routes.fileView, {
    summary: 'View a file inline (a proposal: its owner, its contractor or a signed link)',
    ...fileInputs,
  }),
};
