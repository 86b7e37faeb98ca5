import { endpoint, errorAnswers } from '../api/endpoint.js';
import {
  adminExtendAnswerSchema,
  adminExtendBodySchema,
  adminReopenAnswerSchema,
  adminReopenBodySchema,
  adminUnservedListSchema,
} from '../moderation.js';
import * as routes from '../routes/rescue.js';
import { guardedErrors, idParams, operatorWrite } from './parts.js';

export const rescueEndpoints = {
  adminMatchExtend: operatorWrite(
    routes.adminMatchExtend,
    {
      summary: 'Extend the open recruiting (CRG) or proposal (PSB) period by 1–14 days, audited',
      params: idParams,
      body: adminExtendBodySchema,
      answer: adminExtendAnswerSchema,
    },
    409,
  ),
  adminMatchReopen: endpoint(routes.adminMatchReopen, {
    summary: 'Reopen a request that ended CP1 or CP2 as a new recruiting request, audited',
    params: idParams,
    body: adminReopenBodySchema,
    responses: { 201: adminReopenAnswerSchema, ...guardedErrors, ...errorAnswers(404, 409) },
  }),
  adminUnservedList: endpoint(routes.adminUnservedList, {
    summary: 'Recruiting requests in a 시도 that no approved contractor serves',
    responses: { 200: adminUnservedListSchema, ...guardedErrors },
  }),
};
