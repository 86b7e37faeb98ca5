import { z } from 'zod';
import {
  analysisSchema,
  analyzingListAnswerSchema,
  analyzingListQuerySchema,
  checkIsIngAnswerSchema,
  checkIsIngBodySchema,
  createAnalysisAnswerSchema,
  createAnalysisBodySchema,
  patchAnalysisBodySchema,
  predictionAnswerSchema,
  predictionBodySchema,
} from '../analysis.js';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import * as routes from '../routes/analysis.js';
import { idParams, rowErrors } from './parts.js';

export const analysisEndpoints = {
  analysisCheckIsIng: endpoint(routes.analysisCheckIsIng, {
    body: checkIsIngBodySchema,
    responses: { 200: checkIsIngAnswerSchema, ...rowErrors },
  }),
  analysisCreate: endpoint(routes.analysisCreate, {
    summary: 'Start an analysis: the server gathers the land data itself',
    body: createAnalysisBodySchema,
    responses: { 201: createAnalysisAnswerSchema, ...rowErrors, ...errorAnswers(429) },
  }),
  analysisList: endpoint(routes.analysisList, {
    summary: 'The device’s analyses that have no match request yet',
    query: analyzingListQuerySchema,
    responses: { 200: analyzingListAnswerSchema, ...rowErrors },
  }),
  analysisGet: endpoint(routes.analysisGet, {
    params: idParams,
    responses: { 200: analysisSchema, ...rowErrors },
  }),
  analysisPatch: endpoint(routes.analysisPatch, {
    summary: 'Set the install type and area (capacity recomputed), refresh land data or profit',
    body: patchAnalysisBodySchema,
    responses: { 200: analysisSchema, ...rowErrors },
  }),
  analysisPredict: endpoint(routes.analysisPredict, {
    summary: 'Forecast monthly output and 20-year profit with the engine',
    body: predictionBodySchema,
    responses: { 200: predictionAnswerSchema, ...rowErrors },
  }),
  analysisDelete: endpoint(routes.analysisDelete, {
    params: idParams,
    responses: { 204: z.null(), ...rowErrors },
  }),
};
