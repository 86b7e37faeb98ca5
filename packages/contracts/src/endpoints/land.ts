import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { mapConfigSchema } from '../content.js';
import {
  addressParamSchema,
  addressSearchAnswerSchema,
  boundaryAnswerSchema,
  buildingAnswerSchema,
  devLimitAnswerSchema,
  dispersedGenerationAnswerSchema,
  jibunParamSchema,
  kepcoBodySchema,
  kepcoJibunListAnswerSchema,
  landInfoAnswerSchema,
  landMovementAnswerSchema,
  landPriceAnswerSchema,
  localLimitAreaSchema,
  localOrdinanceSchema,
  ordinanceAreaSchema,
  pnuSchema,
  possessionAnswerSchema,
  searchBodySchema,
  searchQuerySchema,
  sidoCodeSchema,
  yearParamSchema,
} from '../land.js';
import * as routes from '../routes/land.js';

const errors = errorAnswers(400, 401, 429);
const pnuParams = z.object({ pnu: pnuSchema });
const yearPnuParams = z.object({ year: yearParamSchema, pnu: pnuSchema });
const search = {
  params: z.object({ q: searchQuerySchema }),
  body: searchBodySchema,
  responses: { 200: addressSearchAnswerSchema, ...errors },
};

/**
 * The open-data gateway (spec section 7, session-authenticated POSTs): every answer is 200 with
 * the data, or `unavailable` with the spec's 'cannot look up' text; bad input is 400.
 */
export const landEndpoints = {
  mapConfigGet: endpoint(routes.mapConfigGet, { responses: { 200: mapConfigSchema } }),
  landSearchPolygon: endpoint(routes.landSearchPolygon, search),
  landSearchParcel: endpoint(routes.landSearchParcel, search),
  landBoundary: endpoint(routes.landBoundary, {
    params: pnuParams,
    responses: { 200: boundaryAnswerSchema, ...errors },
  }),
  landCharacteristics: endpoint(routes.landCharacteristics, {
    params: yearPnuParams,
    responses: { 200: landInfoAnswerSchema, ...errors },
  }),
  landPossession: endpoint(routes.landPossession, {
    params: pnuParams,
    responses: { 200: possessionAnswerSchema, ...errors },
  }),
  landMovement: endpoint(routes.landMovement, {
    params: pnuParams,
    responses: { 200: landMovementAnswerSchema, ...errors },
  }),
  landPrice: endpoint(routes.landPrice, {
    params: yearPnuParams,
    responses: { 200: landPriceAnswerSchema, ...errors },
  }),
  buildingTitle: endpoint(routes.buildingTitle, {
    params: pnuParams,
    responses: { 200: buildingAnswerSchema, ...errors },
  }),
  devLimits: endpoint(routes.devLimits, {
    params: pnuParams,
    responses: { 200: devLimitAnswerSchema, ...errors },
  }),
  kepcoJibunList: endpoint(routes.kepcoJibunList, {
    params: z.object({ address: addressParamSchema }),
    body: kepcoBodySchema,
    responses: { 200: kepcoJibunListAnswerSchema, ...errors },
  }),
  kepcoDispersedGeneration: endpoint(routes.kepcoDispersedGeneration, {
    params: z.object({ address: addressParamSchema, jibun: jibunParamSchema }),
    body: kepcoBodySchema,
    responses: { 200: dispersedGenerationAnswerSchema, ...errors },
  }),
  localOrdinanceGet: endpoint(routes.localOrdinanceGet, {
    params: z.object({ area: ordinanceAreaSchema }),
    responses: { 200: localOrdinanceSchema, ...errorAnswers(400) },
  }),
  localLimitAreaGet: endpoint(routes.localLimitAreaGet, {
    params: z.object({ sidoCode: sidoCodeSchema }),
    responses: { 200: localLimitAreaSchema, ...errorAnswers(400, 404) },
  }),
};
