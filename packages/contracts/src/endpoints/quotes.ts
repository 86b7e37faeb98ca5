import { endpoint, errorAnswers } from '../api/endpoint.js';
import {
  adminQuoteListSchema,
  partnerQuoteAnswerSchema,
  quoteBodySchema,
  quoteComparisonSchema,
} from '../quotes.js';
import * as routes from '../routes/quotes.js';
import { idParams, matchReqParams } from './parts.js';

export const quotesEndpoints = {
  partnerQuoteGet: endpoint(routes.partnerQuoteGet, {
    summary: 'The contractor’s own quote of a request it was shortlisted for',
    params: matchReqParams,
    responses: { 200: partnerQuoteAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
  }),
  partnerQuotePut: endpoint(routes.partnerQuotePut, {
    summary:
      'Fill or change the quote (shortlisted contractor, proposals due: PSB); price per kW computed',
    params: matchReqParams,
    body: quoteBodySchema,
    responses: { 200: partnerQuoteAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  matchQuoteComparison: endpoint(routes.matchQuoteComparison, {
    summary: 'The owner’s comparison of every submitted proposal with its quote (SP2, CMC)',
    params: matchReqParams,
    responses: { 200: quoteComparisonSchema, ...errorAnswers(400, 401, 403, 409) },
  }),
  adminMatchQuoteList: endpoint(routes.adminMatchQuoteList, {
    summary: 'The quotes of a match’s shortlisted contractors (operator)',
    params: idParams,
    responses: { 200: adminQuoteListSchema, ...errorAnswers(400, 401, 403, 404) },
  }),
};
